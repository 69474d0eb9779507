import { useMutation } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { chatGraphql } from '../../../generated/chat/gql.ts';
import type { ModeratedMessageFragment, SendModeratorMessageMutationVariables } from '../../../generated/chat/graphql.ts';

const DOCUMENT =
  chatGraphql(`mutation SendModeratorMessage($chat_id: Int!, $message: String!, $user_id: Int, $user_name: String, $response_from_id: Int, $response_to_user_id: Int) {
  createChatMessage(chat_id: $chat_id, message: $message, user_id: $user_id, user_name: $user_name, response_from_id: $response_from_id, response_to_user_id: $response_to_user_id) {
    ...ModeratedMessage
  }
}`);

export type SendMessage = SendModeratorMessageMutationVariables;

/** createChatMessage in the moderator's own name; `onSent` places the new message at once. */
export function useSendMessage(onSent: (message: ModeratedMessageFragment) => void) {
  return useMutation({
    mutationFn: async (variables: SendMessage) => (await gql('chat', DOCUMENT, variables)).createChatMessage,
    onSuccess: onSent,
  });
}
