import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import type { RouteRegistration } from '../../service-definition.ts';
import { registerChatAudienceReportRoutes } from './audience-report-routes.ts';
import { chatAudienceSchema } from './audience-schema.ts';

/** What virtual room audiences add to the analytics service (one entry in its service.ts). */
export const chatAudienceParts: ServicePart<'analytics'>[] = [chatAudienceSchema];
export const chatAudienceRoutes: RouteRegistration[] = [registerChatAudienceReportRoutes];
