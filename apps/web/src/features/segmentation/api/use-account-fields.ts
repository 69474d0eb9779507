import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import type { AccountField } from './types.ts';

const DOCUMENT = /* GraphQL */ `query ($type: String) { get_account_fields(type: $type) { id field type } }`;

/** Fields by use: 'dropdown' (lists; types dropdown and all), 'import' (files; import and all), 'all'. */
export function useAccountFields(type: 'dropdown' | 'import' | 'all') {
  return useQuery({
    queryKey: ['account_fields', type],
    queryFn: () => gql<{ get_account_fields: AccountField[] }>('account', DOCUMENT, { type }),
    select: (d) => d.get_account_fields,
    staleTime: 60_000,
  });
}
