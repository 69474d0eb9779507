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

// Stale counters are swept now and then rather than on every request.
const SWEEP_CHANCE = 0.01;

const counting = preparedOnce((db, name) => {
  const window = sql`${sql.placeholder('window')}::interval`;
  const expired = sql`${rateLimit.window_started_at} <= now() - ${window}`;
  return db
    .insert(rateLimit)
    .values({ key: sql.placeholder('key'), hits: 1 })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimit.hits} + 1 end`,
        window_started_at: sql`case when ${expired} then now() else ${rateLimit.window_started_at} end`,
      },
    })
    .returning({
      hits: rateLimit.hits,
      msLeft: sql<number>`extract(epoch from (${rateLimit.window_started_at} + ${window} - now())) * 1000`.mapWith(Number),
    })
    .prepare(name);
});

/**
 * Counts a request against a fixed window per subject (a user, an address) and refuses it past
 * the limit: 429 with Retry-After until the window ends. The counters live in the database, so
 * every server copy shares them; one upsert counts and reads at once, on the database's clock,
 * so concurrent requests cannot both slip under the limit.
 */
export async function enforceRateLimit(db: Db, reply: FastifyReply, limit: RateLimit, subject: string): Promise<void> {
  const window = `${limit.windowMs} milliseconds`;
  const [counter] = await counting(db).execute({ key: `${limit.scope}:${subject}`.slice(0, 200), window });
  if (Math.random() < SWEEP_CHANCE) {
    await db.delete(rateLimit).where(and(sql`${rateLimit.key} like ${`${limit.scope}:%`}`, lt(rateLimit.window_started_at, sql`now() - ${window}::interval`)));
  }
  if (counter.hits <= limit.max) return;
  reply.header('retry-after', String(Math.max(1, Math.ceil(counter.msLeft / 1000))));
  throw new UserError(limit.message, 'TOO_MANY_REQUESTS');
}
