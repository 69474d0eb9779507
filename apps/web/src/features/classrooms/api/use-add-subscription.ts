import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { CLASSROOMS_KEY } from './use-classrooms.ts';

const DOCUMENT = lmsGraphql(`mutation AddSubscription($classroom_id: Int!, $uid: String!) {
  createSubscription_by_uid(classroom_id: $classroom_id, uid: $uid) { id name uid }
}`);

/** Adds a participant by CPF or registration number; the server's refusal shows as a toast. */
export function useAddSubscription(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { classroom_id: number; uid: string }) => gql('lms', DOCUMENT, vars),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CLASSROOMS_KEY });
      options.onSuccess?.();
    },
  });
}
