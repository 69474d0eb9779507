import { CHAT_HEARTBEAT_MIN_SECONDS } from '@backoffice/domain/schemas/chat-message';

/** Past this many remembered heartbeats, the stale ones are dropped (a sweep costs one pass). */
const SWEEP_AT = 20_000;

/**
 * Heartbeats of this server copy, by user and room: one sooner than CHAT_HEARTBEAT_MIN_SECONDS
 * after the last accepted one is answered without touching the database. With 1,000 participants
 * each beating every 30 s, that keeps a reloading or misbehaving screen from costing queries.
 * Another copy does not see this map; the upsert's own condition holds the rule there.
 */
export function heartbeatThrottle(now: () => number = () => Date.now()) {
  const seen = new Map<string, number>();
  const windowMs = CHAT_HEARTBEAT_MIN_SECONDS * 1000;
  return {
    /** True when a heartbeat of this user in this room was recorded less than the minimum ago. */
    tooSoon(userId: number, chatId: number): boolean {
      const last = seen.get(`${userId}:${chatId}`);
      return last !== undefined && now() - last < windowMs;
    },
    /** Remembers a recorded heartbeat. */
    recorded(userId: number, chatId: number): void {
      const at = now();
      if (seen.size >= SWEEP_AT) for (const [k, t] of seen) if (at - t >= windowMs) seen.delete(k);
      seen.set(`${userId}:${chatId}`, at);
    },
  };
}
