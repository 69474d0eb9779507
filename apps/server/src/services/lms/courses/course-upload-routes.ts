import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COURSE_MESSAGES } from '@backoffice/domain/schemas/course';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import { course } from '../../../db/schema/lms.ts';
import { updatedBy } from '../../../platform/audit.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { UserError } from '../../../platform/errors.ts';
import { discardFile, storeUpload } from '../../../platform/files/store-upload.ts';
import { readUpload } from '../../../platform/http/upload.ts';
import { findCourse } from './course-store.ts';

/** Largest course thumbnail. */
export const COURSE_THUMB_MAX_BYTES = 10 * 1024 * 1024;

/**
 * POST /api/v1/lms/course_thumb (id, file; returnUrl ignored): the course's thumbnail, an image
 * told by its content. The course row changes in the same transaction as the stored file's; the
 * replaced image is discarded afterwards.
 */
export function registerCourseUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/v1/lms/course_thumb', { config: { access: ['Course'] } }, async (request) => {
    const user = request.user!;
    const upload = await readUpload(request);
    let id: number;
    try {
      id = z.object({ id: recordIdFromText(COURSE_MESSAGES.notFound) }).parse(upload.fields).id;
      if (!(await findCourse(deps.db, id))) throw new UserError(COURSE_MESSAGES.notFound, 'NOT_FOUND');
    } catch (error) {
      upload.stream.resume();
      throw error;
    }
    let replaced: number | null = null;
    await storeUpload(deps, upload, { kind: 'image', maxBytes: COURSE_THUMB_MAX_BYTES, user, owner: 'course' }, async (tx, file) => {
      const [row] = await tx.select({ thumbnail: course.thumbnail_file_id }).from(course).where(eq(course.id, id)).for('update');
      if (!row) throw new UserError(COURSE_MESSAGES.notFound, 'NOT_FOUND');
      replaced = row.thumbnail;
      await tx.update(course).set({ thumbnail_file_id: file.id, ...updatedBy(user) }).where(eq(course.id, id));
      return id;
    });
    await discardFile(deps, replaced);
    return findCourse(deps.db, id);
  });
}
