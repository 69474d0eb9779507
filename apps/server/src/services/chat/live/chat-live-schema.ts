import { chatRoomArgs } from '@backoffice/domain/schemas/chat-message';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { subscriptionField } from '../../../platform/graphql/subscription-field.ts';
import type { ChatEvent } from '../chat-events.ts';
import { findMessage, type ChatMessageView } from '../messages/message-store.ts';
import { openRoomFor } from '../rooms/room-audience.ts';
import type { Db } from '../../../platform/db/client.ts';
import { batchTopic, gatherRoomEvents } from './room-batches.ts';

/**
 * An event too large to carry its message (chat-events.ts) is read here. Every subscriber of
 * this server copy receives the same event object (database-emitter.ts parses a notification
 * once), so one read serves all the moderation screens open on the room; the entry goes with the event.
 */
const reads = new WeakMap<ChatEvent, Promise<ChatMessageView | undefined>>();
function messageOf(db: Db, event: ChatEvent) {
  let read = reads.get(event);
  if (!read) reads.set(event, (read = findMessage(db, event.message_id)));
  return read;
}

/**
 * A batch as a screen receives it: each message once, in the state of its last event, in the
 * order of their last change.
 */
async function messagesOf(db: Db, batch: ChatEvent[]) {
  const latest = new Map<number, ChatEvent>();
  for (const event of batch) {
    latest.delete(event.message_id);
    latest.set(event.message_id, event);
  }
  const read = await Promise.all([...latest.values()].map(async (event) => event.message ?? (await messageOf(db, event))));
  return read.filter((message): message is ChatMessageView => message !== undefined);
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
