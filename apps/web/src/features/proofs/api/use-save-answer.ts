import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerInput } from '@backoffice/domain/schemas/proof';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

const DOCUMENT = lmsGraphql(`mutation SaveAnswer($id: Int, $updated_at: String, $input: AnswerInput!) {
  createOrUpdateAnswer(id: $id, updated_at: $updated_at, input: $input) { id updated_at }
}`);

/** createOrUpdateAnswer ('Editar resposta'). */
export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, updated_at }: { id: number; input: AnswerInput } & RecordVersion) =>
      (await gql('lms', DOCUMENT, { id, updated_at, input })).createOrUpdateAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROOFS_KEY }),
  });
}
