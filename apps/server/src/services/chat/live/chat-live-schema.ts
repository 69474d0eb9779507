import { chatRoomArgs } from '@backoffice/domain/schemas/chat-message';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { subscriptionField } from '../../../platform/graphql/subscription-field.ts';
import { chatTopic, type ChatEvent } from '../chat-events.ts';
import { findMessage, type ChatMessageView } from '../messages/message-store.ts';
import { openRoomFor } from '../rooms/room-audience.ts';
import type { Db } from '../../../platform/db/client.ts';

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

/** The moderation screen's live feed (module Chat): each new or changed message of the room, as moderators see it. */
export const chatLiveSchema: ServicePart<'chat'> = {
  typeDefs: [
    /* GraphQL */ `
    type Subscription {
      """
      Each message of the room as it is created or a moderator changes a flag, within a second,
      whichever server copy took the change. After a lost connection, fetch what was missed
      with chat_message_collections_filter(changed_since).
      """
      chatMessageChanged(chat_id: Int!): ChatMessage
    }
  `,
  ],
  resolvers: [
    {
      Subscription: {
        chatMessageChanged: subscriptionField({
          access: 'Chat',
          args: chatRoomArgs,
          topic: async ({ chat_id }, { db, user }) => {
            await openRoomFor(db, user!, chat_id);
            return chatTopic(chat_id);
          },
          resolve: async (event: ChatEvent, _args, { db }) => event.message ?? (await messageOf(db, event)) ?? null,
        }),
      },
    },
  ],
};
