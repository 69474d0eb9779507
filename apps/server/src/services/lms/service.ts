import type { ServiceDefinition } from '../service-definition.ts';
import { courseCountersSchema } from './course-counters/course-counters-schema.ts';
import { registerCourseProgressReportRoutes } from './reports/course-progress-report-routes.ts';
import { registerCourseSummaryReportRoutes } from './reports/course-summary-report-routes.ts';
import { presentialClassesReport } from './reports/presential-classes-report.ts';
import { programInProgressReport } from './reports/program-in-progress-report.ts';
import { registerReportClassesRoutes } from './reports/report-classes-routes.ts';
import { registerUnassignedClassesRoutes } from './reports/unassigned-classes-routes.ts';
import { trailsByItemSchema } from './trails-by-item/trails-by-item-schema.ts';
import { registerUnpublishedRoutes } from './unpublished/unpublished-routes.ts';
import { registerVideoRoutes } from './videos/video-routes.ts';
import { videoSchema } from './videos/video-schema.ts';

/** Courses, trails, classes and videos: the learning back-office. */
export const lmsService: ServiceDefinition<'lms'> = {
  name: 'lms',
  schemas: [trailsByItemSchema, courseCountersSchema, videoSchema],
  routes: [
    registerUnpublishedRoutes,
    registerVideoRoutes,
    registerReportClassesRoutes,
    registerUnassignedClassesRoutes,
    registerCourseProgressReportRoutes,
    registerCourseSummaryReportRoutes,
  ],
  reports: [programInProgressReport, presentialClassesReport],
};
