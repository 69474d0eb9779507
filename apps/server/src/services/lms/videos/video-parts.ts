import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import type { RouteRegistration } from '../../service-definition.ts';
import { videoSchema } from './video-schema.ts';
import { registerVideoRoutes } from './video-routes.ts';

/** What the video library bring to the lms service: their GraphQL parts, routes and reports. */
export const videoParts: ServicePart<'lms'>[] = [videoSchema];
export const videoRoutes: RouteRegistration[] = [registerVideoRoutes];
