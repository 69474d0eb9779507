import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { SaveAnswerRecordDocument, type SaveAnswerRecordMutationVariables } from '../../../generated/lms/graphql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

/** createOrUpdateAnswer ('Editar resposta'). */
export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: SaveAnswerRecordMutationVariables) => (await gql('lms', SaveAnswerRecordDocument, vars)).createOrUpdateAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROOFS_KEY }),
  });
}
