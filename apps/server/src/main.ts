import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { prepareDatabase } from './boot.ts';
import { loadConfig } from './config.ts';
import { createJobQueue } from './platform/jobs/queue.ts';
import { createShutdown } from './platform/lifecycle/shutdown.ts';
import { listenForMetrics, type MetricsListener } from './platform/observability/metrics-endpoint.ts';
import { startTracing } from './platform/observability/tracing.ts';
import { buildContentApp } from './services/lms/scorm/player/content-app.ts';

const config = loadConfig();
config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
// Before anything is built: the HTTP hooks are installed only when traces are on.
const tracing = await startTracing(config.otlpEndpoint);
const database = await prepareDatabase(config, (msg) => console.log(msg));
const jobs = createJobQueue(database, { onError: (error) => console.error('job queue:', error) });
const app = await buildApp({ database, config, jobs });
const content = await buildContentApp(app.deps);

let metrics: MetricsListener | null = null;

// Each step within its own bound, so the whole stop fits in the grace plus a few seconds.
const shutdown = createShutdown({
  graceMs: config.shutdownGraceMs,
  servers: [
    { name: 'back-office', server: app.server },
    { name: 'SCORM content', server: content.server },
  ],
  readiness: app.readiness,
  webSockets: app.webSockets,
  steps: [
    // After the requests: one in flight may still be queueing a job.
    { name: 'job queue', timeoutMs: 3500, run: () => jobs.stop({ timeoutMs: 3000 }) },
    { name: 'server hooks (notifications, subscriptions)', timeoutMs: 1500, run: () => Promise.all([content.close(), app.close()]) },
    { name: 'database', timeoutMs: 1500, run: () => database.close() },
    { name: 'metrics listener', timeoutMs: 500, run: async () => metrics?.close() },
    // Last, so the spans of the shutdown's own statements are sent too.
    { name: 'traces', timeoutMs: 1500, run: async () => tracing?.shutdown() },
  ],
  log: (line) => console.log(line),
  exit: (code) => process.exit(code),
});
shutdown.listen(['SIGTERM', 'SIGINT']);

await app.listen({ port: config.port, host: config.host });
if (config.metrics.port !== undefined) metrics = await listenForMetrics(config.metrics.port, config.host);
await content.listen({ port: config.scorm.contentPort, host: config.host });
// Port 0 asked for any free port: the grants must name the one it got.
config.scorm.contentPort = (content.server.address() as { port: number }).port;
// Reports queued or interrupted before a restart carry on now, not on the next request.
if (!shutdown.started) await jobs.start();
console.log(`back-office listening on http://localhost:${(app.server.address() as { port: number }).port}`);
if (metrics) console.log(`Prometheus metrics at http://localhost:${metrics.port}/metrics`);
if (tracing) console.log(`traces sent over OTLP to ${config.otlpEndpoint}`);
console.log(
  `SCORM content origin listening on port ${config.scorm.contentPort}${config.scorm.contentOrigin ? ` (public address ${config.scorm.contentOrigin})` : ''}`,
);
