import { chatGraphql } from '../../../generated/chat/gql.ts';

/** Every field of a message the moderation screen shows; each call about messages answers it. */
chatGraphql(`fragment ModeratedMessage on ChatMessage {
  id chat_id message user_id user_name approved is_hidden is_question is_admin created_at updated_at
  response_to_user_id response_from { id user_id user_name message }
}`);
