import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { prepareDatabase } from './boot.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
const database = await prepareDatabase(config, (msg) => console.log(msg));
const app = await buildApp({ db: database.db, config });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
console.log(`back-office listening on http://localhost:${config.port}`);
