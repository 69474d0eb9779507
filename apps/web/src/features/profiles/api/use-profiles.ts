import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import type { Profile } from './types.ts';

export const PROFILES_KEY = ['profiles'];

const DOCUMENT = /* GraphQL */ `{ profiles_collections { id title is_admin is_superadmin userCount updated_at } }`;

export function useProfiles() {
  return useQuery({
    queryKey: PROFILES_KEY,
    queryFn: () => gql<{ profiles_collections: Profile[] }>('account', DOCUMENT),
    select: (d) => ({ rows: d.profiles_collections, total: d.profiles_collections.length }),
  });
}
