import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { VIDEO_MEDIA_FIELDS, type VideoMedia } from './types.ts';
import { VIDEO_MEDIA_KEY } from './use-video-media-list.ts';

const DOCUMENT = /* GraphQL */ `query ($id: Int!) { video_media(id: $id) { ${VIDEO_MEDIA_FIELDS} } }`;

export function useVideoMedia(id: number | undefined) {
  return useQuery({
    queryKey: [...VIDEO_MEDIA_KEY, id ?? 0],
    queryFn: () => gql<{ video_media: VideoMedia | null }>('lms', DOCUMENT, { id }),
    select: (d) => d.video_media,
    enabled: Boolean(id),
  });
}
