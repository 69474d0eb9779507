import type { Db } from '../db/client.ts';
import type { Notifications } from '../db/notifications.ts';
import { sessionCacheLookups } from '../observability/metrics.ts';
import type { CurrentUser } from './current-user.ts';
import { lookupSession, SESSION_CHANGED_CHANNEL } from './sessions.ts';

/**
 * How long a copy trusts a session it resolved; any change to it is told at once (see clear).
 * Longer than a live room's rhythm (a message or heartbeat every few seconds per participant),
 * shorter than sessions.ts's SEEN_EVERY_MS, so the idle clock stays exact to the minute.
 */
export const SESSION_CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;
const HIT = { result: 'hit' } as const;
const MISS = { result: 'miss' } as const;

export interface SessionCache {
  resolve(token: string | null | undefined): Promise<CurrentUser | null>;
  /**
   * The session behind a token as this copy holds it now, without waiting: null for no token,
   * undefined when it must be resolved (most requests of a client working find theirs here).
   */
  held(token: string | null | undefined): CurrentUser | null | undefined;
  /** Forgets every session this copy holds (a change made here, or told by NOTIFY). */
  clear(): void;
  /** How many times it was cleared: a test that writes to the database itself waits on it. */
  readonly generation: number;
}

/**
 * The session behind each request, without a database round trip per request: a resolved session
 * is kept for a few seconds, and dropped in every server copy as soon as anything it resolves to
 * changes (logout, block, a user's or profile's data, a profile's modules): the database's
 * triggers NOTIFY bo_session_changed (migration 0006). While notifications are down nothing is
 * kept, so a copy that might miss a change never answers from memory.
 */
export async function createSessionCache(db: Db, notifications: Notifications, idleMs: number, ttlMs = SESSION_CACHE_MS): Promise<SessionCache> {
  const entries = new Map<string, { user: CurrentUser; until: number }>();
  // A lookup that started before a change must not store what it read: it may be stale.
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };
  await notifications.listen(SESSION_CHANGED_CHANNEL, clear);
  notifications.onRestored(clear);

  const held = (token: string | null | undefined) => {
    if (!token) return null;
    const hit = entries.get(token);
    if (!hit || hit.until <= Date.now() || !notifications.live) return undefined;
    sessionCacheLookups.inc(HIT);
    return hit.user;
  };

  return {
    clear,
    get generation() {
      return generation;
    },
    held,
    async resolve(token) {
      const known = held(token);
      if (known !== undefined || !token) return known ?? null;
      sessionCacheLookups.inc(MISS);
      const now = Date.now();
      entries.delete(token);
      const started = generation;
      const found = await lookupSession(db, token, idleMs);
      if (found && notifications.live && started === generation) {
        // The oldest entry goes first when full (a Map iterates in insertion order).
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(token, { user: found.user, until: Math.min(now + ttlMs, found.expiresAt.getTime()) });
      }
      return found?.user ?? null;
    },
  };
}
