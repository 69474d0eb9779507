import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listVariables, type ListState } from '../../../components/use-list-state.ts';
import { gql } from '../../../lib/api.ts';
import { parceiroGraphql } from '../../../generated/parceiro/gql.ts';
import type { BranchesQuery } from '../../../generated/parceiro/graphql.ts';

export const BRANCHES_KEY = ['branches'];

export type Branch = BranchesQuery['branch_collections'][number];

const DOCUMENT = parceiroGraphql(`query Branches($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  branch_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id value updated_at }
  branch_count(search: $search)
}`);

/** One page of /Branch and the total behind its pagination, in one request. */
export function useBranches(list: ListState) {
  const variables = listVariables(list);
  return useQuery({
    queryKey: [...BRANCHES_KEY, 'list', variables],
    queryFn: () => gql('parceiro', DOCUMENT, variables),
    select: (d) => ({ rows: d.branch_collections, total: d.branch_count }),
    placeholderData: keepPreviousData,
  });
}
