import { PgBoss, fromPglite, type ConstructorOptions, type JobWithMetadata } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { observedJob, observeQueue } from '../observability/job-metrics.ts';

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
  /**
   * Stops the workers. Graceful: running handlers are told through `job.signal` to stop at their
   * next safe point (between batches); a job they give back, or that is still running after
   * `timeoutMs`, is failed so it is retried (after its retry delay) by the next copy that starts,
   * and the handlers are given a last moment to settle before the database closes under them.
   * graceful false drops running jobs as a crash would.
   */
  stop(options?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
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
  // pg-boss aborts job.signal only after it has given up on a handler; this says "stop" first.
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  let unobserve = () => {};

  const boot = async () => {
    const boss = new PgBoss({
      ...bossConnection(database),
      superviseIntervalSeconds: options.superviseIntervalSeconds ?? 15,
      monitorIntervalSeconds: options.superviseIntervalSeconds ?? 15,
    });
    boss.on('error', (error) => options.onError?.(error));
    await boss.start();
    unobserve = observeQueue(() => boss.getQueues());
    for (const [name, handler] of handlers) {
      await boss.createQueue(name);
      const cron = schedules.get(name);
      // 'once': a copy that was down when it came due still runs the last one it missed.
      if (cron) await boss.schedule(name, cron, {}, { tz: 'America/Sao_Paulo', missed: 'once' });
      await boss.work(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5, batchSize: 1, includeMetadata: true },
        async (jobs: JobWithMetadata<object>[]) => {
          for (const job of jobs) await observedJob(name, job, () => handler(job));
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
      handlers.set(name, (job) => {
        job.signal = job.signal ? AbortSignal.any([job.signal, stopping.signal]) : stopping.signal;
        const run = handler(job);
        running.add(run);
        void run.then(
          () => running.delete(run),
          () => running.delete(run),
        );
        return run;
      });
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
    async stop({ graceful = true, timeoutMs = 3000 } = {}) {
      stopped = true;
      if (graceful) stopping.abort(new Error('job queue stopping'));
      unobserve();
      if (!started) return;
      const boss = await started;
      const deadline = Date.now() + timeoutMs;
      // Running jobs get a moment to give their job back; the rest are failed, so retried after the next start.
      await boss.stop({ graceful, timeout: Math.max(1000, timeoutMs - 1000), close: database.driver.kind === 'postgres' });
      // pg-boss does not wait for a handler it gave up on: one still in a transaction would hold the database's close.
      if (graceful && running.size) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
        await Promise.race([Promise.allSettled([...running]), timeout]);
        clearTimeout(timer);
      }
    },
  };
}
