import fs from 'node:fs';
import { updateRecord } from '../../../platform/db/record.ts';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { SCORM_UPLOAD_MESSAGES } from '@backoffice/domain/schemas/scorm';
import { storedFile } from '../../../db/schema/files.ts';
import { course } from '../../../db/schema/lms.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { UserError } from '../../../platform/errors.ts';
import { refuseUpload } from '../../../platform/http/upload.ts';
import { uploadsRefused } from '../../../platform/observability/metrics.ts';
import { discardFile, FILE_MESSAGES, storeUpload } from '../../../platform/files/store-upload.ts';
import { inspectScormPackage, SCORM_LIMITS, type ScormPackage } from '../../../platform/scorm/scorm-package.ts';
import { forgetCachedPackage } from './scorm-package-cache.ts';

export interface CourseScorm {
  id: number;
  title: string;
  type: string;
  scorm_file_id: number | null;
  scorm: string | null;
  scorm_version: string | null;
  scorm_launch: string | null;
  storage_key: string | null;
  size: number | null;
}

/** A course with its package's file, or NOT_FOUND. */
export async function courseScorm(db: Db, courseId: number): Promise<CourseScorm> {
  const [row] = await db
    .select({
      id: course.id,
      title: course.title,
      type: course.type,
      scorm_file_id: course.scorm_file_id,
      scorm: storedFile.original_name,
      scorm_version: course.scorm_version,
      scorm_launch: course.scorm_launch,
      storage_key: storedFile.storage_key,
      size: storedFile.size,
    })
    .from(course)
    .leftJoin(storedFile, eq(storedFile.id, course.scorm_file_id))
    .where(eq(course.id, courseId));
  if (!row) throw new UserError(SCORM_UPLOAD_MESSAGES.courseNotFound, 'NOT_FOUND');
  return row;
}

export function assertOnline(type: string): void {
  if (type !== 'online') throw new UserError(SCORM_UPLOAD_MESSAGES.onlineOnly);
}

/** The course's package, or a readable refusal when it has none. */
export async function requirePackage(db: Db, courseId: number) {
  const row = await courseScorm(db, courseId);
  if (!row.storage_key || !row.scorm_version) throw new UserError(SCORM_UPLOAD_MESSAGES.noPackage, 'NOT_FOUND');
  return { ...row, storage_key: row.storage_key, scorm_version: row.scorm_version as ScormPackage['version'], scorm_launch: row.scorm_launch ?? '' };
}

/** What inspection allows for a configured package size: unpacked, ten times the zip. */
export const scormLimits = (maxBytes: number) => ({ ...SCORM_LIMITS, maxUncompressedBytes: Math.max(maxBytes * 10, 1024 * 1024) });

function capBytes(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? refuseUpload('too_large', FILE_MESSAGES.tooLarge(maxBytes)) : null, chunk);
    },
  });
}

/**
 * The upload in a temporary file (a zip is read from its end: the central directory), checked
 * as a SCORM package; `use` runs while the file exists, which is removed afterwards whatever happens.
 */
/** Named after the process, so what one server copy (or test worker) leaves behind is told apart from another's. */
export const UPLOAD_TEMP_PREFIX = `bo-scorm-upload-${process.pid}-`;

async function withInspectedPackage<T>(stream: Readable, maxBytes: number, use: (file: string, pkg: ScormPackage) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), UPLOAD_TEMP_PREFIX));
  try {
    const file = path.join(dir, 'package.zip');
    try {
      await pipeline(stream, capBytes(maxBytes), fs.createWriteStream(file));
    } catch (error) {
      stream.resume();
      throw error;
    }
    // The multipart parser ends a file cut at the route's limit (the same size) as if complete.
    if ((stream as { truncated?: boolean }).truncated) throw refuseUpload('too_large', FILE_MESSAGES.tooLarge(maxBytes));
    const pkg = await inspectScormPackage(file, scormLimits(maxBytes)).catch((error: unknown) => {
      if (error instanceof UserError) uploadsRefused.inc({ reason: 'invalid_package' });
      throw error;
    });
    return await use(file, pkg);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Makes a SCORM package the course's: checked (see inspectScormPackage), stored as a file owned
 * by the course, and the course's package, version and launch file changed in the same
 * transaction. A refusal leaves no row, no stored object and no temporary file; the package it
 * replaces is removed only after the commit.
 */
export async function saveScormPackage(
  deps: Pick<AppDeps, 'db' | 'files'>,
  user: CurrentUser,
  courseId: number,
  upload: { filename: string; stream: Readable },
  maxBytes: number,
) {
  let replaced: { id: number; key: string | null } | null = null;
  const saved = await withInspectedPackage(upload.stream, maxBytes, (file, pkg) =>
    storeUpload(
      deps,
      { filename: upload.filename, stream: fs.createReadStream(file) },
      { kind: 'zip', maxBytes, user, owner: 'course' },
      async (tx, stored) => {
        const [current] = await tx
          .select({ type: course.type, file_id: course.scorm_file_id, key: storedFile.storage_key })
          .from(course)
          .leftJoin(storedFile, eq(storedFile.id, course.scorm_file_id))
          .where(eq(course.id, courseId))
          .for('update', { of: course });
        if (!current) throw new UserError(SCORM_UPLOAD_MESSAGES.courseNotFound, 'NOT_FOUND');
        assertOnline(current.type);
        if (current.file_id) replaced = { id: current.file_id, key: current.key };
        await updateRecord(tx, course, courseId, user, { scorm_file_id: stored.id, scorm_version: pkg.version, scorm_launch: pkg.launch });
        return courseId;
      },
    ).then((stored) => ({ stored, pkg })),
  );
  const old = replaced as { id: number; key: string | null } | null;
  if (old) {
    await discardFile(deps, old.id);
    if (old.key) await forgetCachedPackage(old.key);
  }
  return { id: courseId, scorm: saved.stored.original_name, scorm_version: saved.pkg.version };
}
