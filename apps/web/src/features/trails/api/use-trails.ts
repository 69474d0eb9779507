import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listVariables, type ListState } from '../../../components/use-list-state.ts';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { TrailsQuery } from '../../../generated/lms/graphql.ts';

export const TRAILS_KEY = ['trails'];

export type TrailRow = TrailsQuery['trails_collections_dashboard'][number];

const DOCUMENT = lmsGraphql(`query Trails($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  trails_collections_dashboard(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {
    id title active date_publish_format date_unpublish_format
  }
  trail_count(search: $search)
}`);

/** One page of /trail and the total behind its pagination. */
export function useTrails(list: ListState) {
  const variables = listVariables(list);
  return useQuery({
    queryKey: [...TRAILS_KEY, 'list', variables],
    queryFn: () => gql('lms', DOCUMENT, variables),
    select: (d) => ({ rows: d.trails_collections_dashboard, total: d.trail_count }),
    placeholderData: keepPreviousData,
  });
}
