import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { damGraphql } from '../../../generated/dam/gql.ts';

export const ASSET_COUNTS_KEY = ['dashboard', 'assetCounts'];

const DOCUMENT = damGraphql(`query AssetCounts {
  total: assetsCount(module_name: "Media")
  active: assetsCount(module_name: "Media", active: 1)
}`);

/** The digital-content block: Media contents, all and active. */
export function useAssetCounts() {
  return useQuery({ queryKey: ASSET_COUNTS_KEY, queryFn: () => gql('dam', DOCUMENT) });
}
