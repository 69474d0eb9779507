import type { FastifyInstance } from 'fastify';
import { CHAT_ROOM_MESSAGES } from '@backoffice/domain/schemas/chat-room';
import { chat } from '../../../db/schema/chat.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { registerThumbnailRoute } from '../../../platform/files/thumbnail-route.ts';
import { MODERATOR_MODULE } from './room-audience.ts';
import { findRoom } from './room-store.ts';

/** owner_kind of a room's stored images (see chat/file-owners.ts). */
export const ROOM_FILE_OWNER = 'chat';

/**
 * POST /api/v1/chat/thumb and /api/v1/chat/background (id, file; returnUrl ignored): the room's
 * thumbnail and background, images told by their content, owned by the room.
 */
export function registerRoomUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = {
    module: MODERATOR_MODULE,
    table: chat,
    owner: ROOM_FILE_OWNER,
    notFound: CHAT_ROOM_MESSAGES.notFound,
    find: (d: AppDeps, id: number) => findRoom(d.db, id),
  };
  registerThumbnailRoute(app, deps, { ...route, path: '/api/v1/chat/thumb' });
  registerThumbnailRoute(app, deps, { ...route, path: '/api/v1/chat/background', column: 'background_file_id' });
}
