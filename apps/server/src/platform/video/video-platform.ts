import type { Config } from '../../config.ts';
import type { Db } from '../db/client.ts';
import { httpVideoPlatform } from './http-video-platform.ts';
import { localVideoPlatform } from './local-video-platform.ts';

/** Pages of the video platform are read 50 media at a time (the business constants and limits of the spec). */
export const VIDEO_PAGE_LENGTH = 50;

/** A medium as the report and the course video picker see it, whichever platform answered. */
export interface VideoMediaItem {
  /** The platform's media id (what a course stores in its video field). */
  media_id: string;
  title: string;
  /** Category path, e.g. 'Treinamentos > Seguros'; null when the medium has none. */
  category: string | null;
  status: string;
  published_at: Date | null;
  /** Whole seconds. */
  duration_seconds: number;
}

export interface VideoMediaPage {
  items: VideoMediaItem[];
  /** 1-based. */
  page: number;
  /** Published media in all pages. */
  total: number;
  hasMore: boolean;
}

/**
 * The video platform: an external one reached over HTTP (VIDEO_PLATFORM_URL) or the built-in
 * library in our own database. Both answer only with published media. Failures of the external
 * platform arrive as a UserError with a readable Portuguese message.
 */
export interface VideoPlatform {
  kind: 'http' | 'local';
  /** One page (1-based) of the published media, VIDEO_PAGE_LENGTH per page. */
  publishedMedia(page: number): Promise<VideoMediaPage>;
  /** Published media whose title contains the text (the course video picker); empty text: the newest. */
  search(text: string, limit: number): Promise<VideoMediaItem[]>;
  /** The medium a course stores (any status, so a course keeps showing its title); null when unknown. */
  find(mediaId: string): Promise<VideoMediaItem | null>;
}

/** The platform the configuration names: HTTP when VIDEO_PLATFORM_URL is set, else the local library. */
export function videoPlatformFor({ config, db }: { config: Pick<Config, 'videoPlatform'>; db: Db }): VideoPlatform {
  const { url, key, timeoutMs } = config.videoPlatform;
  return url ? httpVideoPlatform({ baseUrl: url, key, timeoutMs }) : localVideoPlatform(db);
}

/** Every published medium, page after page, fetched only as the reader asks for the next. */
export async function* allPublishedMedia(platform: VideoPlatform, first?: VideoMediaPage): AsyncGenerator<VideoMediaItem[]> {
  let current = first ?? (await platform.publishedMedia(1));
  for (;;) {
    if (current.items.length) yield current.items;
    if (!current.hasMore) return;
    current = await platform.publishedMedia(current.page + 1);
  }
}
