import { and, count, eq, ne } from 'drizzle-orm';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { VIDEO_MEDIA_MESSAGES, type VideoMediaInput } from '@backoffice/domain/schemas/video-media';
import type { Config } from '../../config.ts';
import { course } from '../../db/schema/lms.ts';
import { videoMedia } from '../../db/schema/video.ts';
import { createdBy, updatedBy } from '../../platform/audit.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { listParts } from '../../platform/db/list-query.ts';
import { assertUnchangedSince } from '../../platform/db/version-check.ts';
import { UserError } from '../../platform/errors.ts';
import { uniqueViolation } from '../../platform/db/pg-error.ts';

/** The local library is ours to manage only when no external platform is configured. */
export function assertLocalLibrary(config: Pick<Config, 'videoPlatform'>): void {
  if (config.videoPlatform.url) throw new UserError(VIDEO_MEDIA_MESSAGES.managedOnPlatform, 'CONFLICT');
}

const listSpec = {
  search: [videoMedia.title, videoMedia.media_id, videoMedia.category],
  id: videoMedia.id,
  order: { id: videoMedia.id, name: videoMedia.title, title: videoMedia.title },
};

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

export async function listVideoMedia(db: Db, args: ListArgs): Promise<VideoMediaView[]> {
  const { where, orderBy, limit, offset } = listParts(args, listSpec);
  const rows = await db.select().from(videoMedia).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  return rows.map(present);
}

export async function countVideoMedia(db: Db, args: ListArgs): Promise<number> {
  const { where } = listParts(args, listSpec);
  const [row] = await db.select({ n: count() }).from(videoMedia).where(where);
  return row?.n ?? 0;
}

export async function findVideoMedia(db: Db, id: number): Promise<VideoMediaView | null> {
  const [row] = await db.select().from(videoMedia).where(eq(videoMedia.id, id));
  return row ? present(row) : null;
}

/** Courses whose video is this media id (course.video holds the platform's media id). */
async function coursesUsing(db: Db, mediaId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(course).where(eq(course.video, mediaId));
  return row?.n ?? 0;
}

async function assertMediaIdFree(db: Db, mediaId: string, id: number | null | undefined) {
  const [other] = await db
    .select({ id: videoMedia.id })
    .from(videoMedia)
    .where(and(eq(videoMedia.media_id, mediaId), id ? ne(videoMedia.id, id) : undefined))
    .limit(1);
  if (other) throw new UserError(VIDEO_MEDIA_MESSAGES.duplicate, 'CONFLICT');
}

/** `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince). */
export async function saveVideoMedia(
  db: Db,
  user: CurrentUser,
  id: number | null | undefined,
  input: VideoMediaInput,
  expectedUpdatedAt?: string | null,
): Promise<VideoMediaView> {
  const values = {
    media_id: input.media_id,
    title: input.title,
    category: input.category,
    status: input.status,
    published_at: input.published_at,
    duration_seconds: input.duration_seconds,
  };
  try {
    if (id) {
      await db.transaction(async (t) => {
        const current = await findVideoMedia(t, id);
        if (!current) throw new UserError(VIDEO_MEDIA_MESSAGES.notFound, 'NOT_FOUND');
        await assertUnchangedSince(t, videoMedia, id, expectedUpdatedAt);
        await assertMediaIdFree(t, input.media_id, id);
        // A course keeps the media id it was given: changing it would leave the course without its video.
        if (current.media_id !== input.media_id && (await coursesUsing(t, current.media_id))) {
          throw new UserError(VIDEO_MEDIA_MESSAGES.mediaIdInUse, 'CONFLICT');
        }
        await t.update(videoMedia).set({ ...values, ...updatedBy(user) }).where(eq(videoMedia.id, id));
      });
      return (await findVideoMedia(db, id))!;
    }
    await assertMediaIdFree(db, input.media_id, null);
    const [created] = await db.insert(videoMedia).values({ ...values, ...createdBy(user) }).returning({ id: videoMedia.id });
    return (await findVideoMedia(db, created.id))!;
  } catch (error) {
    // Two saves racing past the check meet the unique index instead.
    if (uniqueViolation(error) === 'video_media_media_id_unique') throw new UserError(VIDEO_MEDIA_MESSAGES.duplicate, 'CONFLICT');
    throw error;
  }
}

export async function deleteVideoMedia(db: Db, id: number): Promise<boolean> {
  const current = await findVideoMedia(db, id);
  if (!current) throw new UserError(VIDEO_MEDIA_MESSAGES.notFound, 'NOT_FOUND');
  if (await coursesUsing(db, current.media_id)) throw new UserError(VIDEO_MEDIA_MESSAGES.usedByCourses, 'CONFLICT');
  await db.delete(videoMedia).where(eq(videoMedia.id, id));
  return true;
}
