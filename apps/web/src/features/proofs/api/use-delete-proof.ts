import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

const DOCUMENT = lmsGraphql(`mutation DeleteProof($id: Int!) { deleteProof(id: $id) }`);

export function useDeleteProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql('lms', DOCUMENT, { id }),
    // The confirmDelete dialog reports failures itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROOFS_KEY }),
  });
}
