import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';

const DOCUMENT = accountGraphql(`query CanManageUsers { can_manage_users }`);

/** Whether the caller may create users and log in as them (super administrators and configured ids). */
export function useCanManageUsers() {
  return useQuery({
    queryKey: ['can_manage_users'],
    queryFn: () => gql('account', DOCUMENT),
    select: (d) => d.can_manage_users,
    staleTime: 60_000,
  });
}
