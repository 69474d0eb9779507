import { fileRoutes } from '../../platform/files/file-routes.ts';
import { reportScreenRoutes } from '../../platform/reports/report-screen-routes.ts';
import { FILE_OWNERS } from '../file-owners.ts';
import type { ServiceDefinition } from '../service-definition.ts';
import { bannerBulk, chatBannerBulk, mediaBulk } from './asset-bulk.ts';
import { assetSchema } from './asset-schema.ts';
import { contentDownloadsReport } from './content-downloads-report.ts';
import { categoryBulk } from './category-bulk.ts';
import { registerCategoryRoutes } from './category-routes.ts';
import { categorySchema } from './category-schema.ts';
import { registerDamUploadRoutes } from './dam-upload-routes.ts';
import { registerDownloadItemsReportRoutes } from './download-items-report-routes.ts';

/** Categories and assets, and the stored files of every service (GET /api/v1/dam/file/{id}). */
export const damService: ServiceDefinition<'dam'> = {
  name: 'dam',
  schemas: [categorySchema, assetSchema],
  routes: [fileRoutes(FILE_OWNERS), registerCategoryRoutes, registerDamUploadRoutes, reportScreenRoutes('dam'), registerDownloadItemsReportRoutes],
  reports: [contentDownloadsReport],
  bulk: [categoryBulk, mediaBulk, bannerBulk, chatBannerBulk],
};
