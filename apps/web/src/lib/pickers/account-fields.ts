import { useQuery } from '@tanstack/react-query';
import { gql } from '../api.ts';
import { accountGraphql } from '../../generated/account/gql.ts';
import type { AccountFieldsQuery } from '../../generated/account/graphql.ts';

export type AccountField = AccountFieldsQuery['get_account_fields'][number];

const DOCUMENT = accountGraphql(`query AccountFields($type: String) { get_account_fields(type: $type) { id field type } }`);

/** Fields by use: 'dropdown' (lists; types dropdown and all), 'import' (files; import and all), 'all'. */
export function useAccountFields(type: 'dropdown' | 'import' | 'all') {
  return useQuery({
    queryKey: ['account_fields', type],
    queryFn: () => gql('account', DOCUMENT, { type }),
    select: (d) => d.get_account_fields,
    staleTime: 60_000,
  });
}
