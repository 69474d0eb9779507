import type { MQEmitter } from 'mqemitter';
import { EVENT_MAX_BYTES } from '../../platform/graphql/database-emitter.ts';
import type { ChatMessageView } from './messages/message-store.ts';

/**
 * What changed in a room's chat, announced after the change is committed: a new message, or a
 * message whose flags a moderator toggled. The message goes along as moderators see it, so no
 * listener reads it again, unless it would not fit a NOTIFY payload: then the ids alone, and a
 * listener reads it.
 */
export interface ChatEvent {
  chat_id: number;
  message_id: number;
  kind: 'created' | 'updated';
  message?: ChatMessageView;
}

/** Room for the emitter's envelope (topic, JSON quoting) around the event. */
const ENVELOPE_BYTES = 200;

/** One topic per room, so a moderation screen hears only its room. */
export const chatTopic = (chatId: number) => `chat.${chatId}`;

/** Publishes on every server copy (database-emitter.ts). Call it only after the transaction committed. */
export function publishChatEvent(events: MQEmitter, event: ChatEvent): Promise<void> {
  const { message, ...ids } = event;
  const payload = message && Buffer.byteLength(JSON.stringify(event)) + ENVELOPE_BYTES <= EVENT_MAX_BYTES ? event : ids;
  return new Promise((resolve, reject) => {
    events.emit({ topic: chatTopic(event.chat_id), payload }, (error?: Error | null) => (error ? reject(error) : resolve()));
  });
}
