import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { damGraphql } from '../../../generated/dam/gql.ts';
import { ASSETS_KEY } from './use-assets.ts';

const DOCUMENT = damGraphql(`mutation DeleteAsset($id: Int!) { deleteAsset(id: $id) }`);

export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql('dam', DOCUMENT, { id }),
    // confirmDelete reports the failure with the spec's message.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
  });
}
