import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserEdit } from '@backoffice/domain/schemas/user';
import { gql } from '../../../lib/api.ts';
import { USERS_KEY } from './use-users.ts';
import type { User } from './types.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int!, $input: UserInput!) {
  updateUser(id: $id, input: $input) { id name is_blocked }
}`;

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: number; input: UserEdit }) =>
      gql<{ updateUser: Pick<User, 'id' | 'name' | 'is_blocked'> }>('account', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
