import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listVariables, type ListState } from '../../../components/use-list-state.ts';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { VideoMedia } from './use-video-media.ts';

export const VIDEO_MEDIA_KEY = ['video-media'];

const DOCUMENT = lmsGraphql(`query VideoMediaList($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  video_media_collection(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { ...VideoMediaFields }
  video_media_count(search: $search)
}`);

/** One page of /Video-library and the total behind its pagination, in one request. */
export function useVideoMediaList(list: ListState) {
  const variables = listVariables(list);
  return useQuery({
    queryKey: [...VIDEO_MEDIA_KEY, 'list', variables],
    queryFn: () => gql('lms', DOCUMENT, variables),
    select: (d) => ({ rows: d.video_media_collection as VideoMedia[], total: d.video_media_count }),
    placeholderData: keepPreviousData,
  });
}
