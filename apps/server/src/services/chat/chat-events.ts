import type { MQEmitter } from 'mqemitter';

/**
 * What changed in a room's chat, announced after the change is committed: a new message, or a
 * message whose flags a moderator toggled. Events carry ids only (a NOTIFY payload is small);
 * a listener reads the message itself, with the visibility rules of its reader.
 */
export interface ChatEvent {
  chat_id: number;
  message_id: number;
  kind: 'created' | 'updated';
}

/** One topic per room, so a moderation screen hears only its room. */
export const chatTopic = (chatId: number) => `chat.${chatId}`;

/** Publishes on every server copy (database-emitter.ts). Call it only after the transaction committed. */
export function publishChatEvent(events: MQEmitter, event: ChatEvent): Promise<void> {
  return new Promise((resolve, reject) => {
    events.emit({ topic: chatTopic(event.chat_id), payload: event }, (error?: Error | null) => (error ? reject(error) : resolve()));
  });
}
