import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { damGraphql } from '../../../generated/dam/gql.ts';
import { assetKey } from './use-asset.ts';

const LINK = damGraphql(`mutation LinkAssetCategory($asset_id: Int!, $category_id: Int!) {
  createCategoryHasAsset(asset_id: $asset_id, category_id: $category_id) { id }
}`);
const UNLINK = damGraphql(`mutation UnlinkAssetCategory($asset_id: Int!, $category_id: Int!) {
  deleteCategoryHasAsset(asset_id: $asset_id, category_id: $category_id)
}`);

/** Creates or deletes one asset–category link at once. */
export function useAssetCategoryLink(assetId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: assetKey(assetId) });
  const vars = (categoryId: string) => ({ asset_id: assetId, category_id: Number(categoryId) });
  const link = useMutation({ mutationFn: (categoryId: string) => gql('dam', LINK, vars(categoryId)), onSuccess });
  const unlink = useMutation({ mutationFn: (categoryId: string) => gql('dam', UNLINK, vars(categoryId)), onSuccess });
  return { link: link.mutateAsync, unlink: unlink.mutateAsync };
}
