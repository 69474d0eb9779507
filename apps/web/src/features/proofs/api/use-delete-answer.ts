import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

const DOCUMENT = lmsGraphql(`mutation DeleteAnswer($id: Int!) { deleteAnswer(id: $id) }`);

export function useDeleteAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql('lms', DOCUMENT, { id }),
    // The confirmDelete dialog reports failures itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROOFS_KEY }),
  });
}
