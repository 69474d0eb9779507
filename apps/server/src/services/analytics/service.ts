import type { ServiceDefinition } from '../service-definition.ts';
import { registerBannerReportRoutes } from './banner-report-routes.ts';
import { chatAudienceParts, chatAudienceRoutes } from './chat-audience/chat-audience-parts.ts';
import { registerAnalyticsEventRoutes } from './events-routes.ts';
import { pageViewsSchema } from './page-views-schema.ts';

/** Page views and the events the sites send. */
export const analyticsService: ServiceDefinition<'analytics'> = {
  name: 'analytics',
  schemas: [pageViewsSchema, ...chatAudienceParts],
  routes: [registerAnalyticsEventRoutes, registerBannerReportRoutes, ...chatAudienceRoutes],
};
