import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetInput } from '@backoffice/domain/schemas/asset';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { damGraphql } from '../../../generated/dam/gql.ts';
import { ASSETS_KEY } from './use-assets.ts';

const DOCUMENT = damGraphql(`mutation SaveAsset($id: Int, $updated_at: String, $input: AssetInput!) {
  createOrUpdateAsset(id: $id, updated_at: $updated_at, input: $input) { ...AssetFields }
}`);

/** Saves the asset form (already parsed by the domain schema); dates go out as ISO strings. */
export function useSaveAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, updated_at }: { id?: number; input: AssetInput } & RecordVersion) =>
      gql('dam', DOCUMENT, {
        id,
        updated_at,
        input: {
          title: input.title,
          directlink: input.directlink,
          active: input.active,
          showgrid: input.showgrid,
          owner: input.owner,
          date_publish: input.date_publish.toISOString(),
          date_unpublish: input.date_unpublish ? input.date_unpublish.toISOString() : null,
          ...(id ? {} : { module_name: input.module_name, external_parent_id: input.external_parent_id }),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
  });
}
