import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { Gauge } from 'prom-client';
import { dbQueryDuration, metricsRecording, registry } from './metrics.ts';
import { querySpan, spansEnabled } from './spans.ts';

const pools = new Set<pg.Pool>();

new Gauge({
  name: 'db_pool_connections',
  help: "Connections of the server's PostgreSQL pool: in use, idle, and callers waiting for one.",
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools) {
      total += pool.totalCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    this.set({ state: 'in_use' }, total - idle);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

type Query = (...args: unknown[]) => unknown;

const OK = { outcome: 'ok' } as const;
const ERROR = { outcome: 'error' } as const;

/** Runs one statement timed, and in a span when traces are on. */
function timed<T>(text: string | undefined, run: () => Promise<T>): Promise<T> {
  if (spansEnabled()) return querySpan(text, () => observed(run));
  return observed(run);
}

function observed<T>(run: () => Promise<T>): Promise<T> {
  if (!metricsRecording()) return run();
  const start = performance.now();
  const result = run();
  result.then(
    () => dbQueryDuration.observe(OK, (performance.now() - start) / 1000),
    () => dbQueryDuration.observe(ERROR, (performance.now() - start) / 1000),
  );
  return result;
}

/**
 * Times each statement of the pool's connections, whether sent by pool.query (which hands a
 * callback to its connection) or inside a transaction. A streamed statement (COPY of a report, a
 * cursor) is left as it is: its end is not its call's.
 */
function observeClient(client: pg.PoolClient): void {
  const query = client.query as unknown as Query;
  (client as unknown as { query: Query }).query = function (this: unknown, ...args) {
    // Nothing to record: no promise and no wrapped callback per statement.
    if (!metricsRecording() && !spansEnabled()) return query.apply(this, args);
    const [config] = args as [{ submit?: unknown; text?: string } | string];
    if (typeof config === 'object' && typeof config?.submit === 'function') return query.apply(this, args);
    const text = typeof config === 'string' ? config : config?.text;
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at < 0) return timed(text, () => query.apply(this, args) as Promise<unknown>);
    const callback = args[at] as (error: unknown, result: unknown) => void;
    let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | undefined;
    const done = new Promise((resolve, reject) => (settle = { resolve, reject }));
    args[at] = (error: unknown, result: unknown) => {
      if (error) settle?.reject(error);
      else settle?.resolve(result);
      callback(error, result);
    };
    // A statement the client refuses at once throws here, to the caller, as it did unwrapped.
    timed(text, () => {
      query.apply(this, args);
      return done;
    }).catch(() => {});
  };
}

/** Counts the pool's connections at each scrape and times every statement its connections run. */
export function observePool(pool: pg.Pool): void {
  pools.add(pool);
  pool.on('connect', observeClient);
  const end = pool.end.bind(pool);
  pool.end = (() => {
    pools.delete(pool);
    return end();
  }) as typeof pool.end;
}

/** The same for the embedded database: its statements, in and out of transactions. */
export function observePglite(client: PGlite): void {
  const wrap = (target: Pick<Transaction, 'query'>) => {
    const query = target.query.bind(target);
    target.query = ((text: string, ...rest: unknown[]) => timed(text, () => (query as Query)(text, ...rest) as Promise<never>)) as typeof target.query;
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      wrap(tx);
      return callback(tx);
    })) as typeof client.transaction;
}
