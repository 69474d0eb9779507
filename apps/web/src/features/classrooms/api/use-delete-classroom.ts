import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { CLASSROOMS_KEY } from './use-classrooms.ts';

const DOCUMENT = lmsGraphql(`mutation DeleteClassroom($id: Int!) { deleteClassroom(id: $id) }`);

export function useDeleteClassroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql('lms', DOCUMENT, { id }),
    // confirmDelete reports the failure.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASSROOMS_KEY }),
  });
}
