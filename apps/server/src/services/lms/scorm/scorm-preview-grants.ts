import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { storedFile } from '../../../db/schema/files.ts';
import { course, scormPreview } from '../../../db/schema/lms.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { ScormVersion } from '../../../platform/scorm/scorm-package.ts';
import { assertOnline, requirePackage } from './scorm-store.ts';

/** How long a preview's address works: enough to play a package, short enough to leak little. */
export const PREVIEW_TTL_MS = 30 * 60_000;

export const PREVIEW_PATH = '/api/v1/lms/scorm-preview';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens are 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The launch file's address inside a grant's folder: each path segment encoded, its query string kept. */
export function launchUrl(token: string, launch: string): string {
  const cut = launch.search(/[?#]/);
  const [file, rest] = cut < 0 ? [launch, ''] : [launch.slice(0, cut), launch.slice(cut)];
  return `${PREVIEW_PATH}/${token}/${file.split('/').map(encodeURIComponent).join('/')}${rest}`;
}

/**
 * A grant to play one course's package in the preview frame, which carries no session: the
 * token travels in the files' path, and only its hash is kept. Expired grants are purged here,
 * on the way (no state changes on the GETs that use them).
 */
export async function createPreviewGrant(db: Db, user: CurrentUser, courseId: number) {
  const pkg = await requirePackage(db, courseId);
  assertOnline(pkg.type);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PREVIEW_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.delete(scormPreview).where(lt(scormPreview.expires_at, new Date()));
    await tx.insert(scormPreview).values({ token_hash: hashOf(token), course_id: courseId, user_id: user.id, expires_at: expiresAt });
  });
  return { url: launchUrl(token, pkg.scorm_launch), version: pkg.scorm_version, launch: pkg.scorm_launch, expires_at: expiresAt.toISOString() };
}

/** The package a live grant opens: its stored zip and version; null for an unknown or expired token. */
export async function packageOfGrant(db: Db, token: string): Promise<{ storageKey: string; version: ScormVersion } | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select({ storageKey: storedFile.storage_key, version: course.scorm_version })
    .from(scormPreview)
    .innerJoin(course, eq(course.id, scormPreview.course_id))
    .innerJoin(storedFile, eq(storedFile.id, course.scorm_file_id))
    .where(and(eq(scormPreview.token_hash, hashOf(token)), gt(scormPreview.expires_at, new Date())));
  return row?.version ? { storageKey: row.storageKey, version: row.version as ScormVersion } : null;
}
