import { useQuery } from '@tanstack/react-query';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { gql } from '../api.ts';
import { accountGraphql } from '../../generated/account/gql.ts';

// Owners are the users of profiles 15 and 1 combined (the roles and permissions of the spec): both lists in one request.
const DOCUMENT = accountGraphql(`query OwnerOptions($special: Int!, $admin: Int!) {
  special: get_users_by_profile(id: $special) { id name }
  admin: get_users_by_profile(id: $admin) { id name }
}`);

/** The users who may own a content, as select options by name (value: the id as text). */
export function useOwnerOptions() {
  return useQuery({
    queryKey: ['pickers', 'owners'],
    queryFn: () => gql('account', DOCUMENT, { special: PROFILE_ID.SPECIAL, admin: PROFILE_ID.ADMIN }),
    select: (d) =>
      [...new Map([...d.special, ...d.admin].map((u) => [u.id, u])).values()]
        .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
        .map((u) => ({ value: String(u.id), label: u.name })),
  });
}
