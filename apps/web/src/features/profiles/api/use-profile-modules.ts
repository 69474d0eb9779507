import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';

export const profileModulesKey = (profileId: number) => ['profile_modules', profileId];

const DOCUMENT = /* GraphQL */ `query ($profile_id: Int!) {
  get_profile_account_module(profile_id: $profile_id) { id account_module_id }
}`;

export function useProfileModules(profileId: number) {
  return useQuery({
    queryKey: profileModulesKey(profileId),
    queryFn: () =>
      gql<{ get_profile_account_module: { id: number; account_module_id: number }[] }>('account', DOCUMENT, {
        profile_id: profileId,
      }),
    select: (d) => d.get_profile_account_module.map((l) => String(l.account_module_id)),
  });
}
