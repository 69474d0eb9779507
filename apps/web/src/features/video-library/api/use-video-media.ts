import { useQuery } from '@tanstack/react-query';
import type { VideoMediaStatus } from '@backoffice/domain/schemas/video-media';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { VideoMediaRecordFragment } from '../../../generated/lms/graphql.ts';
import { VIDEO_MEDIA_KEY } from './use-video-media-list.ts';

/** What the library shows of a medium (declared for codegen: the list's document spreads it). */
lmsGraphql(`fragment VideoMediaFields on VideoMedia {
  id media_id title category status published_at duration_seconds created_at updated_at
}`);

/**
 * A medium of the built-in video library (every field: the fragment generated from the SDL). The
 * SDL types its status as a String; the server only stores the domain's statuses, so the rows
 * are read with those.
 */
export type VideoMedia = Omit<VideoMediaRecordFragment, 'status'> & { status: VideoMediaStatus };

const DOCUMENT = lmsGraphql(`query VideoMedia($id: Int!) { video_media(id: $id) { ...VideoMediaRecord } }`);

export function useVideoMedia(id: number | undefined) {
  return useQuery({
    queryKey: [...VIDEO_MEDIA_KEY, id ?? 0],
    queryFn: () => gql('lms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.video_media as VideoMedia | null,
    enabled: Boolean(id),
  });
}
