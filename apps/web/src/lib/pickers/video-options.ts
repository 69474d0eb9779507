import { useQuery } from '@tanstack/react-query';
import { gql } from '../api.ts';
import { lmsGraphql } from '../../generated/lms/gql.ts';

const DOCUMENT = lmsGraphql(`query VideoOptions($search: String!, $limit: Int) {
  videos_search(search: $search, limit: $limit) { media_id title category }
}`);

/**
 * The published videos of the video platform matching a search, as select options (value: the
 * media id a course or trail stores). `current` keeps the chosen video among the options.
 */
export function useVideoOptions(search: string, current?: string | null) {
  const term = search.trim();
  return useQuery({
    queryKey: ['pickers', 'videos', term],
    queryFn: () => gql('lms', DOCUMENT, { search: term, limit: 20 }),
    select: (d) => {
      const options = d.videos_search.map((v) => ({ value: v.media_id, label: v.category ? `${v.title} (${v.category})` : v.title }));
      return current && !options.some((o) => o.value === current) ? [{ value: current, label: current }, ...options] : options;
    },
    staleTime: 30_000,
  });
}
