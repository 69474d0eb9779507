import { eq } from 'drizzle-orm';
import { CHAT_ROOM_MESSAGES } from '@backoffice/domain/schemas/chat-room';
import { chat } from '../../../db/schema/chat.ts';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';

export const yesNo = (flag: number) => (flag ? 'Sim' : 'Não');

/** A room report of a room that does not exist is refused, rather than an empty file. */
export async function assertRoomExists(db: Db, chatId: number): Promise<void> {
  const [room] = await db.select({ id: chat.id }).from(chat).where(eq(chat.id, chatId));
  if (!room) throw new UserError(CHAT_ROOM_MESSAGES.notFound, 'NOT_FOUND');
}
