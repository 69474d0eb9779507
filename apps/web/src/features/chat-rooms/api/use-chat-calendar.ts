import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { chatGraphql } from '../../../generated/chat/gql.ts';
import type { ChatCalendarQuery } from '../../../generated/chat/graphql.ts';
import { CHAT_ROOMS_KEY } from './use-chat-rooms.ts';

export type CalendarRoom = ChatCalendarQuery['chats_calendar'][number];

const DOCUMENT = chatGraphql(`query ChatCalendar($date: String!) {
  chats_calendar(date: $date) {
    id title datetime_start datetime_start_format_br datetime_end_format_br room scope level canceled
  }
}`);

/** The rooms starting in the month of `month` (yyyy-mm-dd). */
export function useChatCalendar(month: string) {
  return useQuery({
    queryKey: [...CHAT_ROOMS_KEY, 'calendar', month],
    queryFn: () => gql('chat', DOCUMENT, { date: month }),
    select: (d) => d.chats_calendar,
    placeholderData: keepPreviousData,
  });
}
