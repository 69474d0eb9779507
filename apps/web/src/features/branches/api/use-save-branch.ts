import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BRANCH_MESSAGES } from '@backoffice/domain/schemas/branch';
import { gql } from '../../../lib/api.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { SaveBranchRecordDocument, type SaveBranchRecordMutationVariables } from '../../../generated/parceiro/graphql.ts';
import { BRANCHES_KEY } from './use-branches.ts';

export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveBranchRecordMutationVariables) => gql('parceiro', SaveBranchRecordDocument, vars),
    // The failure toast of the error catalogue, with the server's reason under it.
    meta: { silent: true },
    onError: (error) => notifyFailure(BRANCH_MESSAGES.saveFailed, error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRANCHES_KEY }),
  });
}
