import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gql } from '../../lib/api.ts';
import { searchGraphql } from '../../generated/search/gql.ts';
import type { GlobalSearchQuery } from '../../generated/search/graphql.ts';

export type SearchHit = GlobalSearchQuery['search'][number];

const DOCUMENT = searchGraphql(`query GlobalSearch($term: String!, $limit: Int) {
  search(term: $term, limit: $limit) { kind id title detail path }
}`);

/** Typing pauses this long before a search goes out: one request per word, not per letter. */
const DEBOUNCE_MS = 200;

/** The records matching what is typed (two characters at least), as the server allows the caller to see. */
export function useGlobalSearch(term: string) {
  const [debounced] = useDebouncedValue(term.trim(), DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['global-search', debounced],
    queryFn: () => gql('search', DOCUMENT, { term: debounced, limit: 5 }),
    enabled: debounced.length >= 2,
    select: (d) => d.search,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { hits: debounced.length >= 2 ? (query.data ?? []) : [], loading: query.isFetching, settled: debounced === term.trim() && !query.isFetching };
}
