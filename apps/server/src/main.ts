import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { prepareDatabase } from './boot.ts';
import { loadConfig } from './config.ts';
import { createJobQueue } from './platform/jobs/queue.ts';
import { buildContentApp } from './services/lms/scorm/player/content-app.ts';

const config = loadConfig();
config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
const database = await prepareDatabase(config, (msg) => console.log(msg));
const jobs = createJobQueue(database, { onError: (error) => console.error('job queue:', error) });
const app = await buildApp({ database, config, jobs });
const content = await buildContentApp(app.deps);

const shutdown = async () => {
  await content.close();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
await content.listen({ port: config.scorm.contentPort, host: config.host });
// Port 0 asked for any free port: the grants must name the one it got.
config.scorm.contentPort = (content.server.address() as { port: number }).port;
// Reports queued or interrupted before a restart carry on now, not on the next request.
await jobs.start();
console.log(`back-office listening on http://localhost:${config.port}`);
console.log(
  `SCORM content origin listening on port ${config.scorm.contentPort}${config.scorm.contentOrigin ? ` (public address ${config.scorm.contentOrigin})` : ''}`,
);
