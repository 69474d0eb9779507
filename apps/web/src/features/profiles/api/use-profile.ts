import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';
import { PROFILES_KEY } from './use-profiles.ts';

const DOCUMENT = accountGraphql(`query Profile($id: Int!) { profile(id: $id) { ...ProfileRecord } }`);

export const profileKey = (id: number) => [...PROFILES_KEY, id];

export function useProfile(id: number | undefined) {
  return useQuery({
    queryKey: profileKey(id ?? 0),
    queryFn: () => gql('account', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.profile,
    enabled: Boolean(id),
  });
}
