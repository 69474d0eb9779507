import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';
import type { UpdateUserMutationVariables } from '../../../generated/account/graphql.ts';
import { USERS_KEY } from './use-users.ts';

const DOCUMENT = accountGraphql(`mutation UpdateUser($id: Int!, $updated_at: String, $input: UserInput!) {
  updateUser(id: $id, updated_at: $updated_at, input: $input) { id name is_blocked updated_at }
}`);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: UpdateUserMutationVariables) => gql('account', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
