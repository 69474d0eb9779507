import type { FastifyInstance } from 'fastify';
import { COURSE_MESSAGES } from '@backoffice/domain/schemas/course';
import { course } from '../../../db/schema/lms.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { registerThumbnailRoute } from '../../../platform/files/thumbnail-route.ts';
import { findCourse } from './course-store.ts';

/** POST /api/v1/lms/course_thumb (id, file; returnUrl ignored): the course's thumbnail. */
export function registerCourseUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerThumbnailRoute(app, deps, {
    path: '/api/v1/lms/course_thumb',
    module: 'Course',
    table: course,
    owner: 'course',
    notFound: COURSE_MESSAGES.notFound,
    find: (d, id) => findCourse(d.db, id),
  });
}
