import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ASSET_MESSAGES } from '@backoffice/domain/schemas/asset';
import { ApiError, gql } from '../../../lib/api.ts';
import { damGraphql } from '../../../generated/dam/gql.ts';
import { ASSETS_KEY } from './use-assets.ts';

const DOCUMENT = damGraphql(`mutation DeleteAsset($id: Int!) { deleteAsset(id: $id) }`);

/**
 * A refused deletion as the error catalogue words it; a refusal because of what holds the asset (CONFLICT) keeps
 * the server's message, which names it (e.g. '…: 2 itens de trilha.'), and an ended session stays
 * the silent one the login page follows.
 */
function deleteFailure(error: unknown): Error {
  if (error instanceof ApiError && (error.code === 'CONFLICT' || error.code === 'UNAUTHENTICATED')) return error;
  return new Error(ASSET_MESSAGES.hasChildren);
}

export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      gql('dam', DOCUMENT, { id }).catch((error: unknown) => {
        throw deleteFailure(error);
      }),
    // confirmDelete reports the failure.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
  });
}
