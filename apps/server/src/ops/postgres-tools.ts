import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * libpq's view of a DATABASE_URL: the password goes in the environment, never on the command
 * line, where every user of the machine could read it (ps).
 */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return { dbname: target.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a PostgreSQL client tool on the database of url; rejects with its own words when it fails. */
async function runTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[], stdin?: Readable): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-4000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} was not found on PATH: install the PostgreSQL client tools (the server's major version or a newer one)`)
          : error,
      ),
    );
    child.once('close', resolve);
  });
  // A tool that stops reading (it failed) closes its stdin: its exit code tells why, not the EPIPE.
  const fed = stdin ? pipeline(stdin, child.stdin!).catch(() => {}) : Promise.resolve();
  const code = await exited;
  await fed;
  if (code !== 0) throw new Error(`${tool} failed (exit code ${code}): ${stderr.trim() || 'no message'}`);
}

/**
 * Dumps the database into file in pg_dump's custom format, as of the exported snapshot (the one the
 * manifest's schema version was read in), straight to disk.
 */
export function dumpPostgres(url: string, file: string, snapshot: string): Promise<void> {
  return runTool('pg_dump', url, ['--format=custom', `--file=${file}`, `--snapshot=${snapshot}`]);
}

/**
 * Restores a custom-format dump read from dump into the (empty) database of url, in one
 * transaction: a failure leaves the database as empty as it was.
 */
export function restorePostgres(url: string, dump: AsyncIterable<Buffer>): Promise<void> {
  return runTool('pg_restore', url, ['--no-owner', '--exit-on-error', '--single-transaction'], Readable.from(dump));
}
