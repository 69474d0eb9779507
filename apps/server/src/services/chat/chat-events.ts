import { sql, type SQL } from 'drizzle-orm';
import type { MQEmitter } from 'mqemitter';
import { notifySql } from '../../platform/graphql/database-emitter.ts';

/**
 * What changed in a room's chat, announced after the change is committed: a new message, or a
 * message whose flags a moderator toggled. Ids only: each server copy reads the messages of a
 * batch of events once (chat-live-schema.ts), as moderators see them.
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

/**
 * The same announcement made by the statement that writes the message, in SQL: `topic` (the
 * room's chatTopic) and the ids are the statement's expressions or placeholders, the kind a constant.
 */
export function chatEventSql(topic: SQL, event: { chat_id: SQL; message_id: SQL; kind: ChatEvent['kind'] }): SQL {
  return notifySql(topic, sql`json_build_object('chat_id', ${event.chat_id}, 'message_id', ${event.message_id}, 'kind', ${event.kind}::text)`);
}
