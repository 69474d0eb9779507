import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import type { RouteRegistration } from '../../service-definition.ts';
import { scormSchema } from './scorm-schema.ts';
import { registerScormRoutes } from './scorm-routes.ts';

/** What the courses' SCORM packages and their previews bring to the lms service: their GraphQL parts, routes and reports. */
export const scormParts: ServicePart<'lms'>[] = [scormSchema];
export const scormRoutes: RouteRegistration[] = [registerScormRoutes];
