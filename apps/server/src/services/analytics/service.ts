import type { ServiceDefinition } from '../service-definition.ts';
import { registerBannerReportRoutes } from './banner-report-routes.ts';
import { registerAnalyticsEventRoutes } from './events-routes.ts';
import { pageViewsSchema } from './page-views-schema.ts';

/** Page views and the events the sites send. */
export const analyticsService: ServiceDefinition<'analytics'> = {
  name: 'analytics',
  schemas: [pageViewsSchema],
  routes: [registerAnalyticsEventRoutes, registerBannerReportRoutes],
};
