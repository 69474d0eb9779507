import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BRANCH_MESSAGES, type BranchInput } from '@backoffice/domain/schemas/branch';
import { gql } from '../../../lib/api.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { BRANCHES_KEY } from './use-branches.ts';
import type { Branch } from './types.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int, $input: BranchInput!) {
  createOrUpdateBranch(id: $id, input: $input) { id value }
}`;

export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: number; input: BranchInput }) => gql<{ createOrUpdateBranch: Branch }>('parceiro', DOCUMENT, vars),
    // The failure toast of §8, with the server's reason under it.
    meta: { silent: true },
    onError: (error) => notifyFailure(BRANCH_MESSAGES.saveFailed, error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRANCHES_KEY }),
  });
}
