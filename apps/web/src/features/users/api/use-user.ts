import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';
import type { UserQuery } from '../../../generated/account/graphql.ts';
import { USERS_KEY } from './use-users.ts';

export type User = NonNullable<UserQuery['user']>;

const DOCUMENT = accountGraphql(`query User($id: Int!) {
  user(id: $id) {
    id name mail uid profile_id profile { id title is_admin is_superadmin } is_blocked blocked_description created_at updated_at
  }
}`);

export const userKey = (id: number) => [...USERS_KEY, 'one', id];

export function useUser(id: number | undefined) {
  return useQuery({
    queryKey: userKey(id ?? 0),
    queryFn: () => gql('account', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.user,
    enabled: Boolean(id),
  });
}
