import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProofInput } from '@backoffice/domain/schemas/proof';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

const DOCUMENT = lmsGraphql(`mutation SaveProof($id: Int, $updated_at: String, $input: ProofInput!) {
  createOrUpdateProof(id: $id, updated_at: $updated_at, input: $input) { id updated_at }
}`);

/** createOrUpdateProof with the form's values as the domain schema parsed them. */
export function useSaveProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, updated_at }: { id?: number; input: ProofInput } & RecordVersion) => {
      const sent = {
        ...input,
        date_publish: input.date_publish.toISOString(),
        date_unpublish: input.date_unpublish ? input.date_unpublish.toISOString() : null,
      };
      return (await gql('lms', DOCUMENT, { id: id ?? null, updated_at, input: sent })).createOrUpdateProof;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROOFS_KEY }),
  });
}
