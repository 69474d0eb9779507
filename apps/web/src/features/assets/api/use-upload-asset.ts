import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFile } from '../../../lib/upload.ts';
import { ASSETS_KEY } from './use-assets.ts';
import type { Asset } from './use-asset.ts';

export const ASSET_UPLOAD_URL = '/api/v1/dam/upload';
export const ASSET_THUMB_URL = '/api/v1/dam/dam_thumb';

/** POST dam/upload: a new asset of the type from the file, or a new file for asset_id. */
export function useUploadAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { file: File; type: string; parent: number | null; assetId?: number }) => {
      const fields: Record<string, string> = { module_name: vars.type };
      if (vars.parent) fields.external_parent_id = String(vars.parent);
      if (vars.assetId) fields.asset_id = String(vars.assetId);
      return postFile<Asset>(ASSET_UPLOAD_URL, vars.file, fields);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
  });
}
