import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import type { ReportDefinition } from '../../../platform/reports/report-engine.ts';
import type { RouteRegistration } from '../../service-definition.ts';
import { trailSchema } from './trail-schema.ts';
import { trailOptionSchema } from './trail-option-schema.ts';
import { registerTrailUploadRoutes } from './trail-upload-routes.ts';
import { registerTrailReportRoutes } from './trail-report-routes.ts';
import { trailProgressReportDefinition } from './trail-progress-report.ts';
import { trailBulk } from './trail-bulk.ts';

/** What the trails, their items and their report bring to the lms service: their GraphQL parts, routes and reports. */
export const trailParts: ServicePart<'lms'>[] = [trailSchema, trailOptionSchema];
export const trailRoutes: RouteRegistration[] = [registerTrailUploadRoutes, registerTrailReportRoutes];
export const trailReports: readonly ReportDefinition[] = [trailProgressReportDefinition];
export const trailBulkTargets = [trailBulk];
