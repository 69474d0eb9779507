import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import type { RouteRegistration } from '../../service-definition.ts';
import { chatPresenceSchema } from '../presence/presence-schema.ts';
import { registerMessageReportRoutes } from './message-report-routes.ts';
import { chatMessageSchema } from './message-schema.ts';
import { chatModerationSchema } from './moderation-schema.ts';

/** What the chat's messages, moderation and presence add to the chat service (one entry in its service.ts). */
export const chatMessageParts: ServicePart<'chat'>[] = [chatMessageSchema, chatModerationSchema, chatPresenceSchema];
export const chatMessageRoutes: RouteRegistration[] = [registerMessageReportRoutes];
