import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { prepareDatabase } from './boot.ts';
import { loadConfig } from './config.ts';
import { createJobQueue } from './platform/jobs/queue.ts';

const config = loadConfig();
config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
const database = await prepareDatabase(config, (msg) => console.log(msg));
const jobs = createJobQueue(database, { onError: (error) => console.error('job queue:', error) });
const app = await buildApp({ database, config, jobs });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
// Reports queued or interrupted before a restart carry on now, not on the next request.
await jobs.start();
console.log(`back-office listening on http://localhost:${config.port}`);
