import { inArray, sql } from 'drizzle-orm';
import { loginFailure } from '../../db/schema/account.ts';
import type { Db } from '../db/client.ts';

export interface ThrottlePolicy {
  maxFailures: number;
  lockMs: number;
}

/**
 * Counts failed logins per key (the login typed, the client address) in a sliding window; past
 * the limit the key is locked for lockMs. Addresses get a looser limit than a single login.
 */
export function throttleKeys(login: string, ip: string): string[] {
  return [`login:${login.trim().toLowerCase()}`, `ip:${ip}`];
}

/** The account behind whatever login was typed (e-mail or UID). */
export const accountThrottleKey = (userId: number) => `user:${userId}`;

export async function lockedUntil(db: Db, keys: string[]): Promise<Date | null> {
  const rows = await db.select().from(loginFailure).where(inArray(loginFailure.key, keys));
  const now = Date.now();
  const locks = rows.map((r) => r.locked_until).filter((d): d is Date => d !== null && d.getTime() > now);
  return locks.length ? new Date(Math.max(...locks.map((d) => d.getTime()))) : null;
}

export async function recordFailure(db: Db, keys: string[], policy: ThrottlePolicy): Promise<void> {
  for (const key of keys) {
    const limit = key.startsWith('ip:') ? policy.maxFailures * 6 : policy.maxFailures;
    const windowStart = new Date(Date.now() - policy.lockMs);
    await db
      .insert(loginFailure)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginFailure.key,
        set: {
          failures: sql`case when ${loginFailure.window_started_at} < ${windowStart} then 1 else ${loginFailure.failures} + 1 end`,
          window_started_at: sql`case when ${loginFailure.window_started_at} < ${windowStart} then now() else ${loginFailure.window_started_at} end`,
        },
      });
    await db.execute(
      sql`update ${loginFailure} set locked_until = now() + ${`${policy.lockMs} milliseconds`}::interval
          where ${loginFailure.key} = ${key} and ${loginFailure.failures} >= ${limit}`,
    );
  }
}

export async function clearFailures(db: Db, login: string, userId: number): Promise<void> {
  await db.delete(loginFailure).where(inArray(loginFailure.key, [`login:${login.trim().toLowerCase()}`, accountThrottleKey(userId)]));
}
