import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswersInput } from '@backoffice/domain/schemas/proof';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

const DOCUMENT = lmsGraphql(`mutation CreateAnswers($question_id: Int!, $answers: [AnswerItemInput!]) {
  createAnswers(question_id: $question_id, answers: $answers) { id }
}`);

/** 'Nova resposta': several answers at once, all stored or none. */
export function useCreateAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AnswersInput) => (await gql('lms', DOCUMENT, input)).createAnswers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROOFS_KEY }),
  });
}
