import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';

export const USER_COUNTS_KEY = ['dashboard', 'userCounts'];

const DOCUMENT = /* GraphQL */ `{
  all: userCount(interval: "all")
  today: userCount(interval: "today")
  yesterday: userCount(interval: "yesterday")
}`;

/** The users block: every user, and those created today and yesterday (São Paulo days). */
export function useUserCounts() {
  return useQuery({
    queryKey: USER_COUNTS_KEY,
    queryFn: () => gql<{ all: number; today: number; yesterday: number }>('account', DOCUMENT),
  });
}
