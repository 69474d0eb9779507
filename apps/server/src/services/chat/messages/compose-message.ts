import type { FastifyReply } from 'fastify';
import { CHAT_MESSAGE_MESSAGES, isQuestionText, type ChatMessageInput } from '@backoffice/domain/schemas/chat-message';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';
import { refuseOverLimit, type RateLimit } from '../../../platform/http/rate-limit.ts';
import { isModerator, refuseRoom } from '../rooms/room-audience.ts';
import type { ChatMessageView, OutgoingMessage, SendOutcome } from './message-store.ts';

/**
 * The message createChatMessage sends, by the rules of the room (the states and transitions of the spec, the calls of the spec):
 *  - the author is the caller: a user_id naming someone else is refused, user_name is the caller's;
 *  - '#' at the start makes a question;
 *  - a moderator's message is is_admin and approved unless they send approved = 0;
 *  - a participant's message is approved at once in a room without moderation, otherwise it waits
 *    for a moderator (decided by the statement, which reads the room). What only moderators may
 *    send (approved, response_from_id, response_to_user_id) is ignored from a participant rather
 *    than refused: the legacy screens send those arguments, as null or 0, with every message;
 *  - a reply names a message of the same room; response_to_user_id, when sent, must be the author
 *    of that message (the reply is for the asker alone), absent it is for everyone (sentOrRefused).
 */
export function composeMessage(user: CurrentUser, input: ChatMessageInput): OutgoingMessage {
  if (input.user_id != null && input.user_id !== user.id) throw new UserError(CHAT_MESSAGE_MESSAGES.notYourself, 'FORBIDDEN');
  const moderator = isModerator(user);
  const message: OutgoingMessage = {
    chat_id: input.chat_id,
    user_id: user.id,
    user_name: user.name,
    message: input.message,
    is_question: isQuestionText(input.message) ? 1 : 0,
    moderator,
    approved: null,
    response_from_id: null,
    response_to_user_id: null,
  };
  if (!moderator) return message;
  if (input.response_from_id == null && input.response_to_user_id != null) throw new UserError(CHAT_MESSAGE_MESSAGES.replyToNotAsker);
  return {
    ...message,
    approved: input.approved ?? 1,
    response_from_id: input.response_from_id ?? null,
    response_to_user_id: input.response_to_user_id ?? null,
  };
}

/** The message sent, or the refusal of what stopped it, in the order the rules apply: the room, the participant's count, the reply. */
export async function sentOrRefused(db: Db, reply: FastifyReply, limit: RateLimit, message: OutgoingMessage, outcome: SendOutcome): Promise<ChatMessageView> {
  if (outcome.room !== 'entered') throw refuseRoom(message.moderator, outcome.room === 'refused');
  if (outcome.counter) await refuseOverLimit(db, reply, limit, outcome.counter);
  if (message.response_from_id !== null) {
    if (!outcome.replyTo) throw new UserError(CHAT_MESSAGE_MESSAGES.replyNotFound, 'NOT_FOUND');
    if (message.response_to_user_id !== null && message.response_to_user_id !== outcome.replyTo.user_id)
      throw new UserError(CHAT_MESSAGE_MESSAGES.replyToNotAsker);
  }
  if (!outcome.saved) throw new Error(`message to room ${message.chat_id} neither stored nor refused`);
  return outcome.saved;
}
