import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { ASSETS_KEY } from './use-assets.ts';
import type { Asset } from './types.ts';

export const ASSET_FIELDS = `id module_name external_parent_id title directlink thumbnail active owner owner_name showgrid
  date_publish date_unpublish created_at updated_at in_trails file { id url mime original_name size } categories { id title }`;

const DOCUMENT = /* GraphQL */ `query ($id: Int!) { asset(id: $id) { ${ASSET_FIELDS} } }`;

export const assetKey = (id: number | undefined) => [...ASSETS_KEY, 'one', id ?? 0];

export function useAsset(id: number | undefined) {
  return useQuery({
    queryKey: assetKey(id),
    queryFn: () => gql<{ asset: Asset | null }>('dam', DOCUMENT, { id }),
    select: (d) => d.asset,
    enabled: Boolean(id),
  });
}
