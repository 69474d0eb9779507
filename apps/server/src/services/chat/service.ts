import type { ServiceDefinition } from '../service-definition.ts';
import { chatLiveSchema } from './live/chat-live-schema.ts';
import { chatMessageParts, chatMessageRoutes } from './messages/chat-message-parts.ts';
import { chatRoomParts, chatRoomRoutes } from './rooms/room-parts.ts';

/** The chat endpoint: virtual rooms, their messages and moderation, presence, and the live feed of the moderation screen. */
export const chatService: ServiceDefinition<'chat'> = { name: 'chat', schemas: [...chatRoomParts, ...chatMessageParts, chatLiveSchema], routes: [...chatRoomRoutes, ...chatMessageRoutes] };
