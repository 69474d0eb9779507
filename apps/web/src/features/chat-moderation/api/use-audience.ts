import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CHAT_ONLINE_REFRESH_MS, type ChatAudienceField, type ChatAudienceStatus } from '@backoffice/domain/schemas/chat-message';
import { gql } from '../../../lib/api.ts';
import { analyticsGraphql } from '../../../generated/analytics/gql.ts';

/** Every audience query of a room starts with this key: a new participant refreshes them all. */
export const audienceKey = (chatId: number) => ['analytics', 'chat-audience', chatId];

const COUNT = analyticsGraphql(`query RoomAudienceCount($chat_id: Int!, $status: String) { countUsersByChat(chat_id: $chat_id, status: $status) }`);

const BREAKDOWN = analyticsGraphql(`query RoomAudienceBreakdown($chat_id: Int!, $status: String, $field: String!) {
  countUsersProfilesByChat(chat_id: $chat_id, status: $status, field: $field) { label total }
}`);

const USERS = analyticsGraphql(`query RoomAudienceUsers($chat_id: Int!, $status: String, $limit: Int, $page: Int) {
  getUsersByChat(chat_id: $chat_id, status: $status, limit: $limit, page: $page) { id name uid profile_title online first_seen_at last_seen_at }
}`);

/** countUsersByChat: online now ('active') or everyone who ever entered ('all'); every 60 s. */
export function useAudienceCount(chatId: number, status: ChatAudienceStatus) {
  return useQuery({
    queryKey: [...audienceKey(chatId), 'count', status],
    queryFn: () => gql('analytics', COUNT, { chat_id: chatId, status }),
    select: (d) => d.countUsersByChat,
    refetchInterval: CHAT_ONLINE_REFRESH_MS,
  });
}

/** countUsersProfilesByChat by one field; every 60 s. */
export function useAudienceBreakdown(chatId: number, status: ChatAudienceStatus, field: ChatAudienceField) {
  return useQuery({
    queryKey: [...audienceKey(chatId), 'breakdown', status, field],
    queryFn: () => gql('analytics', BREAKDOWN, { chat_id: chatId, status, field }),
    select: (d) => d.countUsersProfilesByChat,
    refetchInterval: CHAT_ONLINE_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** getUsersByChat, one page; refreshed with the moderation lists. */
export function useAudienceUsers(chatId: number, status: ChatAudienceStatus, page: number, limit: number, refetchInterval: number) {
  return useQuery({
    queryKey: [...audienceKey(chatId), 'users', status, page, limit],
    queryFn: () => gql('analytics', USERS, { chat_id: chatId, status, page, limit }),
    select: (d) => d.getUsersByChat,
    refetchInterval,
    placeholderData: keepPreviousData,
  });
}
