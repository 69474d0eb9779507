import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@backoffice/domain/constants';
import { BRANCH_MESSAGES, type BranchInput } from '@backoffice/domain/schemas/branch';
import { ApiError } from '../../../lib/api.ts';
import { gql } from '../../../lib/api.ts';
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
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return;
      notifications.show({
        color: 'red',
        title: BRANCH_MESSAGES.saveFailed,
        message: error.message,
        autoClose: NOTIFICATION_AUTO_CLOSE_MS,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRANCHES_KEY }),
  });
}
