import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import type { RouteRegistration } from '../../service-definition.ts';
import { classroomSchema } from './classroom-schema.ts';
import { registerClassroomRoutes } from './classroom-routes.ts';
import { classroomBulk } from './classroom-bulk.ts';

/** What the classrooms and their attendance lists bring to the lms service: their GraphQL parts, routes and bulk target. */
export const classroomParts: ServicePart<'lms'>[] = [classroomSchema];
export const classroomRoutes: RouteRegistration[] = [registerClassroomRoutes];
export const classroomBulkTargets = [classroomBulk];
