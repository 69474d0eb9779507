import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEGMENTATION_SEARCH_MIN } from '@backoffice/domain/schemas/segmentation';
import { gql } from '../api.ts';
import { accountGraphql } from '../../generated/account/gql.ts';

const DOCUMENT = accountGraphql(`query FieldValues($account_field_id: Int!, $search: String) {
  get_account_field_values(account_field_id: $account_field_id, search: $search) { id account_field_id value label }
}`);

/** Values of a field containing the search term; nothing is asked below 3 characters. */
export function useFieldValues(fieldId: number, search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['account_field_values', fieldId, term],
    queryFn: () => gql('account', DOCUMENT, { account_field_id: fieldId, search: term }),
    select: (d) => d.get_account_field_values,
    enabled: term.length >= SEGMENTATION_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}
