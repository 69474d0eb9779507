import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@backoffice/domain/constants';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { SubscriptionsQuery } from '../../../generated/lms/graphql.ts';
import { CLASSROOMS_KEY } from './use-classrooms.ts';

export type SubscriptionRow = SubscriptionsQuery['subscription'][number];

/** The attendance screen's page of participants with the classroom's totals, in one request. */
const DOCUMENT = lmsGraphql(`query Subscriptions($classroom_id: Int!, $limit: Int, $page: Int) {
  subscription(classroom_id: $classroom_id, limit: $limit, page: $page) { id user_id is_present name uid }
  countSubscriptions(classroom_id: $classroom_id)
  countSubscriptionsIsPresent(classroom_id: $classroom_id)
  countSubscriptionsIsNotPresent(classroom_id: $classroom_id)
  countSubscriptionsIsNotInitiated(classroom_id: $classroom_id)
}`);

/** Under the classroom key: whatever changes classrooms (a save, a deletion) refreshes attendance too. */
export const subscriptionsKey = (classroomId: number) => [...CLASSROOMS_KEY, 'subscriptions', classroomId];

export function useSubscriptions(classroomId: number, page: number) {
  const variables = { classroom_id: classroomId, limit: PAGE_SIZE, page };
  return useQuery({
    queryKey: [...subscriptionsKey(classroomId), page],
    queryFn: () => gql('lms', DOCUMENT, variables),
    select: (d) => ({
      rows: d.subscription,
      total: d.countSubscriptions,
      totals: { present: d.countSubscriptionsIsPresent, absent: d.countSubscriptionsIsNotPresent, notStarted: d.countSubscriptionsIsNotInitiated },
    }),
    placeholderData: keepPreviousData,
    enabled: classroomId > 0,
  });
}
