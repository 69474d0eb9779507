import path from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { OperatorRefusal } from './operator-refusal.ts';

/**
 * Runs `npm run <name> -- <archive>` with the server's own configuration (DATA_DIR, DATABASE_URL,
 * S3_*): a refusal prints its message alone, any other failure its stack; both exit with 1.
 */
export async function runOperatorCommand(name: string, action: (config: Config, file: string, log: (message: string) => void) => Promise<unknown>) {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0].startsWith('-')) {
    console.error(`usage: npm run ${name} -- <archive file>   (DATA_DIR, DATABASE_URL and S3_* as for the server)`);
    process.exitCode = 2;
    return;
  }
  // npm runs scripts from the root of the repository: a relative name means the operator's folder.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  try {
    await action(loadConfig(process.env, []), file, (message) => console.log(message));
  } catch (error) {
    if (error instanceof OperatorRefusal) console.error(`${name} refused: ${error.message}`);
    else console.error(`${name} failed:`, error);
    process.exitCode = 1;
  }
}
