import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { SaveProofRecordDocument, type SaveProofRecordMutationVariables } from '../../../generated/lms/graphql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

/** createOrUpdateProof with the form's values as the domain schema read them. */
export function useSaveProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: SaveProofRecordMutationVariables) => (await gql('lms', SaveProofRecordDocument, vars)).createOrUpdateProof,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROOFS_KEY }),
  });
}
