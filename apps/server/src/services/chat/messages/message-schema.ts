import { CHAT_MESSAGE_MESSAGES, chatMessageInput, chatMessagesByUserArgs } from '@backoffice/domain/schemas/chat-message';
import type { Config } from '../../../config.ts';
import { UserError } from '../../../platform/errors.ts';
import type { RateLimit } from '../../../platform/http/rate-limit.ts';
import { operation } from '../../../platform/graphql/operation.ts';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { isModerator, openRoomFor } from '../rooms/room-audience.ts';
import { composeMessage, sentOrRefused } from './compose-message.ts';
import { readerMessages, sendMessage } from './message-store.ts';

/** The participants' chat: sending a message and reading the room's history (call rule). */
/** A participant's messages to one room, counted in the database (every server copy shares the count). */
const participantLimit = (config: Config): RateLimit => ({
  scope: 'chat:message',
  max: config.chat.messagesPerMinute,
  windowMs: 60_000,
  message: CHAT_MESSAGE_MESSAGES.tooFast,
});

export const chatMessageSchema: ServicePart<'chat'> = {
  typeDefs: [
    /* GraphQL */ `
    "The message a reply answers."
    type ChatMessageRef {
      id: Int!
      user_id: Int
      user_name: String!
      message: String!
    }
    type ChatMessage {
      id: Int!
      chat_id: Int!
      message: String!
      "The author's name as it was when the message was written."
      user_name: String!
      "Null once the author's account is removed."
      user_id: Int
      approved: Int!
      is_hidden: Int!
      "1: the message started with '#'; a moderator may change it."
      is_question: Int!
      "1: written by a moderator."
      is_admin: Int!
      "ISO 8601."
      created_at: String!
      "ISO 8601; changes when a moderator toggles a flag."
      updated_at: String!
      response_from: ChatMessageRef
      "The asker when the reply is for them alone; null when it is for everyone."
      response_to_user_id: Int
    }
    extend type Query {
      """
      What user_id sees in the room, oldest first: up to 2000 messages from offset. Not hidden;
      approved or written by the reader; a reply for one asker only to that asker, its author and
      the moderators. show_my_msgs: only the reader's messages and the replies to them.
      A participant reads as themselves; a moderator (module Chat) may read as any user.
      """
      chat_message_collections_by_user(user_id: Int!, chat_id: Int!, limit: Int, offset: Int, show_my_msgs: Boolean): [ChatMessage!]!
    }
    type Mutation {
      """
      Sends a message as the caller (user_id, if sent, must be the caller's; user_name is taken from
      the account). A message starting with '#' is a question. Moderators (module Chat) may also send
      approved and reply with response_from_id: response_to_user_id = the asker for a reply to them
      alone, null for everyone; a participant's approved, response_from_id and response_to_user_id
      are ignored.
      """
      createChatMessage(
        chat_id: Int!
        message: String!
        user_id: Int
        user_name: String
        response_to_user_id: Int
        approved: Int
        response_from_id: Int
      ): ChatMessage!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        chat_message_collections_by_user: operation({
          access: 'authenticated',
          args: chatMessagesByUserArgs,
          resolve: async (a, { db, user }) => {
            const moderator = isModerator(user);
            if (a.user_id !== user.id && !moderator) throw new UserError(CHAT_MESSAGE_MESSAGES.readOthers, 'FORBIDDEN');
            await openRoomFor(db, user, a.chat_id);
            // A moderator reading as someone else sees what that participant sees.
            const reader = { id: a.user_id, moderator: moderator && a.user_id === user.id };
            return readerMessages(db, a.chat_id, reader, { limit: a.limit, offset: a.offset, onlyMine: Boolean(a.show_my_msgs) });
          },
        }),
      },
      Mutation: {
        createChatMessage: operation({
          access: 'authenticated',
          leavesSessions: true,
          args: chatMessageInput,
          resolve: async (a, { db, user, reply, config }) => {
            const message = composeMessage(user, a);
            // One noisy participant must not flood every moderation screen; moderators answer freely.
            const limit = participantLimit(config);
            return sentOrRefused(db, reply, limit, message, await sendMessage(db, message, limit, `${user.id}:${a.chat_id}`));
          },
        }),
      },
    },
  ],
};
