import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';

// Not profiles_collections: that one needs the Profile module, which a user administrator may lack.
const DOCUMENT = accountGraphql(`query ProfileOptions { user_profile_options { id title } }`);

/** The profiles the caller may give a user, as select options (value: the id as text). */
export function useProfileOptions() {
  return useQuery({
    queryKey: ['users', 'profile_options'],
    queryFn: () => gql('account', DOCUMENT),
    select: (d) => d.user_profile_options.map((p) => ({ value: String(p.id), label: p.title })),
  });
}
