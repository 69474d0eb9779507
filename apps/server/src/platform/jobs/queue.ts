import { PgBoss, fromPglite, type ConstructorOptions, type JobWithMetadata } from 'pg-boss';
import type { Database } from '../db/client.ts';

export type JobHandler<T> = (job: JobWithMetadata<T>) => Promise<void>;

export interface JobState {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  retryLimit: number;
}

/**
 * Background jobs on a Postgres-backed queue (pg-boss, in schema "pgboss" of the same database),
 * so queued and running work survives a restart: a job whose worker died stops sending
 * heartbeats and is retried by whichever server copy supervises next.
 *
 * The queue starts on first use (or explicitly at boot), so a process that never runs a job
 * never pays for it.
 */
export interface JobQueue {
  /**
   * Declares the handler of a job name; must be called before the queue starts. With `cron` the
   * queue also sends one such job on that schedule (São Paulo time), whichever copy's turn it is.
   */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: { cron?: string }): void;
  start(): Promise<void>;
  send<T extends object>(name: string, data: T): Promise<string>;
  state(name: string, id: string): Promise<JobState | null>;
  /** graceful false drops running jobs as a crash would (they are retried after a heartbeat lapses). */
  stop(options?: { graceful?: boolean }): Promise<void>;
}

export interface JobQueueOptions {
  /** How often dead workers' jobs are looked for. */
  superviseIntervalSeconds?: number;
  /** Without a heartbeat for this long, a running job counts as crashed. At least 10. */
  heartbeatSeconds?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
}

/** How pg-boss reaches the database: its own pool on PostgreSQL, the one PGlite instance otherwise. */
export function bossConnection(database: Pick<Database, 'driver'>): Partial<ConstructorOptions> {
  if (database.driver.kind === 'postgres') return { connectionString: database.driver.url, max: 3 };
  return { db: fromPglite(database.driver.client), backend: 'pglite' };
}

export function createJobQueue(database: Pick<Database, 'driver'>, options: JobQueueOptions = {}): JobQueue {
  // Each job name has its own payload type; the map holds them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const handlers = new Map<string, JobHandler<any>>();
  const schedules = new Map<string, string>();
  let started: Promise<PgBoss> | undefined;
  let stopped = false;

  const boot = async () => {
    const boss = new PgBoss({
      ...bossConnection(database),
      superviseIntervalSeconds: options.superviseIntervalSeconds ?? 15,
      monitorIntervalSeconds: options.superviseIntervalSeconds ?? 15,
    });
    boss.on('error', (error) => options.onError?.(error));
    await boss.start();
    for (const [name, handler] of handlers) {
      await boss.createQueue(name);
      const cron = schedules.get(name);
      // 'once': a copy that was down when it came due still runs the last one it missed.
      if (cron) await boss.schedule(name, cron, {}, { tz: 'America/Sao_Paulo', missed: 'once' });
      await boss.work(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5, batchSize: 1, includeMetadata: true },
        async (jobs: JobWithMetadata<object>[]) => {
          for (const job of jobs) await handler(job);
        },
      );
    }
    return boss;
  };

  const start = () => {
    if (stopped) throw new Error('job queue stopped');
    started ??= boot();
    return started;
  };

  return {
    define(name, handler, options) {
      if (started) throw new Error(`job ${name} defined after the queue started`);
      handlers.set(name, handler);
      if (options?.cron) schedules.set(name, options.cron);
    },
    start: async () => {
      await start();
    },
    async send(name, data) {
      const boss = await start();
      // Retry settings go with each job: a queue keeps the options it was first created with.
      const id = await boss.send(name, data, {
        heartbeatSeconds: options.heartbeatSeconds ?? 30,
        retryLimit: options.retryLimit ?? 3,
        retryDelay: options.retryDelaySeconds ?? 5,
        // A report of millions of rows takes minutes; heartbeats, not this, detect a crash.
        expireInSeconds: 6 * 3600,
      });
      if (!id) throw new Error(`job ${name} was not queued`);
      return id;
    },
    async state(name, id) {
      const boss = await start();
      const job = await boss.getJobById(name, id);
      return job ? { state: job.state, retryCount: job.retryCount, retryLimit: job.retryLimit } : null;
    },
    async stop({ graceful = true } = {}) {
      stopped = true;
      if (!started) return;
      const boss = await started;
      // Running jobs get a moment to finish; the rest are retried after the next start.
      await boss.stop({ graceful, timeout: 5000, close: database.driver.kind === 'postgres' });
    },
  };
}
