import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import type { ReportDefinition } from '../../../platform/reports/report-engine.ts';
import type { RouteRegistration } from '../../service-definition.ts';
import { courseSchema } from './course-schema.ts';
import { registerCourseUploadRoutes } from './course-upload-routes.ts';
import { registerCourseReportRoutes } from './course-report-routes.ts';
import { courseInProgressReport } from './course-in-progress-report.ts';
import { onlineCourseBulk, presentialCourseBulk } from './course-bulk.ts';

/** What the online and presential courses bring to the lms service: their GraphQL parts, routes and reports. */
export const courseParts: ServicePart<'lms'>[] = [courseSchema];
export const courseRoutes: RouteRegistration[] = [registerCourseUploadRoutes, registerCourseReportRoutes];
export const courseReports: readonly ReportDefinition[] = [courseInProgressReport];
export const courseBulk = [onlineCourseBulk, presentialCourseBulk];
