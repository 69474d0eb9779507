import type { Config } from '../config.ts';
import type { LiveEmitter } from './graphql/database-emitter.ts';
import type { Db } from './db/client.ts';
import type { FileStorage } from './files/storage.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { ReportEngine } from './reports/report-engine.ts';
import type { BulkEngine } from './bulk/bulk-engine.ts';

/** What every service's schema parts and routes are given. */
export interface AppDeps {
  db: Db;
  config: Config;
  files: FileStorage;
  jobs: JobQueue;
  reports: ReportEngine;
  /** Bulk actions on lists' rows (issue 26). */
  bulk: BulkEngine;
  /** Events for GraphQL subscriptions, shared by every server copy (database-emitter.ts). */
  events: LiveEmitter;
}
