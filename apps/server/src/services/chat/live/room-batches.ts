import type { LiveEmitter } from '../../../platform/graphql/database-emitter.ts';
import { chatTopic, type ChatEvent } from '../chat-events.ts';

/** How long a copy gathers a room's events before handing them to its moderation screens at once. */
export const BATCH_MS = 100;

export const batchTopic = (chatId: number) => `${chatTopic(chatId)}.batch`;

/** The rooms whose events this copy already gathers, per emitter (one per app). */
const gathering = new WeakMap<LiveEmitter, Set<number>>();

/**
 * Starts gathering a room's events on this copy, once: every BATCH_MS at most, what arrived is
 * handed to this copy's subscribers as one list (batchTopic). A screen then costs one delivery
 * per batch instead of one per message: with 1,000 participants writing every 5 s, 10 a second
 * instead of 200. It keeps listening for the life of the app (a listener per room ever
 * moderated here, idle when nobody writes).
 */
export function gatherRoomEvents(events: LiveEmitter, chatId: number): void {
  const rooms = gathering.get(events) ?? new Set<number>();
  gathering.set(events, rooms);
  if (rooms.has(chatId)) return;
  rooms.add(chatId);
  let pending: ChatEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    const batch = pending;
    pending = [];
    events.emitLocal({ topic: batchTopic(chatId), payload: batch });
  };
  events.on(chatTopic(chatId), (message, done) => {
    pending.push(message.payload as ChatEvent);
    timer ??= setTimeout(flush, BATCH_MS);
    done();
  });
}
