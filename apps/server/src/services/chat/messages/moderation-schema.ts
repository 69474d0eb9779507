import {
  approvedToggleArgs,
  CHAT_MESSAGE_MESSAGES,
  chatMessagesFilterArgs,
  isHiddenToggleArgs,
  isQuestionToggleArgs,
} from '@backoffice/domain/schemas/chat-message';
import { UserError } from '../../../platform/errors.ts';
import { operation, type OperationContext } from '../../../platform/graphql/operation.ts';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { openRoomFor } from '../rooms/room-audience.ts';
import { announceChange } from './announce-change.ts';
import { findMessage, moderationMessages, setFlag, type ChatMessageFlag } from './message-store.ts';

/** A flag toggle: set it in the moderator's name, then announce the change once it is committed. */
async function toggle(ctx: OperationContext<'Chat'>, id: number, flag: ChatMessageFlag, value: 0 | 1) {
  const changed = await setFlag(ctx.db, id, flag, value, ctx.user.id);
  if (!changed) throw new UserError(CHAT_MESSAGE_MESSAGES.notFound, 'NOT_FOUND');
  const message = (await findMessage(ctx.db, id))!;
  await announceChange(ctx, { chat_id: changed.chat_id, message_id: id, kind: 'updated' });
  return message;
}

/** The moderator's side of the chat (module Chat): the moderation lists and the flag toggles (state rule, call rule). */
export const chatModerationSchema: ServicePart<'chat'> = {
  typeDefs: [
    /* GraphQL */ `
    extend type Query {
      """
      The moderation lists, in chronological order (oldest first) as a chat panel shows them.
      Mensagens: every message not hidden; only_question: the questions (Perguntas); msg_hidden:
      the hidden ones (Ocultas). Without a cursor, the newest limit messages (at most 2000).
      after_id: the first messages after that id. changed_since (ISO 8601): every message of the
      room created or changed after that time whatever its flags (the screen places each in its
      tab), ordered by updated_at: pass the last updated_at received to continue.
      """
      chat_message_collections_filter(chat_id: Int!, only_question: Boolean, msg_hidden: Boolean, after_id: Int, changed_since: String, limit: Int): [ChatMessage!]!
    }
    type Mutation {
      "Approves (1) or withdraws (0) a message; returns it."
      approvedToggle(id: Int!, approved: Int!): ChatMessage!
      "Hides (1) or shows again (0) a message; returns it."
      isHiddenToggle(id: Int!, is_hidden: Int!): ChatMessage!
      "Marks (1) or unmarks (0) a message as a question; returns it."
      isQuestionToggle(id: Int!, is_question: Int!): ChatMessage!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        chat_message_collections_filter: operation({
          access: 'Chat',
          args: chatMessagesFilterArgs,
          resolve: async (a, { db, user }) => {
            await openRoomFor(db, user, a.chat_id);
            return moderationMessages(db, a);
          },
        }),
      },
      Mutation: {
        approvedToggle: operation({
          access: 'Chat',
          leavesSessions: true,
          args: approvedToggleArgs,
          resolve: (a, ctx) => toggle(ctx, a.id, 'approved', a.approved),
        }),
        isHiddenToggle: operation({
          access: 'Chat',
          leavesSessions: true,
          args: isHiddenToggleArgs,
          resolve: (a, ctx) => toggle(ctx, a.id, 'is_hidden', a.is_hidden),
        }),
        isQuestionToggle: operation({
          access: 'Chat',
          leavesSessions: true,
          args: isQuestionToggleArgs,
          resolve: (a, ctx) => toggle(ctx, a.id, 'is_question', a.is_question),
        }),
      },
    },
  ],
};
