import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Config } from './config.ts';
import { registerAuthRoutes } from './platform/auth/routes.ts';
import type { Database } from './platform/db/client.ts';
import { createJobQueue, type JobQueue } from './platform/jobs/queue.ts';
import { createReportEngine } from './platform/reports/report-engine.ts';
import { createBulkEngine } from './platform/bulk/bulk-engine.ts';
import { BULK_TARGETS } from './services/bulk-targets.ts';
import { defineBinPurge } from './services/bin/bin-purge-job.ts';
import { REPORT_DEFINITIONS } from './services/report-definitions.ts';
import { databaseEmitter } from './platform/graphql/database-emitter.ts';
import { mountGraphqlService } from './platform/graphql/endpoint.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { installIdempotency } from './platform/http/idempotency.ts';
import { installInputGuard } from './platform/http/input-guard.ts';
import { loggerOptions } from './platform/http/logger-options.ts';
import { closeAfterUnreadBody } from './platform/http/unread-body.ts';
import { serveSpa } from './platform/http/serve-spa.ts';
import { UPLOAD_MAX_BYTES } from './platform/http/upload.ts';
import { installAccess } from './platform/http/request-user.ts';
import { createSessionCache } from './platform/auth/session-cache.ts';
import { openNotifications } from './platform/db/notifications.ts';
import { installReadiness } from './platform/lifecycle/readiness.ts';
import { trackWebSockets } from './platform/lifecycle/web-sockets.ts';
import { installBrowserHeaders } from './platform/security/browser-headers.ts';
import { installSameOriginGuard } from './platform/security/same-origin.ts';
import type { AppDeps } from './platform/deps.ts';
import { defaultFileStorage, type FileStorage } from './platform/files/storage.ts';
import { mergeSchemas, SERVICES } from './services/registry.ts';
import { installMetricsRoute } from './platform/observability/metrics-endpoint.ts';
import { recordMetrics } from './platform/observability/metrics.ts';
import { installRequestObserver, OneLinePerRequest } from './platform/observability/request-observer.ts';
import { installHttpSpans } from './platform/observability/tracing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the routes were built with (tests reach the job queue and report engine here). */
    deps: AppDeps;
  }
}

export interface AppOptions {
  database: Pick<Database, 'db' | 'driver'>;
  config: Config;
  files?: FileStorage;
  jobs?: JobQueue;
  /** Where log lines go instead of stdout (a log shipper's pipe, a test reading them). */
  logStream?: { write(line: string): void };
}

export async function buildApp(options: AppOptions) {
  const { config } = options;
  const { db } = options.database;
  const files = options.files ?? defaultFileStorage(config);
  const app = Fastify({
    logger: { ...loggerOptions(config), ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    logController: new OneLinePerRequest(),
  });
  const jobs = options.jobs ?? createJobQueue(options.database, { onError: (error) => app.log.error({ err: error }, 'job queue') });
  const reports = createReportEngine({ db, driver: options.database.driver, files, jobs }, REPORT_DEFINITIONS);
  defineBinPurge({ db, files, jobs, config });
  const bulk = createBulkEngine({ db, files, jobs, config }, BULK_TARGETS);
  const notifications = openNotifications(options.database.driver, (message) => app.log.error(message));
  app.addHook('onClose', () => notifications.close());
  const events = await databaseEmitter(db, notifications);
  app.addHook('onClose', () => new Promise<void>((resolve) => events.close(() => resolve())));
  const deps: AppDeps = { db, config, files, jobs, reports, bulk, events };
  // Workers stop with the server; what they were running is retried after the next start.
  app.addHook('onClose', () => jobs.stop());
  app.decorate('deps', deps);
  trackWebSockets(app);
  if (config.metrics.port !== undefined || config.metrics.token) recordMetrics();
  installRequestObserver(app);
  installHttpSpans(app);
  await app.register(cookie);
  await installBrowserHeaders(app, config);
  installSameOriginGuard(app, config);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 } });
  installErrorHandler(app);
  closeAfterUnreadBody(app);
  installAccess(app, await createSessionCache(db, notifications, config.session.idleMs));
  installInputGuard(app);
  installIdempotency(app, db);

  app.get('/api/health', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    }
  });

  installMetricsRoute(app, config.metrics.token);
  installReadiness(app, { db, driver: options.database.driver, notifications, files });
  registerAuthRoutes(app, deps);
  for (const [name, service] of Object.entries(SERVICES)) {
    mountGraphqlService(app, deps, name, mergeSchemas(service.schemas));
    for (const register of service.routes) register(app, deps);
  }

  await serveSpa(app, config.webDist);
  return app;
}
