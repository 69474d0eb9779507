import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TrailItemType } from '@backoffice/domain/schemas/trail';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';

const DOCUMENT = lmsGraphql(`query TrailItemOptions($type: String!, $search: String) {
  trail_item_options(type: $type, search: $search) { id title }
}`);

/**
 * The courses or contents whose title holds the search, as options: a page of matches asked of
 * the server as the admin types, never the whole catalogue.
 */
export function useTrailItemOptions(type: TrailItemType, search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['trails', 'item-options', type, term],
    queryFn: () => gql('lms', DOCUMENT, { type, search: term || null }),
    select: (d) => d.trail_item_options.map((o) => ({ value: String(o.id), label: o.title })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
