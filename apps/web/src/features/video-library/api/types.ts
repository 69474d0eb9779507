import type { VideoMediaInput, VideoMediaStatus } from '@backoffice/domain/schemas/video-media';

/** A medium of the built-in video library (lms video_media). */
export interface VideoMedia {
  id: number;
  media_id: string;
  title: string;
  category: string | null;
  status: VideoMediaStatus;
  published_at: string | null;
  duration_seconds: number;
  created_at: string;
  updated_at: string;
}

/** What createOrUpdateVideoMedia takes: the domain schema's output, the date as ISO. */
export type VideoMediaApiInput = Omit<VideoMediaInput, 'published_at'> & { published_at: string | null };

export const VIDEO_MEDIA_FIELDS = 'id media_id title category status published_at duration_seconds created_at updated_at';
