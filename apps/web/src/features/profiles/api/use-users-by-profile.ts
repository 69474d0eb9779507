import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';

export interface ProfileUser {
  id: number;
  name: string;
  mail: string;
  uid: string;
}

const DOCUMENT = /* GraphQL */ `query ($id: Int!) { get_users_by_profile(id: $id) { id name mail uid } }`;

export function useUsersByProfile(profileId: number) {
  return useQuery({
    queryKey: ['users_by_profile', profileId],
    queryFn: () => gql<{ get_users_by_profile: ProfileUser[] }>('account', DOCUMENT, { id: profileId }),
    select: (d) => ({ rows: d.get_users_by_profile, total: d.get_users_by_profile.length }),
  });
}
