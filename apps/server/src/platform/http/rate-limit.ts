import { and, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { rateLimit } from '../../db/schema/account.ts';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared-shapes.ts';
import { UserError } from '../errors.ts';

export interface RateLimit {
  /** Names the counters of one rule; a key is `${scope}:${subject}`. */
  scope: string;
  max: number;
  windowMs: number;
  /** The Portuguese refusal. */
  message: string;
}

/** A counter after a hit: the hits of its window, and what is left of the window. */
export interface HitCount {
  hits: number;
  msLeft: number;
}

// Stale counters are swept now and then rather than on every request.
const SWEEP_CHANCE = 0.01;

/** A rule's window as a PostgreSQL interval. */
const windowOf = (limit: RateLimit) => `${limit.windowMs} milliseconds`;

/** The values a hit's statement takes for its placeholders `key` and `window`. */
export const hitValues = (limit: RateLimit, subject: string) => ({ key: `${limit.scope}:${subject}`.slice(0, 200), window: windowOf(limit) });

const window = sql`${sql.placeholder('window')}::interval`;
const expired = sql`${rateLimit.window_started_at} <= now() - ${window}`;

/**
 * A hit on counter `key`: one more in its window, or the first of a new window, counted and read
 * back by one upsert on the database's clock, so concurrent requests cannot both slip under the
 * limit. What a conflict sets and what the upsert returns, for the statement of enforceRateLimit
 * and for a statement that counts a hit beside its own work (a chat message).
 */
export const HIT = {
  set: {
    hits: sql`case when ${expired} then 1 else ${rateLimit.hits} + 1 end`,
    window_started_at: sql`case when ${expired} then now() else ${rateLimit.window_started_at} end`,
  },
  msLeft: sql<number>`extract(epoch from (${rateLimit.window_started_at} + ${window} - now())) * 1000`,
};

const counting = preparedOnce((db, name) =>
  db
    .insert(rateLimit)
    .values({ key: sql.placeholder('key'), hits: 1 })
    .onConflictDoUpdate({ target: rateLimit.key, set: HIT.set })
    .returning({ hits: rateLimit.hits, msLeft: HIT.msLeft.mapWith(Number) })
    .prepare(name),
);

/** Refuses a hit past the limit: 429 with Retry-After until the window ends. Sweeps the rule's stale counters now and then. */
export async function refuseOverLimit(db: Db, reply: FastifyReply, limit: RateLimit, counter: HitCount): Promise<void> {
  if (Math.random() < SWEEP_CHANCE) {
    await db
      .delete(rateLimit)
      .where(and(sql`${rateLimit.key} like ${`${limit.scope}:%`}`, lt(rateLimit.window_started_at, sql`now() - ${windowOf(limit)}::interval`)));
  }
  if (counter.hits <= limit.max) return;
  reply.header('retry-after', String(Math.max(1, Math.ceil(counter.msLeft / 1000))));
  throw new UserError(limit.message, 'TOO_MANY_REQUESTS');
}

/**
 * Counts a request against a fixed window per subject (a user, an address) and refuses it past
 * the limit. The counters live in the database, so every server copy shares them.
 */
export async function enforceRateLimit(db: Db, reply: FastifyReply, limit: RateLimit, subject: string): Promise<void> {
  const [counter] = await counting(db).execute(hitValues(limit, subject));
  await refuseOverLimit(db, reply, limit, counter);
}
