import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { chatGraphql } from '../../../generated/chat/gql.ts';
import type { ChatRecordFragment } from '../../../generated/chat/graphql.ts';
import { CHAT_ROOMS_KEY } from './use-chat-rooms.ts';

/** Every field of a room (the fragment generated from the SDL), which its save answers too. */
export type ChatRoom = ChatRecordFragment;

const DOCUMENT = chatGraphql(`query ChatRoom($id: Int!) { chat(id: $id) { ...ChatRecord } }`);

export const chatRoomKey = (id: number | undefined) => [...CHAT_ROOMS_KEY, 'one', id ?? 0];

export function useChatRoom(id: number | undefined) {
  return useQuery({
    queryKey: chatRoomKey(id),
    queryFn: () => gql('chat', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.chat,
    enabled: Boolean(id),
  });
}
