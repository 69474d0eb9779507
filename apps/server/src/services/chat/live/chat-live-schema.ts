import { chatRoomArgs } from '@backoffice/domain/schemas/chat-message';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { subscriptionField } from '../../../platform/graphql/subscription-field.ts';
import type { ChatEvent } from '../chat-events.ts';
import { findMessages, type ChatMessageView } from '../messages/message-store.ts';
import { openRoomFor } from '../rooms/room-audience.ts';
import type { Db } from '../../../platform/db/client.ts';
import { batchTopic, gatherRoomEvents } from './room-batches.ts';

/**
 * A batch as a screen receives it: each message once, in its state now, in the order of its last
 * event. Every subscriber of this server copy receives the same batch (room-batches.ts), so one
 * statement reads it for all the moderation screens open on the room; the entry goes with the batch.
 */
const reads = new WeakMap<ChatEvent[], Promise<ChatMessageView[]>>();
function messagesOf(db: Db, batch: ChatEvent[]) {
  let read = reads.get(batch);
  if (!read) reads.set(batch, (read = readBatch(db, batch)));
  return read;
}

async function readBatch(db: Db, batch: ChatEvent[]) {
  const latest = new Set<number>();
  for (const event of batch) {
    latest.delete(event.message_id);
    latest.add(event.message_id);
  }
  const byId = new Map((await findMessages(db, [...latest])).map((message) => [message.id, message]));
  return [...latest].flatMap((id) => byId.get(id) ?? []);
}

/** The moderation screen's live feed (module Chat): the room's new and changed messages, as moderators see them. */
export const chatLiveSchema: ServicePart<'chat'> = {
  typeDefs: [
    /* GraphQL */ `
    type Subscription {
      """
      The room's messages as they are created or a moderator changes a flag, within a second,
      whichever server copy took the change: a list of those that changed in the last tenth of a
      second (each once, as it now stands). After a lost connection, fetch what was missed with
      chat_message_collections_filter(changed_since).
      """
      chatMessagesChanged(chat_id: Int!): [ChatMessage!]!
    }
  `,
  ],
  resolvers: [
    {
      Subscription: {
        chatMessagesChanged: subscriptionField({
          access: 'Chat',
          args: chatRoomArgs,
          topic: async ({ chat_id }, { db, user, events }) => {
            await openRoomFor(db, user, chat_id);
            gatherRoomEvents(events, chat_id);
            return batchTopic(chat_id);
          },
          resolve: (batch: ChatEvent[], _args, { db }) => messagesOf(db, batch),
        }),
      },
    },
  ],
};
