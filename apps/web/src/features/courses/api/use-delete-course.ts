import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { COURSES_KEY } from './courses-key.ts';

const DOCUMENT = lmsGraphql(`mutation DeleteCourse($id: Int!) { deleteCourse(id: $id) }`);

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql('lms', DOCUMENT, { id }),
    // confirmDelete reports the failure.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}
