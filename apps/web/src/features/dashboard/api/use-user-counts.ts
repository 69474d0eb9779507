import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';

export const USER_COUNTS_KEY = ['dashboard', 'userCounts'];

const DOCUMENT = accountGraphql(`query UserCounts {
  all: userCount(interval: "all")
  today: userCount(interval: "today")
  yesterday: userCount(interval: "yesterday")
}`);

/** The users block: every user, and those created today and yesterday (São Paulo days). */
export function useUserCounts() {
  return useQuery({ queryKey: USER_COUNTS_KEY, queryFn: () => gql('account', DOCUMENT) });
}
