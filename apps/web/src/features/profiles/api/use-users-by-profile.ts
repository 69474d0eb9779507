import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';
import type { UsersByProfileQuery } from '../../../generated/account/graphql.ts';

export type ProfileUser = UsersByProfileQuery['get_users_by_profile'][number];

const DOCUMENT = accountGraphql(`query UsersByProfile($id: Int!) { get_users_by_profile(id: $id) { id name mail uid } }`);

export function useUsersByProfile(profileId: number) {
  return useQuery({
    queryKey: ['users_by_profile', profileId],
    queryFn: () => gql('account', DOCUMENT, { id: profileId }),
    select: (d) => ({ rows: d.get_users_by_profile, total: d.get_users_by_profile.length }),
  });
}
