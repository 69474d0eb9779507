import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { USERS_KEY } from './use-users.ts';
import type { User } from './types.ts';

const DOCUMENT = /* GraphQL */ `query ($id: Int!) {
  user(id: $id) {
    id name mail uid profile_id profile { id title is_admin is_superadmin } is_blocked blocked_description created_at updated_at
  }
}`;

export const userKey = (id: number) => [...USERS_KEY, 'one', id];

export function useUser(id: number | undefined) {
  return useQuery({
    queryKey: userKey(id ?? 0),
    queryFn: () => gql<{ user: User | null }>('account', DOCUMENT, { id }),
    select: (d) => d.user,
    enabled: Boolean(id),
  });
}
