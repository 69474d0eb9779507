import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { CLASSROOMS_KEY } from './use-classrooms.ts';

const DOCUMENT = lmsGraphql(`mutation DeleteSubscription($id: Int!) { deleteSubscription(id: $id) }`);

export function useDeleteSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql('lms', DOCUMENT, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASSROOMS_KEY }),
  });
}
