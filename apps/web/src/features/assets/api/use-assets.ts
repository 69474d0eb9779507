import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listVariables, type ListState } from '../../../components/use-list-state.ts';
import { gql } from '../../../lib/api.ts';
import { damGraphql } from '../../../generated/dam/gql.ts';
import type { AssetsQuery } from '../../../generated/dam/graphql.ts';

export const ASSETS_KEY = ['assets'];

export type AssetRow = AssetsQuery['assets_collections'][number];

const DOCUMENT =
  damGraphql(`query Assets($module_name: String!, $external_parent_id: Int, $search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  assets_collections(module_name: $module_name, external_parent_id: $external_parent_id, search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {
    id title active date_publish date_unpublish external_parent_id in_trails
  }
  assets_collections_count(module_name: $module_name, external_parent_id: $external_parent_id, search: $search)
}`);

/** One page of /Dam/{type}[/{external_parent_id}] and the total behind its pagination. */
export function useAssets(type: string, parent: number | null, list: ListState) {
  const variables = {
    module_name: type,
    external_parent_id: parent,
    ...listVariables(list),
  };
  return useQuery({
    queryKey: [...ASSETS_KEY, 'list', variables],
    queryFn: () => gql('dam', DOCUMENT, variables),
    select: (d) => ({ rows: d.assets_collections, total: d.assets_collections_count }),
    placeholderData: keepPreviousData,
  });
}
