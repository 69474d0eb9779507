import type { FastifyInstance } from 'fastify';
import { sessionSchema } from '../platform/auth/graphql.ts';
import type { AppDeps } from '../platform/deps.ts';
import { fileRoutes } from '../platform/files/file-routes.ts';
import { reportScreenRoutes } from '../platform/reports/report-screen-routes.ts';
import { FILE_OWNERS } from './file-owners.ts';
import type { ServiceSchema } from '../platform/graphql/endpoint.ts';
import { auditLogSchema } from './account/audit-log-schema.ts';
import { categoryProfileSchema } from './account/category-profile-schema.ts';
import { registerProfileRoutes } from './account/profile-routes.ts';
import { profileSchema } from './account/profile-schema.ts';
import { registerImpersonationRoutes } from './account/impersonation-routes.ts';
import { impersonationSchema } from './account/impersonation-schema.ts';
import { userSchema } from './account/user-schema.ts';
import { registerSegmentationRoutes } from './account/segmentation-routes.ts';
import { segmentationSchema } from './account/segmentation-schema.ts';
import { registerCategoryRoutes } from './dam/category-routes.ts';
import { categorySchema } from './dam/category-schema.ts';
import { assetSchema } from './dam/asset-schema.ts';
import { registerDamUploadRoutes } from './dam/dam-upload-routes.ts';
import { trailsByItemSchema } from './lms/trails-by-item-schema.ts';
import { registerUnpublishedRoutes } from './lms/unpublished-routes.ts';
import { videoSchema } from './lms/video-schema.ts';
import { registerVideoRoutes } from './lms/video-routes.ts';
import { registerCorretorUserCreationRoutes } from './corretor/user-creation-routes.ts';
import { registerParceiroUserCreationRoutes } from './parceiro/user-creation-routes.ts';
import { corretorSchema } from './corretor/corretor-schema.ts';
import { registerBranchRoutes } from './parceiro/branch-routes.ts';
import { branchSchema } from './parceiro/branch-schema.ts';
import { parceiroSchema } from './parceiro/parceiro-schema.ts';
import { registerRealEstateBaseRoutes } from './parceiro/real-estate-base-routes.ts';
import { registerContentRoutes } from './cms/content-routes.ts';
import { contentSchema } from './cms/content-schema.ts';
import { registerCommitmentTermRoutes } from './account/commitment-term-routes.ts';
import { commitmentTermSchema } from './account/commitment-term-schema.ts';
import { courseCountersSchema } from './lms/course-counters-schema.ts';
import { pageViewsSchema } from './analytics/page-views-schema.ts';
import { registerAnalyticsEventRoutes } from './analytics/events-routes.ts';
import { registerBannerReportRoutes } from './analytics/banner-report-routes.ts';
import { registerDownloadItemsReportRoutes } from './dam/download-items-report-routes.ts';
import { registerReportClassesRoutes } from './lms/report-classes-routes.ts';
import { registerUnassignedClassesRoutes } from './lms/unassigned-classes-routes.ts';
import { registerCourseProgressReportRoutes } from './lms/course-progress-report-routes.ts';
import { registerCourseSummaryReportRoutes } from './lms/course-summary-report-routes.ts';

export interface ServiceDefinition {
  /** Schema parts beyond the access calls every endpoint carries. */
  schemas: ServiceSchema[];
  routes: Array<(app: FastifyInstance, deps: AppDeps) => void>;
}

/** The API services of /api/v1/{service}; areas add their schema parts and routes here. */
export const SERVICES: Record<string, ServiceDefinition> = {
  account: { schemas: [auditLogSchema, profileSchema, userSchema, impersonationSchema, categoryProfileSchema, segmentationSchema, commitmentTermSchema], routes: [registerProfileRoutes, registerImpersonationRoutes, registerSegmentationRoutes, reportScreenRoutes('account'), registerCommitmentTermRoutes] },
  lms: { schemas: [trailsByItemSchema, courseCountersSchema, videoSchema], routes: [registerUnpublishedRoutes, registerVideoRoutes, registerReportClassesRoutes, registerUnassignedClassesRoutes, registerCourseProgressReportRoutes, registerCourseSummaryReportRoutes] },
  dam: { schemas: [categorySchema, assetSchema], routes: [fileRoutes(FILE_OWNERS), registerCategoryRoutes, registerDamUploadRoutes, reportScreenRoutes('dam'), registerDownloadItemsReportRoutes] },
  analytics: { schemas: [pageViewsSchema], routes: [registerAnalyticsEventRoutes, registerBannerReportRoutes] },
  chat: { schemas: [], routes: [] },
  cms: { schemas: [contentSchema], routes: [registerContentRoutes] },
  corretor: { schemas: [corretorSchema], routes: [registerCorretorUserCreationRoutes] },
  parceiro: {
    schemas: [parceiroSchema, branchSchema],
    routes: [registerParceiroUserCreationRoutes, registerBranchRoutes, registerRealEstateBaseRoutes],
  },
};

export function mergeSchemas(parts: ServiceSchema[]): ServiceSchema {
  const all = [sessionSchema, ...parts];
  return { typeDefs: all.flatMap((p) => p.typeDefs), resolvers: all.flatMap((p) => p.resolvers) };
}
