import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BRANCH_MESSAGES } from '@backoffice/domain/schemas/branch';
import { gql } from '../../../lib/api.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { parceiroGraphql } from '../../../generated/parceiro/gql.ts';
import type { SaveBranchMutationVariables } from '../../../generated/parceiro/graphql.ts';
import { BRANCHES_KEY } from './use-branches.ts';

const DOCUMENT = parceiroGraphql(`mutation SaveBranch($id: Int, $updated_at: String, $input: BranchInput!) {
  createOrUpdateBranch(id: $id, updated_at: $updated_at, input: $input) { id value updated_at }
}`);

export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveBranchMutationVariables) => gql('parceiro', DOCUMENT, vars),
    // The failure toast of the error catalogue, with the server's reason under it.
    meta: { silent: true },
    onError: (error) => notifyFailure(BRANCH_MESSAGES.saveFailed, error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRANCHES_KEY }),
  });
}
