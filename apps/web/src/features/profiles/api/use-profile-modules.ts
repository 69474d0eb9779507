import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';

export const profileModulesKey = (profileId: number) => ['profile_modules', profileId];

const DOCUMENT = accountGraphql(`query ProfileModules($profile_id: Int!) {
  get_profile_account_module(profile_id: $profile_id) { id account_module_id }
}`);

export function useProfileModules(profileId: number) {
  return useQuery({
    queryKey: profileModulesKey(profileId),
    queryFn: () => gql('account', DOCUMENT, { profile_id: profileId }),
    select: (d) => d.get_profile_account_module.map((l) => String(l.account_module_id)),
  });
}
