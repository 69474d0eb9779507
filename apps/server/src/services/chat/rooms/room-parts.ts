import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import type { RouteRegistration } from '../../service-definition.ts';
import { registerRoomReportRoutes } from './room-report-routes.ts';
import { roomSchema } from './room-schema.ts';
import { registerRoomUploadRoutes } from './room-upload-routes.ts';

/** What the rooms bring to the chat service: their GraphQL part, their uploads and month report. */
export const chatRoomParts: ServicePart<'chat'>[] = [roomSchema];
export const chatRoomRoutes: RouteRegistration[] = [registerRoomUploadRoutes, registerRoomReportRoutes];
