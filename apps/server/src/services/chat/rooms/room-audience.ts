import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { CHAT_ROOM_MESSAGES, type ChatLevel } from '@backoffice/domain/schemas/chat-room';
import { segmentation, userFieldValue } from '../../../db/schema/account.ts';
import { chat } from '../../../db/schema/chat.ts';
import { corretor } from '../../../db/schema/corretor.ts';
import { parceiro } from '../../../db/schema/parceiro.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { preparedShapes } from '../../../platform/db/prepared-shapes.ts';
import { UserError } from '../../../platform/errors.ts';

export type ChatRoomRow = typeof chat.$inferSelect;

/** The moderators' module: a moderator enters any room, open or not. */
export const MODERATOR_MODULE = 'Chat' as const;

export const isModerator = (user: Pick<CurrentUser, 'modules'>) => user.modules.includes(MODERATOR_MODULE);

export type OpenRoom = Pick<ChatRoomRow, 'id'>;

/** Active, not cancelled and inside its publishing window, on the database's clock. */
const roomOpen = sql<boolean>`${chat.active} = 1 and ${chat.canceled} = 0 and ${chat.date_publish} <= now() and (${chat.date_unpublish} is null or ${chat.date_unpublish} > now())`;

const isBroker = (userId: Placeholder) => sql`exists (select 1 from ${corretor} where ${corretor.user_id} = ${userId})`;
const isPartner = (userId: Placeholder) => sql`exists (select 1 from ${parceiro} where ${parceiro.user_id} = ${userId})`;

/**
 * Whether the room's level admits the user (the roles and permissions of the spec): brokers (a corretor record),
 * commercial partners (a parceiro record), staff (neither), or, for a segmented room (or one
 * without a level), anyone when the room names no segment, else a user holding one of its
 * account-field values. An expression over the room's row, so the room and the answer come in
 * one statement (every participant's message and heartbeat asks it).
 */
function levelAdmits(userId: Placeholder) {
  const roomSegments = and(eq(segmentation.module_name, MODERATOR_MODULE), eq(segmentation.item_id, chat.id));
  const unsegmented = sql`not exists (select 1 from ${segmentation} where ${roomSegments})`;
  const inSegment = sql`exists (select 1 from ${segmentation} join ${userFieldValue} on ${userFieldValue.account_field_value_id} = ${segmentation.account_field_value_id}
    where ${roomSegments} and ${userFieldValue.user_id} = ${userId})`;
  const levels: Record<Exclude<ChatLevel, 'Segmentado'>, SQL> = {
    Corretores: isBroker(userId),
    Comerciais: isPartner(userId),
    Funcionários: sql`not ${isBroker(userId)} and not ${isPartner(userId)}`,
  };
  const cases = Object.entries(levels).map(([level, admits]) => sql`when ${level} then ${admits}`);
  return sql<boolean>`case ${chat.level} ${sql.join(cases, sql` `)} else (${unsegmented} or ${inSegment}) end`;
}

/**
 * Whether the user may enter the room, as an expression over its row: a moderator any room, a
 * participant one that is open and whose level admits them. For statements that enter a room
 * beside their own work (a chat message).
 */
export const roomAdmits = (moderator: boolean, userId: Placeholder) =>
  moderator ? sql<boolean>`true` : sql<boolean>`(${roomOpen}) and (${levelAdmits(userId)})`;

// Every participant's heartbeat opens the room: one prepared statement for moderators, one for participants.
const roomStatements = preparedShapes<{ execute(values: { chat: number; user: number }): Promise<Array<{ admits: boolean }>> }>();
const roomFor = (db: Db, moderator: boolean) =>
  roomStatements(db, moderator ? 'moderator' : 'participant', (name) =>
    db
      .select({ admits: roomAdmits(moderator, sql.placeholder('user')) })
      .from(chat)
      .where(eq(chat.id, sql.placeholder('chat')))
      .prepare(name),
  );

/** The refusal of a room the user may not enter: none by that id (`found` false), or not open to them. */
export function refuseRoom(moderator: boolean, found: boolean): UserError {
  // A participant gets the same refusal for a room that does not exist: it never says which ids are rooms.
  return moderator && !found ? new UserError(CHAT_ROOM_MESSAGES.notFound, 'NOT_FOUND') : new UserError(CHAT_ROOM_MESSAGES.notOpen, 'FORBIDDEN');
}

/**
 * The room a user enters as a participant (chat, messages, presence). Moderators (module Chat)
 * enter any room, and are told when there is none (NOT_FOUND). A participant gets the same
 * FORBIDDEN for a room that does not exist as for one not open to them: what they are told never
 * says which ids are rooms.
 */
export async function openRoomFor(db: Db, user: CurrentUser, chatId: number): Promise<OpenRoom> {
  const moderator = isModerator(user);
  const [row] = await roomFor(db, moderator).execute({ chat: chatId, user: user.id });
  if (!row?.admits) throw refuseRoom(moderator, row !== undefined);
  return { id: chatId };
}
