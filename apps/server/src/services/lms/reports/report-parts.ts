import type { ReportDefinition } from '../../../platform/reports/report-engine.ts';
import type { RouteRegistration } from '../../service-definition.ts';
import { registerReportClassesRoutes } from './report-classes-routes.ts';
import { registerUnassignedClassesRoutes } from './unassigned-classes-routes.ts';
import { registerCourseProgressReportRoutes } from './course-progress-report-routes.ts';
import { registerCourseSummaryReportRoutes } from './course-summary-report-routes.ts';
import { programInProgressReport } from './program-in-progress-report.ts';
import { presentialClassesReport } from './presential-classes-report.ts';

/** What the learning reports the dashboard and the lists download bring to the lms service: their GraphQL parts, routes and reports. */
export const reportRoutes: RouteRegistration[] = [
  registerReportClassesRoutes,
  registerUnassignedClassesRoutes,
  registerCourseProgressReportRoutes,
  registerCourseSummaryReportRoutes,
];
export const reportReports: readonly ReportDefinition[] = [programInProgressReport, presentialClassesReport];
