import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listVariables, type ListState } from '../../../components/use-list-state.ts';
import { gql } from '../../../lib/api.ts';
import { corretorGraphql } from '../../../generated/corretor/gql.ts';

export const CORRETORES_KEY = ['corretores'];

const DOCUMENT = corretorGraphql(`query Corretores($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {
    id name email cpf susep
  }
  cadastros_count(search: $search)
}`);

/** One page of /Corretor and the total behind its pagination, in one request. */
export function useCorretores(list: ListState) {
  const variables = listVariables(list);
  return useQuery({
    queryKey: [...CORRETORES_KEY, 'list', variables],
    queryFn: () => gql('corretor', DOCUMENT, variables),
    select: (d) => ({ rows: d.cadastros_collections, total: d.cadastros_count }),
    placeholderData: keepPreviousData,
  });
}
