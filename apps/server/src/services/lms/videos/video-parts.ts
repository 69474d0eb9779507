import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import type { RouteRegistration } from '../../service-definition.ts';
import { videoSchema } from './video-schema.ts';
import { registerVideoRoutes } from './video-routes.ts';
import { videoBulk } from './video-bulk.ts';

/** What the video library brings to the lms service: its GraphQL parts, routes and bulk list. */
export const videoParts: ServicePart<'lms'>[] = [videoSchema];
export const videoRoutes: RouteRegistration[] = [registerVideoRoutes];
export const videoBulkTargets = [videoBulk];
