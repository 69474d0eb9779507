import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { PROFILES_KEY } from './use-profiles.ts';
import type { Profile } from './types.ts';

const DOCUMENT = /* GraphQL */ `query ($id: Int!) { profile(id: $id) { id title is_admin is_superadmin userCount updated_at } }`;

export const profileKey = (id: number) => [...PROFILES_KEY, id];

export function useProfile(id: number | undefined) {
  return useQuery({
    queryKey: profileKey(id ?? 0),
    queryFn: () => gql<{ profile: Profile | null }>('account', DOCUMENT, { id }),
    select: (d) => d.profile,
    enabled: Boolean(id),
  });
}
