import { imageRoutes } from '../../platform/files/file-routes.ts';
import { registerQuestionAnswersReportRoutes } from '../chat/messages/question-answers-report-routes.ts';
import { fileOwnersOf } from '../file-owners.ts';
import type { ServiceDefinition } from '../service-definition.ts';
import { classroomBulkTargets, classroomParts, classroomRoutes } from './classrooms/classroom-parts.ts';
import { courseCountersSchema } from './course-counters/course-counters-schema.ts';
import { courseBulk, courseParts, courseReports, courseRoutes } from './courses/course-parts.ts';
import { instructorBulk } from './instructors/instructor-bulk.ts';
import { instructorSchema } from './instructors/instructor-schema.ts';
import { lmsReportRoutes } from './lms-report-routes.ts';
import { proofBulkTargets, proofParts, proofRoutes } from './proofs/proof-parts.ts';
import { reportReports, reportRoutes } from './reports/report-parts.ts';
import { scormParts, scormRoutes } from './scorm/scorm-parts.ts';
import { trailsByItemSchema } from './trails-by-item/trails-by-item-schema.ts';
import { trailBulkTargets, trailParts, trailReports, trailRoutes } from './trails/trail-parts.ts';
import { registerUnpublishedRoutes } from './unpublished/unpublished-routes.ts';
import { videoBulkTargets, videoParts, videoRoutes } from './videos/video-parts.ts';

/**
 * Courses, trails, classes and videos: the learning back-office. Each folder declares what it
 * brings in its *-parts.ts; a folder of one schema or one route is named here directly.
 */
export const lmsService: ServiceDefinition<'lms'> = {
  name: 'lms',
  schemas: [
    trailsByItemSchema,
    courseCountersSchema,
    ...videoParts,
    instructorSchema,
    ...courseParts,
    ...proofParts,
    ...classroomParts,
    ...scormParts,
    ...trailParts,
  ],
  routes: [
    registerUnpublishedRoutes,
    ...videoRoutes,
    ...reportRoutes,
    ...courseRoutes,
    lmsReportRoutes,
    ...classroomRoutes,
    ...scormRoutes,
    ...trailRoutes,
    ...proofRoutes,
    registerQuestionAnswersReportRoutes,
    // The thumbnails of courses and trails at the spec's address.
    imageRoutes('/api/v1/lms/assets', fileOwnersOf(['course', 'trail'])),
  ],
  reports: [...reportReports, ...courseReports, ...trailReports],
  bulk: [...courseBulk, ...classroomBulkTargets, instructorBulk, ...trailBulkTargets, ...proofBulkTargets, ...videoBulkTargets],
};
