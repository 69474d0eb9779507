import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { chatGraphql } from '../../../generated/chat/gql.ts';
import { CHAT_ROOMS_KEY } from './use-chat-rooms.ts';

const DOCUMENT = chatGraphql(`mutation DeleteChatRoom($id: Int!) { deleteChat(id: $id) }`);

export function useDeleteChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql('chat', DOCUMENT, { id }),
    // The confirmDelete dialog reports failures itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAT_ROOMS_KEY }),
  });
}
