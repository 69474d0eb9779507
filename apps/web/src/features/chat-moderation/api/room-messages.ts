import { CHAT_HISTORY_LIMIT } from '@backoffice/domain/schemas/chat-message';
import { gql } from '../../../lib/api.ts';
import { chatGraphql } from '../../../generated/chat/gql.ts';
import type { ModeratedMessageFragment } from '../../../generated/chat/graphql.ts';

const DOCUMENT = chatGraphql(`query ModerationMessages($chat_id: Int!, $only_question: Boolean, $msg_hidden: Boolean, $changed_since: String, $limit: Int) {
  chat_message_collections_filter(chat_id: $chat_id, only_question: $only_question, msg_hidden: $msg_hidden, changed_since: $changed_since, limit: $limit) {
    ...ModeratedMessage
  }
}`);

const list = async (variables: { chat_id: number; only_question?: boolean; msg_hidden?: boolean; changed_since?: string }) =>
  (await gql('chat', DOCUMENT, { ...variables, limit: CHAT_HISTORY_LIMIT })).chat_message_collections_filter;

/** The first load: the newest messages of each moderation list (Mensagens, Perguntas, Ocultas). */
export async function loadRoomMessages(chatId: number): Promise<ModeratedMessageFragment[]> {
  const lists = await Promise.all([list({ chat_id: chatId }), list({ chat_id: chatId, only_question: true }), list({ chat_id: chatId, msg_hidden: true })]);
  return lists.flat();
}

/**
 * A little before the last change seen: two writes committed out of order (the later updated_at
 * first) must not leave the earlier one behind; what comes twice is merged by id.
 */
const CATCH_UP_MARGIN_MS = 2000;

/** Every message created or changed since `since` (ISO 8601), page after page. */
export async function roomMessagesChangedSince(chatId: number, since: string): Promise<ModeratedMessageFragment[]> {
  const all: ModeratedMessageFragment[] = [];
  let cursor = new Date(Date.parse(since) - CATCH_UP_MARGIN_MS).toISOString();
  for (;;) {
    const page = await list({ chat_id: chatId, changed_since: cursor });
    all.push(...page);
    if (page.length < CHAT_HISTORY_LIMIT) return all;
    cursor = page.at(-1)!.updated_at;
  }
}
