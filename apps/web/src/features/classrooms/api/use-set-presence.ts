import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { CLASSROOMS_KEY } from './use-classrooms.ts';

const DOCUMENT = lmsGraphql(`mutation SetPresence($id: Int!, $is_present: Int) { subscription_present(id: $id, is_present: $is_present) { id is_present } }`);

/** One participant's attendance: 1, 0, or -1 for not started (state rule). */
export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: number; is_present: 1 | 0 | -1 }) => gql('lms', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASSROOMS_KEY }),
  });
}
