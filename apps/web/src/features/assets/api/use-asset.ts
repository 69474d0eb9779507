import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { damGraphql } from '../../../generated/dam/gql.ts';
import type { AssetFieldsFragment } from '../../../generated/dam/graphql.ts';
import { ASSETS_KEY } from './use-assets.ts';

/** Every field of an asset the edit screen shows, which its save answers too (declared for codegen: the documents spreading it carry it). */
damGraphql(`fragment AssetFields on Asset {
  id module_name external_parent_id title directlink thumbnail active owner owner_name showgrid
  date_publish date_unpublish created_at updated_at in_trails file { id url mime original_name size } categories { id title }
}`);

export type Asset = AssetFieldsFragment;

const DOCUMENT = damGraphql(`query Asset($id: Int!) { asset(id: $id) { ...AssetFields } }`);

export const assetKey = (id: number | undefined) => [...ASSETS_KEY, 'one', id ?? 0];

export function useAsset(id: number | undefined) {
  return useQuery({
    queryKey: assetKey(id),
    queryFn: () => gql('dam', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.asset,
    enabled: Boolean(id),
  });
}
