import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql } from '../api.ts';
import { lmsGraphql } from '../../generated/lms/gql.ts';
import type { VideoOptionsQuery } from '../../generated/lms/graphql.ts';

const DOCUMENT = lmsGraphql(`query VideoOptions($search: String!, $limit: Int) {
  videos_search(search: $search, limit: $limit) { media_id title category }
}`);

const CHOSEN = lmsGraphql(`query VideoByMediaId($media_id: String!) {
  video_by_media_id(media_id: $media_id) { media_id title category }
}`);

const SEARCH_KEY = ['pickers', 'videos'];

type Video = VideoOptionsQuery['videos_search'][number];

const optionOf = (v: Video) => ({ value: v.media_id, label: v.category ? `${v.title} (${v.category})` : v.title });

/**
 * The published videos of the video platform matching a search, as select options (value: the
 * media id a course stores), with the chosen video (`current`) first, named by its title.
 *
 * A searchable Select puts the chosen option's label in its search box: that text is the choice,
 * not a search, so the newest videos are listed then, as an empty box lists them on create.
 */
export function useVideoOptions(search: string, current?: string | null) {
  const queryClient = useQueryClient();
  const chosen = useQuery({
    queryKey: ['pickers', 'video', current],
    queryFn: () => gql('lms', CHOSEN, { media_id: current! }),
    select: (d) => (d.video_by_media_id ? optionOf(d.video_by_media_id) : null),
    enabled: Boolean(current),
    staleTime: 5 * 60_000,
    // A video just picked from a list is known already: no request to name it.
    initialData: () => {
      for (const [, data] of queryClient.getQueriesData<VideoOptionsQuery>({ queryKey: SEARCH_KEY })) {
        const listed = data?.videos_search.find((v) => v.media_id === current);
        if (listed) return { video_by_media_id: listed };
      }
      return undefined;
    },
  });
  // Until the platform names it (or if it does not know it), the stored id stands for it.
  const chosenOption = current ? (chosen.data ?? { value: current, label: current }) : null;
  const typed = search.trim();
  // The id counts too: the box holds it until the title arrives (the Select follows one render late).
  const term = current && (typed === current || typed === chosenOption?.label) ? '' : typed;
  const list = useQuery({
    queryKey: [...SEARCH_KEY, term],
    queryFn: () => gql('lms', DOCUMENT, { search: term, limit: 20 }),
    select: (d) => d.videos_search.map(optionOf),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const others = (list.data ?? []).filter((o) => o.value !== current);
  return { ...list, data: chosenOption ? [chosenOption, ...others] : others };
}
