import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { chatGraphql } from '../../../generated/chat/gql.ts';
import type { ChatRoomFieldsFragment } from '../../../generated/chat/graphql.ts';
import { CHAT_ROOMS_KEY } from './use-chat-rooms.ts';

/** Every field of a room its form shows, which its save answers too. */
chatGraphql(`fragment ChatRoomFields on Chat {
  id title short_description description scope level externallink liveid responsible area room
  datetime_start datetime_end date_publish date_unpublish moderation active canceled canceled_description
  reactionevaluation_id quiz_id thumbnail background updated_at
}`);

export type ChatRoom = ChatRoomFieldsFragment;

const DOCUMENT = chatGraphql(`query ChatRoom($id: Int!) { chat(id: $id) { ...ChatRoomFields } }`);

export const chatRoomKey = (id: number | undefined) => [...CHAT_ROOMS_KEY, 'one', id ?? 0];

export function useChatRoom(id: number | undefined) {
  return useQuery({
    queryKey: chatRoomKey(id),
    queryFn: () => gql('chat', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.chat,
    enabled: Boolean(id),
  });
}
