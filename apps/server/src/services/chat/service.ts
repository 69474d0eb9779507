import { imageRoutes } from '../../platform/files/file-routes.ts';
import { fileOwnersOf } from '../file-owners.ts';
import type { ServiceDefinition } from '../service-definition.ts';
import { chatLiveSchema } from './live/chat-live-schema.ts';
import { chatMessageParts, chatMessageRoutes } from './messages/chat-message-parts.ts';
import { roomBulk } from './rooms/room-bulk.ts';
import { chatRoomParts, chatRoomRoutes } from './rooms/room-parts.ts';
import { ROOM_FILE_OWNER } from './rooms/room-upload-routes.ts';

/** The chat endpoint: virtual rooms, their messages and moderation, presence, and the live feed of the moderation screen. */
export const chatService: ServiceDefinition<'chat'> = {
  name: 'chat',
  schemas: [...chatRoomParts, ...chatMessageParts, chatLiveSchema],
  // A room's thumbnail and background at the spec's address, for whoever the room is open to.
  routes: [...chatRoomRoutes, ...chatMessageRoutes, imageRoutes('/api/v1/chat/assets', fileOwnersOf([ROOM_FILE_OWNER]))],
  bulk: [roomBulk],
};
