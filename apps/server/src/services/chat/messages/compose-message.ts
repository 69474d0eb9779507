import { CHAT_MESSAGE_MESSAGES, isQuestionText, type ChatMessageInput } from '@backoffice/domain/schemas/chat-message';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';
import { isModerator } from '../rooms/room-audience.ts';
import { findReplyTarget, type NewChatMessage } from './message-store.ts';

/**
 * The row createChatMessage writes, by the rules of the room (the states and transitions of the spec, the calls of the spec):
 *  - the author is the caller: a user_id naming someone else is refused, user_name is the caller's;
 *  - '#' at the start makes a question;
 *  - a moderator's message is is_admin and approved unless they send approved = 0;
 *  - a participant's message is approved at once in a room without moderation, otherwise it waits
 *    for a moderator. What only moderators may send (approved, response_from_id,
 *    response_to_user_id) is ignored from a participant rather than refused: the legacy screens
 *    send those arguments, as null or 0, with every message;
 *  - a reply names a message of the same room; response_to_user_id, when sent, must be the author
 *    of that message (the reply is for the asker alone), absent it is for everyone.
 */
export async function composeMessage(db: Db, user: CurrentUser, room: { moderation: number }, input: ChatMessageInput): Promise<NewChatMessage> {
  if (input.user_id != null && input.user_id !== user.id) throw new UserError(CHAT_MESSAGE_MESSAGES.notYourself, 'FORBIDDEN');
  const moderator = isModerator(user);
  const row: NewChatMessage = {
    chat_id: input.chat_id,
    user_id: user.id,
    user_name: user.name,
    message: input.message,
    is_question: isQuestionText(input.message) ? 1 : 0,
    is_admin: moderator ? 1 : 0,
    approved: moderator ? (input.approved ?? 1) : room.moderation ? 0 : 1,
  };
  if (!moderator) return row;
  if (input.response_from_id == null) {
    if (input.response_to_user_id != null) throw new UserError(CHAT_MESSAGE_MESSAGES.replyToNotAsker);
    return row;
  }
  const target = await findReplyTarget(db, input.chat_id, input.response_from_id);
  if (!target) throw new UserError(CHAT_MESSAGE_MESSAGES.replyNotFound, 'NOT_FOUND');
  if (input.response_to_user_id != null && input.response_to_user_id !== target.user_id) throw new UserError(CHAT_MESSAGE_MESSAGES.replyToNotAsker);
  return { ...row, response_from_id: input.response_from_id, response_to_user_id: input.response_to_user_id ?? null };
}
