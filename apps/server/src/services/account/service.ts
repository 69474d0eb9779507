import { reportScreenRoutes } from '../../platform/reports/report-screen-routes.ts';
import type { ServiceDefinition } from '../service-definition.ts';
import { auditLogBulk } from './audit-log/audit-log-bulk.ts';
import { auditLogSchema } from './audit-log/audit-log-schema.ts';
import { categoryProfileSchema } from './category-profile/category-profile-schema.ts';
import { registerCommitmentTermRoutes } from './commitment-terms/commitment-term-routes.ts';
import { commitmentTermSchema } from './commitment-terms/commitment-term-schema.ts';
import { registerImpersonationRoutes } from './impersonation/impersonation-routes.ts';
import { impersonationSchema } from './impersonation/impersonation-schema.ts';
import { profileBulk } from './profiles/profile-bulk.ts';
import { registerProfileRoutes } from './profiles/profile-routes.ts';
import { profileSchema } from './profiles/profile-schema.ts';
import { registerSegmentationRoutes } from './segmentation/segmentation-routes.ts';
import { segmentationSchema } from './segmentation/segmentation-schema.ts';
import { userBulk } from './users/user-bulk.ts';
import { userSchema } from './users/user-schema.ts';

/** Profiles, users, segmentation, 'log in as', the audit log and the commitment terms. */
export const accountService: ServiceDefinition<'account'> = {
  name: 'account',
  schemas: [auditLogSchema, profileSchema, userSchema, impersonationSchema, categoryProfileSchema, segmentationSchema, commitmentTermSchema],
  routes: [registerProfileRoutes, registerImpersonationRoutes, registerSegmentationRoutes, reportScreenRoutes('account'), registerCommitmentTermRoutes],
  bulk: [userBulk, profileBulk, auditLogBulk],
};
