import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BRANCH_MESSAGES, type BranchInput } from '@backoffice/domain/schemas/branch';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { BRANCHES_KEY } from './use-branches.ts';
import type { Branch } from './types.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int, $updated_at: String, $input: BranchInput!) {
  createOrUpdateBranch(id: $id, updated_at: $updated_at, input: $input) { id value updated_at }
}`;

export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: number; input: BranchInput } & RecordVersion) => gql<{ createOrUpdateBranch: Branch }>('parceiro', DOCUMENT, vars),
    // The failure toast of §8, with the server's reason under it.
    meta: { silent: true },
    onError: (error) => notifyFailure(BRANCH_MESSAGES.saveFailed, error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRANCHES_KEY }),
  });
}
