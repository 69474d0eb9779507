import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { listVariables, type ListState } from '../../../components/use-list-state.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';
import type { UsersQuery } from '../../../generated/account/graphql.ts';

export const USERS_KEY = ['users'];

export type UserListItem = UsersQuery['users_collections'][number];

const DOCUMENT = accountGraphql(`query Users($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  users_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {
    id name mail uid profile { id title }
  }
  users_count(search: $search)
}`);

/** One page of /User and the total behind the pagination, in one request. */
export function useUsers(list: ListState) {
  const variables = listVariables(list);
  return useQuery({
    queryKey: [...USERS_KEY, 'list', variables],
    queryFn: () => gql('account', DOCUMENT, variables),
    select: (d) => ({ rows: d.users_collections, total: d.users_count }),
    placeholderData: keepPreviousData,
  });
}
