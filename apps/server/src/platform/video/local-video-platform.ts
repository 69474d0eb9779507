import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { videoMedia } from '../../db/schema/video.ts';
import type { Db } from '../db/client.ts';
import { VIDEO_PAGE_LENGTH, type VideoMediaItem, type VideoMediaPage, type VideoPlatform } from './video-platform.ts';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  media_id: videoMedia.media_id,
  title: videoMedia.title,
  category: videoMedia.category,
  status: videoMedia.status,
  published_at: videoMedia.published_at,
  duration_seconds: videoMedia.duration_seconds,
};

const published = eq(videoMedia.status, 'published');

/** Newest publication first; media without a date last; the id keeps pages from overlapping. */
const newestFirst = [sql`${videoMedia.published_at} desc nulls last`, desc(videoMedia.id)];

/** The picker's search: published media whose title contains the text (or whose media id is it). */
export function searchQuery(db: Db, text: string, limit: number) {
  const term = text.trim();
  // ILIKE '%…%' on the title is served by its trigram index (video_media_title_trgm).
  const match = term ? or(ilike(videoMedia.title, `%${escapeLike(term)}%`), eq(videoMedia.media_id, term)) : undefined;
  return db
    .select(columns)
    .from(videoMedia)
    .where(and(published, match))
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * The built-in video library (table video_media) behind the VideoPlatform calls, used when no
 * external platform is configured: published media only, as the platform would answer.
 */
export function localVideoPlatform(db: Db): VideoPlatform {
  return {
    kind: 'local',
    async publishedMedia(page): Promise<VideoMediaPage> {
      const [{ total }] = await db.select({ total: count() }).from(videoMedia).where(published);
      const items: VideoMediaItem[] = await db
        .select(columns)
        .from(videoMedia)
        .where(published)
        .orderBy(...newestFirst)
        .limit(VIDEO_PAGE_LENGTH)
        .offset((page - 1) * VIDEO_PAGE_LENGTH);
      return { items, page, total, hasMore: page * VIDEO_PAGE_LENGTH < total };
    },
    search: (text, limit) => searchQuery(db, text, limit),
    async find(mediaId) {
      const [item] = await db.select(columns).from(videoMedia).where(eq(videoMedia.media_id, mediaId)).limit(1);
      return item ?? null;
    },
  };
}
