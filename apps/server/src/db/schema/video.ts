import { integer, pgTable, timestamp, uniqueIndex, varchar, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns } from './audit.ts';

/**
 * The built-in video library: answers the video-platform calls when no external platform is
 * configured (VIDEO_PLATFORM_URL), so reports and the course video picker work offline.
 */
export const videoMedia = pgTable(
  'video_media',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The platform's media id (what a course stores in its video field). */
    media_id: varchar('media_id', { length: 64 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    /** Category path as the platform shows it, e.g. 'Treinamentos > Seguros'. */
    category: varchar('category', { length: 255 }),
    /** 'published' | 'draft'. */
    status: varchar('status', { length: 20 }).notNull().default('published'),
    published_at: timestamp('published_at', { withTimezone: true }),
    duration_seconds: integer('duration_seconds').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('video_media_media_id_unique').on(t.media_id), index('video_media_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`)],
);
