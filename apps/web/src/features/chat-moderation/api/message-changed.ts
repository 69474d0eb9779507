import { chatGraphql } from '../../../generated/chat/gql.ts';

/** The room's new or changed messages, pushed by the server a tenth of a second's worth at a time (module Chat). */
export const MESSAGE_CHANGED = chatGraphql(`subscription ModeratedMessagesChanged($chat_id: Int!) {
  chatMessagesChanged(chat_id: $chat_id) { ...ModeratedMessage }
}`);
