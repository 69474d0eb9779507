import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { SaveChatRecordDocument, type SaveChatRecordMutationVariables } from '../../../generated/chat/graphql.ts';
import { CHAT_ROOMS_KEY } from './use-chat-rooms.ts';

/** Creates (without id) or updates a room; a refusal shows the server's message as a toast. */
export function useSaveChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveChatRecordMutationVariables) => gql('chat', SaveChatRecordDocument, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAT_ROOMS_KEY }),
  });
}
