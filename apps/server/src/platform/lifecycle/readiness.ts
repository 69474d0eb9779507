import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import { migrationsFolder } from '../db/migrations-folder.ts';
import type { Notifications } from '../db/notifications.ts';
import type { FileStorage } from '../files/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this copy should be sent traffic (GET /api/ready); main.ts turns it off on SIGTERM. */
    readiness: Readiness;
  }
}

export type ReadinessAnswer = { status: 'ready' } | { status: 'not ready'; reason: string } | { status: 'shutting down' };

export interface Readiness {
  check(): Promise<ReadinessAnswer>;
  /** From now on every answer is 'shutting down', and every response closes its connection. */
  beginShutdown(): void;
  readonly shuttingDown: boolean;
}

export interface ReadinessDeps {
  db: Db;
  driver: Pick<Database['driver'], 'kind'>;
  notifications: Pick<Notifications, 'live'>;
  files: FileStorage;
}

export interface ReadinessOptions {
  /** Each check's bound: a database or a bucket that hangs answers 'not ready', not nothing. */
  timeoutMs?: number;
  /** How long a storage probe that passed is trusted: a balancer polling every second must not write to S3 every second. */
  storageCacheMs?: number;
  /** The migrations this code needs, as drizzle records them (created_at → tag); read from the journal by default. */
  migrations?: ReadonlyMap<string, string>;
  log?: (message: string) => void;
}

export const READINESS_REASONS = {
  database: 'database unreachable',
  notifications: 'database notifications not listening',
  storage: 'file storage not writable',
  migrations: (tags: string[]) => `migrations not applied: ${tags.join(', ')}`,
} as const;

/** Every migration of the journal, keyed as drizzle records it in __drizzle_migrations.created_at (the journal's `when`). */
export function journalMigrations(folder: string = migrationsFolder()): Map<string, string> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number; tag: string }> };
  return new Map(journal.entries.map((entry) => [String(entry.when), entry.tag]));
}

class TimedOut extends Error {}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One check in flight at a time: a probe that hangs is shared by the polls that come meanwhile, not stacked up in the pool. */
function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= run().finally(() => {
      pending = null;
    }));
}

export function createReadiness(deps: ReadinessDeps, options: ReadinessOptions = {}): Readiness {
  const timeoutMs = options.timeoutMs ?? 2000;
  const storageCacheMs = options.storageCacheMs ?? 5000;
  const expected = options.migrations ?? journalMigrations();
  let shuttingDown = false;
  let storageTrustedUntil = 0;
  let lastFailure: string | null = null;

  const appliedMigrations = singleFlight(async () => {
    const result = (await deps.db.execute(sql`select created_at::text as created_at from drizzle.__drizzle_migrations`)) as unknown as {
      rows: Array<{ created_at: string }>;
    };
    return new Set(result.rows.map((row) => row.created_at));
  });

  const probeStorage = singleFlight(async () => {
    // A key of its own per probe: copies sharing a bucket never remove each other's.
    const key = `readiness-probe/${randomUUID()}`;
    await deps.files.write(key, Readable.from([Buffer.from('ready')]));
    await deps.files.remove(key);
  });

  async function databaseFailure(): Promise<string | null> {
    let applied: Set<string>;
    try {
      applied = await within(appliedMigrations(), timeoutMs, 'database');
    } catch (error) {
      return `${READINESS_REASONS.database} (${error instanceof TimedOut ? 'timed out' : 'query failed'})`;
    }
    const missing = [...expected].filter(([when]) => !applied.has(when)).map(([, tag]) => tag);
    if (missing.length) return READINESS_REASONS.migrations(missing);
    if (deps.driver.kind === 'postgres' && !deps.notifications.live) return READINESS_REASONS.notifications;
    return null;
  }

  async function storageFailure(): Promise<string | null> {
    if (Date.now() < storageTrustedUntil) return null;
    try {
      await within(probeStorage(), timeoutMs, 'storage');
      storageTrustedUntil = Date.now() + storageCacheMs;
      return null;
    } catch (error) {
      return `${READINESS_REASONS.storage} (${error instanceof TimedOut ? 'timed out' : 'write failed'})`;
    }
  }

  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
    async check() {
      if (shuttingDown) return { status: 'shutting down' };
      const failures = (await Promise.all([databaseFailure(), storageFailure()])).filter((f): f is string => f !== null);
      if (shuttingDown) return { status: 'shutting down' };
      const failure = failures[0] ?? null;
      // Logged when it changes, not on every poll of the balancer.
      if (failure !== lastFailure) options.log?.(failure ? `not ready: ${failures.join('; ')}` : 'ready again');
      lastFailure = failure;
      return failure ? { status: 'not ready', reason: failure } : { status: 'ready' };
    },
  };
}

/**
 * GET /api/ready, beside the liveness check /api/health: 200 while this copy can serve (database
 * answering and migrated, notifications listening on PostgreSQL, storage writable), 503 naming
 * the first failed check, and 503 'shutting down' once a shutdown has begun, when every response
 * also closes its connection so kept-alive clients move to another copy.
 */
export function installReadiness(app: FastifyInstance, deps: ReadinessDeps, options: ReadinessOptions = {}): Readiness {
  const readiness = createReadiness(deps, { log: (message) => app.log.warn(message), ...options });
  app.decorate('readiness', readiness);
  // A callback hook, not an async one: it runs on every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
  app.get('/api/ready', { config: { access: 'public' }, exposeHeadRoute: false }, async (_request, reply) => {
    const answer = await readiness.check();
    return reply
      .status(answer.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  });
  return readiness;
}
