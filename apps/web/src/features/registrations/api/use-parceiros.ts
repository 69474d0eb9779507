import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listVariables, type ListState } from '../../../components/use-list-state.ts';
import { gql } from '../../../lib/api.ts';
import { parceiroGraphql } from '../../../generated/parceiro/gql.ts';

export const PARCEIROS_KEY = ['parceiros'];

const DOCUMENT = parceiroGraphql(`query Parceiros($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {
    id name email cpf branch { id value }
  }
  cadastros_count(search: $search)
}`);

/** One page of /Parceiro and the total behind its pagination, in one request. */
export function useParceiros(list: ListState) {
  const variables = listVariables(list);
  return useQuery({
    queryKey: [...PARCEIROS_KEY, 'list', variables],
    queryFn: () => gql('parceiro', DOCUMENT, variables),
    select: (d) => ({ rows: d.cadastros_collections, total: d.cadastros_count }),
    placeholderData: keepPreviousData,
  });
}
