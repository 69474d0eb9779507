import { useQuery } from '@tanstack/react-query';
import { accountGraphql } from '../generated/account/gql.ts';
import { gql } from './api.ts';

const DOCUMENT = accountGraphql(`query CanManageUsers { can_manage_users }`);

/**
 * Whether the caller may create users and log in as them (super administrators and the ids of
 * USER_MANAGER_IDS): the list of users and the user creation screens both ask.
 */
export function useCanManageUsers() {
  return useQuery({
    queryKey: ['can_manage_users'],
    queryFn: () => gql('account', DOCUMENT),
    select: (d) => d.can_manage_users,
    staleTime: 60_000,
  });
}
