import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { storedFile } from '../../../db/schema/files.ts';
import { course, scormPreview } from '../../../db/schema/lms.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import type { ScormVersion } from '../../../platform/scorm/scorm-package.ts';
import { previewItems } from './player/preview-items.ts';
import { assertOnline, requirePackage } from './scorm-store.ts';

/** How long a preview's address works: enough to play a package, short enough to leak little. */
export const PREVIEW_TTL_MS = 30 * 60_000;

/** Where a grant's player answers on the content origin; its package's files are under package/. */
export const playerPath = (token: string) => `/preview/${token}/`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens are 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The two origins of a preview: the back-office page that frames the player, and the content origin serving it. */
export interface PreviewOrigins {
  frame: string;
  content: string;
}

/**
 * A grant to play one course's package in the preview, whose player carries no session: the
 * token travels in the files' path, and only its hash is kept, with the origin allowed to frame
 * it. Expired grants are purged here, on the way (no state changes on the GETs that use them).
 */
export async function createPreviewGrant(db: Db, files: FileStorage, user: CurrentUser, courseId: number, origins: PreviewOrigins) {
  const pkg = await requirePackage(db, courseId);
  assertOnline(pkg.type);
  const items = await previewItems(files, pkg.storage_key);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PREVIEW_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.delete(scormPreview).where(lt(scormPreview.expires_at, new Date()));
    await tx
      .insert(scormPreview)
      .values({ token_hash: hashOf(token), course_id: courseId, user_id: user.id, expires_at: expiresAt, frame_origin: origins.frame });
  });
  return {
    url: `${origins.content}${playerPath(token)}`,
    version: pkg.scorm_version,
    launch: pkg.scorm_launch,
    expires_at: expiresAt.toISOString(),
    items: items.map(({ url, ...item }) => ({ ...item, launchable: url !== null })),
  };
}

export interface PreviewGrant {
  storageKey: string;
  version: ScormVersion;
  /** The back-office origin allowed to frame the player. */
  frameOrigin: string;
}

/** The package a live grant opens; null for an unknown or expired token. */
export async function packageOfGrant(db: Db, token: string): Promise<PreviewGrant | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select({ storageKey: storedFile.storage_key, version: course.scorm_version, frameOrigin: scormPreview.frame_origin })
    .from(scormPreview)
    .innerJoin(course, eq(course.id, scormPreview.course_id))
    .innerJoin(storedFile, eq(storedFile.id, course.scorm_file_id))
    .where(and(eq(scormPreview.token_hash, hashOf(token)), gt(scormPreview.expires_at, new Date())));
  return row?.version ? { storageKey: row.storageKey, version: row.version as ScormVersion, frameOrigin: row.frameOrigin } : null;
}
