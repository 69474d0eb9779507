import { callerOf } from '../../../platform/http/request-user.ts';
import type { FastifyInstance } from 'fastify';
import { scormDownloadQuery, scormUploadFields, SCORM_UPLOAD_MESSAGES } from '@backoffice/domain/schemas/scorm';
import type { AppDeps } from '../../../platform/deps.ts';
import { UserError } from '../../../platform/errors.ts';
import { readUpload } from '../../../platform/http/upload.ts';
import { attachment } from '../../../platform/reports/send-report.ts';
import { assertOnline, courseScorm, requirePackage, saveScormPackage } from './scorm-store.ts';

const access = { config: { access: 'Course' as const } };

/**
 * POST lms/course_upload (course_id, then file; returnUrl is accepted and ignored): a course's
 * SCORM package, refused with a Portuguese reason and nothing stored unless it is a real one.
 * GET lms/baixar_scorm?course_id: the package exactly as uploaded.
 */
export function registerScormRoutes(app: FastifyInstance, deps: AppDeps): void {
  const maxBytes = deps.config.scorm.maxBytes;

  app.post('/api/v1/lms/course_upload', access, async (request) => {
    const upload = await readUpload(request, 'file', { maxBytes });
    let courseId: number;
    try {
      courseId = scormUploadFields.parse(upload.fields).course_id;
      assertOnline((await courseScorm(deps.db, courseId)).type);
    } catch (error) {
      upload.stream.resume();
      throw error;
    }
    return saveScormPackage(deps, callerOf(request), courseId, upload, maxBytes);
  });

  app.get('/api/v1/lms/baixar_scorm', access, async (request, reply) => {
    const { course_id } = scormDownloadQuery.parse(request.query);
    const pkg = await requirePackage(deps.db, course_id);
    if (!pkg.scorm) throw new UserError(SCORM_UPLOAD_MESSAGES.noPackage, 'NOT_FOUND');
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', pkg.size)
      .header('content-disposition', attachment(pkg.scorm))
      .header('cache-control', 'private, no-cache')
      .send(deps.files.read(pkg.storage_key));
  });
}
