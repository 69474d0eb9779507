import { count, eq } from 'drizzle-orm';
import { VIDEO_MEDIA_MESSAGES, type VideoMediaInput } from '@backoffice/domain/schemas/video-media';
import type { Config } from '../../../config.ts';
import { course } from '../../../db/schema/lms.ts';
import { videoMedia } from '../../../db/schema/video.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { deleteRecord } from '../../../platform/db/delete-record.ts';
import { pagedList } from '../../../platform/db/paged-list.ts';
import { assertUnique, saveRecord, tableValues } from '../../../platform/db/record.ts';
import { UserError } from '../../../platform/errors.ts';
import { type Save } from '../../../platform/graphql/operation.ts';

/** The local library is ours to manage only when no external platform is configured. */
export function assertLocalLibrary(config: Pick<Config, 'videoPlatform'>): void {
  if (config.videoPlatform.url) throw new UserError(VIDEO_MEDIA_MESSAGES.managedOnPlatform, 'CONFLICT');
}

type Row = typeof videoMedia.$inferSelect;

function present(row: Row) {
  return {
    id: row.id,
    media_id: row.media_id,
    title: row.title,
    category: row.category,
    status: row.status,
    published_at: row.published_at?.toISOString() ?? null,
    duration_seconds: row.duration_seconds,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
export type VideoMediaView = ReturnType<typeof present>;

const videoMediaList = pagedList({
  search: [videoMedia.title, videoMedia.media_id, videoMedia.category],
  id: videoMedia.id,
  order: { id: videoMedia.id, name: videoMedia.title, title: videoMedia.title },
  rows: (db) => db.select().from(videoMedia).$dynamic(),
  present,
});
export const listVideoMedia = videoMediaList.list;
export const countVideoMedia = videoMediaList.count;
/** Every id the list's search finds, in its order, and those rows: the bulk action's and the export's. */
export const videoMediaIds = videoMediaList.ids;
export const videoMediaByIds = videoMediaList.byIds;

export async function findVideoMedia(db: Db, id: number): Promise<VideoMediaView | null> {
  const [row] = await db.select().from(videoMedia).where(eq(videoMedia.id, id));
  return row ? present(row) : null;
}

/** Courses whose video is this media id (course.video holds the platform's media id). */
async function coursesUsing(db: Db, mediaId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(course).where(eq(course.video, mediaId));
  return row?.n ?? 0;
}

/** `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince). */
export async function saveVideoMedia(db: Db, user: CurrentUser, { id, input, updated_at: expectedUpdatedAt }: Save<VideoMediaInput>): Promise<VideoMediaView> {
  const savedId = await saveRecord(db, {
    table: videoMedia,
    user,
    id,
    expectedUpdatedAt,
    load: findVideoMedia,
    notFound: VIDEO_MEDIA_MESSAGES.notFound,
    check: async (t, current) => {
      await assertUnique(t, videoMedia, eq(videoMedia.media_id, input.media_id), id, VIDEO_MEDIA_MESSAGES.duplicate);
      // A course keeps the media id it was given: changing it would leave the course without its video.
      if (current && current.media_id !== input.media_id && (await coursesUsing(t, current.media_id))) {
        throw new UserError(VIDEO_MEDIA_MESSAGES.mediaIdInUse, 'CONFLICT');
      }
    },
    values: tableValues(videoMedia, input),
    // Two saves racing past the check meet the unique index instead.
    unique: { video_media_media_id_unique: VIDEO_MEDIA_MESSAGES.duplicate },
  });
  return (await findVideoMedia(db, savedId))!;
}

export async function deleteVideoMedia(db: Db, id: number): Promise<boolean> {
  await deleteRecord(db, {
    table: videoMedia,
    id,
    load: findVideoMedia,
    notFound: VIDEO_MEDIA_MESSAGES.notFound,
    childrenExist: VIDEO_MEDIA_MESSAGES.usedByCourses,
    children: (current) => [[course, eq(course.video, current.media_id)]],
  });
  return true;
}
