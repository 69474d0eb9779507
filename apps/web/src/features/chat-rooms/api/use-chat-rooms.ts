import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listVariables, type ListState } from '../../../components/use-list-state.ts';
import { gql } from '../../../lib/api.ts';
import { chatGraphql } from '../../../generated/chat/gql.ts';
import type { ChatRoomsQuery } from '../../../generated/chat/graphql.ts';

export const CHAT_ROOMS_KEY = ['chat-rooms'];

export type ChatRoomRow = ChatRoomsQuery['chats_collections'][number];

const DOCUMENT = chatGraphql(`query ChatRooms($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  chats_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {
    id title externallink datetime_start_format_br datetime_end_format_br
  }
  chats_collections_count(search: $search)
}`);

/** One page of /Chat and the total behind its pagination. */
export function useChatRooms(list: ListState) {
  const variables = listVariables(list);
  return useQuery({
    queryKey: [...CHAT_ROOMS_KEY, 'list', variables],
    queryFn: () => gql('chat', DOCUMENT, variables),
    select: (d) => ({ rows: d.chats_collections, total: d.chats_collections_count }),
    placeholderData: keepPreviousData,
  });
}
