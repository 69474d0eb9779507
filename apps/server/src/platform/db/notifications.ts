import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

/**
 * PostgreSQL's LISTEN/NOTIFY as the server copies share it: a NOTIFY sent by any copy (or by a
 * trigger, whatever wrote the row) reaches every copy after the sender's commit. On PGlite the
 * database lives in this process, so its notifications are in-process too.
 */
export interface Notifications {
  /** Calls handler with each payload sent on channel; resolves once listening. */
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  /**
   * Whether notifications are being received now. While the listening connection is down a
   * copy misses them: what depends on them (caches) must not trust itself until it is back.
   */
  readonly live: boolean;
  /** Called when the connection comes back: anything missed meanwhile must be assumed changed. */
  onRestored(callback: () => void): void;
  close(): Promise<void>;
}

const RETRY_MS = [500, 1000, 2000, 5000];
export const NOTIFICATIONS_APPLICATION = 'backoffice-notifications';

/** One dedicated connection (not from the pool: a pooled one would stop listening when released). */
function postgresNotifications(url: string, log: (message: string) => void): Notifications {
  const handlers = new Map<string, Array<(payload: string) => void>>();
  const restored: Array<() => void> = [];
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let connecting: Promise<void> | null = null;

  const connect = async (attempt: number): Promise<void> => {
    // Named, so an operator sees what this connection is in pg_stat_activity.
    const next = new pg.Client({ connectionString: url, application_name: NOTIFICATIONS_APPLICATION });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', (error) => {
      log(`notifications connection lost: ${error.message}`);
      drop(next);
    });
    next.on('end', () => drop(next));
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (closed) return void (await next.end());
      const wasDown = client === null && attempt > 0;
      client = next;
      live = true;
      if (wasDown) for (const callback of restored) callback();
    } catch (error) {
      await next.end().catch(() => {});
      if (closed) return;
      log(`notifications: cannot listen (${(error as Error).message}); retrying`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
      return connect(attempt + 1);
    }
  };

  const drop = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    live = false;
    if (!closed) connecting = connect(1);
  };

  return {
    get live() {
      return live;
    },
    async listen(channel, handler) {
      const known = handlers.get(channel);
      handlers.set(channel, [...(known ?? []), handler]);
      connecting ??= connect(0);
      await connecting;
      if (!known && client) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
    onRestored(callback) {
      restored.push(callback);
    },
    async close() {
      closed = true;
      live = false;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

function pgliteNotifications(pglite: PGlite): Notifications {
  const stops: Array<() => Promise<void>> = [];
  return {
    live: true,
    async listen(channel, handler) {
      stops.push(await pglite.listen(channel, handler));
    },
    onRestored() {
      // Nothing to lose: the database is in this process.
    },
    async close() {
      if (pglite.closed) return;
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}

export function openNotifications(driver: Database['driver'], log: (message: string) => void = console.error): Notifications {
  return driver.kind === 'postgres' ? postgresNotifications(driver.url, log) : pgliteNotifications(driver.client);
}
