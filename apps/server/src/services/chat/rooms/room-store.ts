import { and, asc, eq, getTableColumns, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDateTime } from '@backoffice/domain/dates';
import { saoPauloMonth } from '@backoffice/domain/reports';
import { CHAT_ROOM_MESSAGES, type ChatRoomInput } from '@backoffice/domain/schemas/chat-room';
import { PROOF_TYPE } from '@backoffice/domain/schemas/course';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { segmentation } from '../../../db/schema/account.ts';
import { chat } from '../../../db/schema/chat.ts';
import { asset } from '../../../db/schema/dam.ts';
import { proof } from '../../../db/schema/lms.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { deleteRecord } from '../../../platform/db/delete-record.ts';
import { type ListFilter, type ListTotals, pagedList } from '../../../platform/db/paged-list.ts';
import { presentRow, tableValues, titledRef, saveRecord } from '../../../platform/db/record.ts';
import { fileUrl } from '../../../platform/files/file-routes.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { saoPauloMonthStart } from '../../../platform/reports/report-period.ts';
import { assertProofType } from '../../../platform/learning-checks.ts';
import { sanitizeRoomDescription } from './room-description.ts';
import { type Save } from '../../../platform/graphql/operation.ts';

/** The Dam asset type of a room's attachments (external_parent_id = the room). */
export const ROOM_ATTACHMENT_TYPE = 'AnexoSala';

const reaction = alias(proof, 'reaction');
const quiz = alias(proof, 'quiz');

/** How many attachments the room has (the list's 'Inserir Anexos'); qualified on purpose, read through asset_module_parent_idx. */
const attachmentCount = sql<number>`(select count(*)::int from ${asset} where ${asset.module_name} = ${ROOM_ATTACHMENT_TYPE} and ${asset.external_parent_id} = "chat"."id")`;

const columns = {
  ...getTableColumns(chat),
  reaction_title: reaction.title,
  quiz_title: quiz.title,
  attachments: attachmentCount,
};

const selectRooms = (db: Db, fields = columns) =>
  db.select(fields).from(chat).leftJoin(reaction, eq(reaction.id, chat.reactionevaluation_id)).leftJoin(quiz, eq(quiz.id, chat.quiz_id)).$dynamic();

type RoomRow = Awaited<ReturnType<typeof selectRooms>>[number];

/** The GraphQL shape: the columns (see presentRow), dates also as shown (dd/MM/yyyy HH:mm, São Paulo), files as URLs. */
function present(row: RoomRow) {
  return presentRow(row, ['thumbnail_file_id', 'background_file_id', 'reaction_title', 'quiz_title'], {
    date_publish_format: formatDateTime(row.date_publish),
    date_unpublish_format: formatDateTime(row.date_unpublish),
    datetime_start_format_br: formatDateTime(row.datetime_start),
    datetime_end_format_br: formatDateTime(row.datetime_end),
    reactionevaluation: titledRef(row.reactionevaluation_id, row.reaction_title),
    quiz: titledRef(row.quiz_id, row.quiz_title),
    thumbnail: fileUrl(row.thumbnail_file_id),
    background: fileUrl(row.background_file_id),
    attachments: Number(row.attachments),
  });
}
export type ChatRoomView = ReturnType<typeof present>;

const rooms = pagedList({
  search: [chat.title],
  id: chat.id,
  order: { id: chat.id, title: chat.title, name: chat.title },
  rows: selectRooms,
  columns,
  needs: {
    date_publish_format: ['date_publish'],
    date_unpublish_format: ['date_unpublish'],
    datetime_start_format_br: ['datetime_start'],
    datetime_end_format_br: ['datetime_end'],
    reactionevaluation: ['reactionevaluation_id', 'reaction_title'],
    quiz: ['quiz_id', 'quiz_title'],
    thumbnail: ['thumbnail_file_id'],
    background: ['background_file_id'],
  },
  present,
  counter: 'chat',
});

export const listRooms = (db: Db, args: ListArgs, wanted?: ReadonlySet<string>, totals?: ListTotals) => rooms.list(db, args, undefined, wanted, totals);
export const countRooms = (db: Db, args: { search?: string | null }, totals?: ListTotals) => rooms.count(db, args, undefined, totals);
/** Every id the list's filter finds, in its order, and their rows: what a bulk action or an export takes. */
export const roomIds = (db: Db, filter: ListFilter) => rooms.ids(db, filter);
export const roomsByIds = rooms.byIds;

