import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { SaveAssetRecordDocument, type SaveAssetRecordMutationVariables } from '../../../generated/dam/graphql.ts';
import { ASSETS_KEY } from './use-assets.ts';

/** Saves the asset form (see saveVariables); its type and parent go only with a create: a record never changes list. */
export function useSaveAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input: { module_name, external_parent_id, ...editable }, ...version }: SaveAssetRecordMutationVariables) =>
      gql('dam', SaveAssetRecordDocument, { id, ...version, input: id ? editable : { ...editable, module_name, external_parent_id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
  });
}
