import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserEdit } from '@backoffice/domain/schemas/user';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { USERS_KEY } from './use-users.ts';
import type { User } from './types.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int!, $updated_at: String, $input: UserInput!) {
  updateUser(id: $id, updated_at: $updated_at, input: $input) { id name is_blocked updated_at }
}`;

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: number; input: UserEdit } & RecordVersion) =>
      gql<{ updateUser: Pick<User, 'id' | 'name' | 'is_blocked' | 'updated_at'> }>('account', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
