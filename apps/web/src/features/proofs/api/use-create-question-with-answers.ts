import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionWithAnswersInput } from '@backoffice/domain/schemas/proof';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

const DOCUMENT = lmsGraphql(`mutation CreateQuestionWithAnswers($proof_id: Int!, $title: String, $answers: [AnswerItemInput!]) {
  createQuestionWithAnswers(proof_id: $proof_id, title: $title, answers: $answers) { id }
}`);

/**
 * 'Adicionar pergunta e respostas': the question and its answers in one call, so a refusal
 * ('Erro ao salvar os inputs.' and its reason, shown as a toast) leaves no half-saved question.
 */
export function useCreateQuestionWithAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: QuestionWithAnswersInput) => (await gql('lms', DOCUMENT, input)).createQuestionWithAnswers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROOFS_KEY }),
  });
}
