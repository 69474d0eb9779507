import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { CLASSROOMS_KEY } from './use-classrooms.ts';

const DOCUMENT = lmsGraphql(`mutation AdvanceAllPresence($classroom_id: Int!) { subscriptions_present_all(classroom_id: $classroom_id) }`);

/** The toggle-all: every participant one step further in the cycle, in one call. */
export function useAdvanceAllPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classroomId: number) => gql('lms', DOCUMENT, { classroom_id: classroomId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASSROOMS_KEY }),
  });
}
