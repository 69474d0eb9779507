import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionInput } from '@backoffice/domain/schemas/proof';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

const DOCUMENT = lmsGraphql(`mutation SaveQuestion($id: Int, $updated_at: String, $input: QuestionInput!) {
  createOrUpdateQuestion(id: $id, updated_at: $updated_at, input: $input) { id updated_at }
}`);

/** createOrUpdateQuestion: the question's text (/Question-edit/...). */
export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, updated_at }: { id: number; input: QuestionInput } & RecordVersion) =>
      (await gql('lms', DOCUMENT, { id, updated_at, input })).createOrUpdateQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROOFS_KEY }),
  });
}
