import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { damGraphql } from '../../../generated/dam/gql.ts';
import type { AssetRecordFragment } from '../../../generated/dam/graphql.ts';
import { ASSETS_KEY } from './use-assets.ts';

/** Every field of an asset (the fragment generated from the SDL), which its save answers too. */
export type Asset = AssetRecordFragment;

const DOCUMENT = damGraphql(`query Asset($id: Int!) { asset(id: $id) { ...AssetRecord } }`);

export const assetKey = (id: number | undefined) => [...ASSETS_KEY, 'one', id ?? 0];

export function useAsset(id: number | undefined) {
  return useQuery({
    queryKey: assetKey(id),
    queryFn: () => gql('dam', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.asset,
    enabled: Boolean(id),
  });
}
