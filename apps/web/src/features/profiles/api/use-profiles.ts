import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';
import type { ProfileFieldsFragment } from '../../../generated/account/graphql.ts';

export const PROFILES_KEY = ['profiles'];

/** What the list and the form show of a profile (declared for codegen: the documents spreading it carry it). */
accountGraphql(`fragment ProfileFields on Profile { id title is_admin is_superadmin userCount updated_at }`);

export type Profile = ProfileFieldsFragment;

const DOCUMENT = accountGraphql(`query Profiles { profiles_collections { ...ProfileFields } }`);

export function useProfiles() {
  return useQuery({
    queryKey: PROFILES_KEY,
    queryFn: () => gql('account', DOCUMENT),
    select: (d) => ({ rows: d.profiles_collections, total: d.profiles_collections.length }),
  });
}
