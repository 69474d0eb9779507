import type { FileOwnerRules } from '../file-owners.ts';
import { openRoomFor } from './rooms/room-audience.ts';
import { ROOM_FILE_OWNER } from './rooms/room-upload-routes.ts';

/** A room's images: for its moderators (module Chat) and for whoever the room is open to. */
export const CHAT_FILE_OWNERS: FileOwnerRules = {
  [ROOM_FILE_OWNER]: (db, user, id) => openRoomFor(db, user, id),
};
