import { chatGraphql } from '../../../generated/chat/gql.ts';

/** Each new or changed message of the room, pushed by the server (module Chat). */
export const MESSAGE_CHANGED = chatGraphql(`subscription ModeratedMessageChanged($chat_id: Int!) {
  chatMessageChanged(chat_id: $chat_id) { ...ModeratedMessage }
}`);
