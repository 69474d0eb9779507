import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { INSTRUCTORS_KEY } from './use-instructors.ts';

const DOCUMENT = lmsGraphql(`mutation DeleteInstructor($id: Int!) { deleteInstrutor(id: $id) }`);

export function useDeleteInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql('lms', DOCUMENT, { id }),
    // The confirmDelete dialog reports failures itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSTRUCTORS_KEY }),
  });
}
