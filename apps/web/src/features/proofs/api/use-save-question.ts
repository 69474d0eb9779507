import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { SaveQuestionRecordDocument, type SaveQuestionRecordMutationVariables } from '../../../generated/lms/graphql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

/** createOrUpdateQuestion: the question's text (/Question-edit/...). */
export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: SaveQuestionRecordMutationVariables) => (await gql('lms', SaveQuestionRecordDocument, vars)).createOrUpdateQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROOFS_KEY }),
  });
}
