import { imageRoutes } from '../../platform/files/file-routes.ts';
import { fileOwnersOf } from '../file-owners.ts';
import type { ServiceDefinition } from '../service-definition.ts';
import { registerQuestionAnswersReportRoutes } from '../chat/messages/question-answers-report-routes.ts';
import { registerClassroomRoutes } from './classrooms/classroom-routes.ts';
import { classroomSchema } from './classrooms/classroom-schema.ts';
import { courseCountersSchema } from './course-counters/course-counters-schema.ts';
import { courseInProgressReport } from './courses/course-in-progress-report.ts';
import { registerCourseReportRoutes } from './courses/course-report-routes.ts';
import { courseSchema } from './courses/course-schema.ts';
import { registerCourseUploadRoutes } from './courses/course-upload-routes.ts';
import { instructorSchema } from './instructors/instructor-schema.ts';
import { lmsReportRoutes } from './lms-report-routes.ts';
import { answerSchema } from './proofs/answer-schema.ts';
import { registerLinkedProofsRoutes } from './proofs/linked-proofs-routes.ts';
import { proofSchema } from './proofs/proof-schema.ts';
import { questionSchema } from './proofs/question-schema.ts';
import { registerCourseProgressReportRoutes } from './reports/course-progress-report-routes.ts';
import { registerCourseSummaryReportRoutes } from './reports/course-summary-report-routes.ts';
import { presentialClassesReport } from './reports/presential-classes-report.ts';
import { programInProgressReport } from './reports/program-in-progress-report.ts';
import { registerReportClassesRoutes } from './reports/report-classes-routes.ts';
import { registerScormRoutes } from './scorm/scorm-routes.ts';
import { scormSchema } from './scorm/scorm-schema.ts';
import { registerUnassignedClassesRoutes } from './reports/unassigned-classes-routes.ts';
import { trailsByItemSchema } from './trails-by-item/trails-by-item-schema.ts';
import { trailProgressReportDefinition } from './trails/trail-progress-report.ts';
import { registerTrailReportRoutes } from './trails/trail-report-routes.ts';
import { trailOptionSchema } from './trails/trail-option-schema.ts';
import { trailSchema } from './trails/trail-schema.ts';
import { registerTrailUploadRoutes } from './trails/trail-upload-routes.ts';
import { registerUnpublishedRoutes } from './unpublished/unpublished-routes.ts';
import { registerVideoRoutes } from './videos/video-routes.ts';
import { videoSchema } from './videos/video-schema.ts';

/** Courses, trails, classes and videos: the learning back-office. */
export const lmsService: ServiceDefinition<'lms'> = {
  name: 'lms',
  schemas: [
    trailsByItemSchema,
    courseCountersSchema,
    videoSchema,
    instructorSchema,
    courseSchema,
    proofSchema,
    questionSchema,
    answerSchema,
    classroomSchema,
    scormSchema,
    trailSchema,
    trailOptionSchema,
  ],
  routes: [
    registerUnpublishedRoutes,
    registerVideoRoutes,
    registerReportClassesRoutes,
    registerUnassignedClassesRoutes,
    registerCourseProgressReportRoutes,
    registerCourseSummaryReportRoutes,
    registerCourseUploadRoutes,
    registerCourseReportRoutes,
    lmsReportRoutes,
    registerClassroomRoutes,
    registerScormRoutes,
    registerTrailUploadRoutes,
    registerTrailReportRoutes,
    registerLinkedProofsRoutes,
    registerQuestionAnswersReportRoutes,
    // The thumbnails of courses and trails at the spec's address.
    imageRoutes('/api/v1/lms/assets', fileOwnersOf(['course', 'trail'])),
  ],
  reports: [programInProgressReport, presentialClassesReport, courseInProgressReport, trailProgressReportDefinition],
};
