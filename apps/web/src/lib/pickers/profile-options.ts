import { useQuery } from '@tanstack/react-query';
import { gql } from '../api.ts';
import { accountGraphql } from '../../generated/account/gql.ts';

// Not profiles_collections: that one needs the Profile module, which a user administrator may lack.
const DOCUMENT = accountGraphql(`query ProfileOptions($user_id: Int) { user_profile_options(user_id: $user_id) { id title } }`);

/**
 * The profiles the caller may give this user (null: any user, as a bulk move), as select options
 * (value: the id as text): the server applies updateUser's rules (nobody changes their own
 * profile; only a super administrator gives a profile with modules the caller lacks), so the
 * select offers no refusal. Undefined: the user is not known yet, nothing is asked.
 */
export function useProfileOptions(userId: number | null | undefined) {
  return useQuery({
    queryKey: ['users', 'profile_options', userId ?? 0],
    queryFn: () => gql('account', DOCUMENT, { user_id: userId ?? null }),
    select: (d) => d.user_profile_options.map((p) => ({ value: String(p.id), label: p.title })),
    enabled: userId !== undefined,
  });
}
