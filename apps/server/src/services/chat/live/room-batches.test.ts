import mqemitter from 'mqemitter';
import { describe, expect, it, vi } from 'vitest';
import type { LiveEmitter } from '../../../platform/graphql/database-emitter.ts';
import { chatTopic, type ChatEvent } from '../chat-events.ts';
import { BATCH_MS, batchTopic, gatherRoomEvents } from './room-batches.ts';

/** An in-process LiveEmitter: what reaches every copy and what stays here are the same emitter. */
function liveEmitter(): LiveEmitter {
  const local = mqemitter();
  return Object.assign(local, { emitLocal: local.emit.bind(local) }) as LiveEmitter;
}

const event = (message_id: number): ChatEvent => ({ chat_id: 4, message_id, kind: 'created' });

describe('gatherRoomEvents', () => {
  it("hands a room's events to this copy's screens as one list per tenth of a second, whoever asked to gather them first", async () => {
    vi.useFakeTimers();
    try {
      const events = liveEmitter();
      const batches: ChatEvent[][] = [];
      events.on(batchTopic(4), (m, done) => (batches.push(m.payload as ChatEvent[]), done()));
      gatherRoomEvents(events, 4);
      gatherRoomEvents(events, 4); // a second screen on the same room: still one gatherer
      for (const id of [1, 2, 3]) events.emit({ topic: chatTopic(4), payload: event(id) });
      events.emit({ topic: chatTopic(5), payload: { ...event(9), chat_id: 5 } });
      expect(batches).toEqual([]);
      await vi.advanceTimersByTimeAsync(BATCH_MS);
      expect(batches).toEqual([[event(1), event(2), event(3)]]);
      events.emit({ topic: chatTopic(4), payload: event(4) });
      await vi.advanceTimersByTimeAsync(BATCH_MS);
      expect(batches).toEqual([[event(1), event(2), event(3)], [event(4)]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