export async function findRoom(db: Db, id: number): Promise<ChatRoomView | null> {
  const [row] = await selectRooms(db).where(eq(chat.id, id));
  return row ? present(row) : null;
}

// ---- calendar

/**
 * The year and month a calendar date names: a day, a month or a wall-clock time as written; an
 * instant (with Z or an offset) by São Paulo's calendar.
 */
export function calendarMonth(date: string): { year: number; month: number } {
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(date)) return saoPauloMonth(new Date(date));
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** [from, to): a month of São Paulo as instants. */
export const monthRange = (year: number, month: number) => ({ from: saoPauloMonthStart(year, month), to: saoPauloMonthStart(year, month + 1) });

/** chats_calendar: the rooms starting in the month of `date`, by start. */
export async function calendarRooms(db: Db, date: string): Promise<ChatRoomView[]> {
  const { year, month } = calendarMonth(date);
  const { from, to } = monthRange(year, month);
  const rows = await selectRooms(db)
    .where(and(gte(chat.datetime_start, from), lt(chat.datetime_start, to)))
    .orderBy(asc(chat.datetime_start), asc(chat.id));
  return rows.map(present);
}

// ---- save and delete

/** createOrUpdateChat: the form's schema, the proofs' types, the description sanitised, the version checked. */
export async function saveRoom(db: Db, user: CurrentUser, { id, input, updated_at }: Save<ChatRoomInput>): Promise<ChatRoomView> {
  const description = await sanitizeRoomDescription(input.description);
  const savedId = await saveRecord(db, {
    table: chat,
    user,
    id,
    expectedUpdatedAt: updated_at,
    load: (t, key) => findRoom(t, key),
    notFound: CHAT_ROOM_MESSAGES.notFound,
    check: async (t) => {
      if (input.reactionevaluation_id) await assertProofType(t, input.reactionevaluation_id, PROOF_TYPE.reaction, CHAT_ROOM_MESSAGES.invalidReaction);
      if (input.quiz_id) await assertProofType(t, input.quiz_id, PROOF_TYPE.quiz, CHAT_ROOM_MESSAGES.invalidQuiz);
    },
    values: { ...tableValues(chat, input), description },
  });
  return (await findRoom(db, savedId))!;
}

/**
 * deleteChat: messages and presence go by cascade; in the same transaction its segmentation and
 * its attachments (Dam assets of type AnexoSala, files the room owns) with theirs. All of it goes
 * to the recycle bin with every stored file, whose bytes stay in storage until the bin's purge.
 * Audited.
 */
export async function deleteRoom(deps: { db: Db; files: FileStorage }, user: CurrentUser, id: number): Promise<boolean> {
  const removed = await deleteRecord(deps.db, {
    table: chat,
    id,
    load: async (t, key) => {
      const [row] = await t
        .select({ title: chat.title, thumbnail: chat.thumbnail_file_id, background: chat.background_file_id })
        .from(chat)
        .where(eq(chat.id, key));
      return row && { ...row, files: [row.thumbnail, row.background] };
    },
    notFound: CHAT_ROOM_MESSAGES.notFound,
    audit: { user, action: 'chat.delete', kind: 'chat', details: (found) => ({ title: found.title }) },
    before: async (t, found) => {
      await t.delete(segmentation).where(and(eq(segmentation.module_name, 'Chat'), eq(segmentation.item_id, id)));
      const attachments = await t
        .delete(asset)
        .where(and(eq(asset.module_name, ROOM_ATTACHMENT_TYPE), eq(asset.external_parent_id, id)))
        .returning({ id: asset.id, file: asset.file_id, thumbnail: asset.thumbnail_file_id });
      if (attachments.length) {
        const ids = attachments.map((a) => a.id);
        await t.delete(segmentation).where(and(eq(segmentation.module_name, ROOM_ATTACHMENT_TYPE), inArray(segmentation.item_id, ids)));
        found.files.push(...attachments.flatMap((a) => [a.file, a.thumbnail]));
      }
    },
    // Read after `before`, which adds the attachments' files.
    bin: { type: 'room', title: (found) => found.title, user, files: (found) => found.files },
  });
  return Boolean(removed);
}
