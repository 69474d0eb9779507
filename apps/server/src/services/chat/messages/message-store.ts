import { and, asc, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CHAT_MESSAGE_MESSAGES, type ChatMessagesFilter } from '@backoffice/domain/schemas/chat-message';
import { chatMessage } from '../../../db/schema/chat.ts';
import type { Db } from '../../../platform/db/client.ts';
import { preparedOnce } from '../../../platform/db/prepared-shapes.ts';

const parent = alias(chatMessage, 'parent');

const COLUMNS = {
  id: chatMessage.id,
  chat_id: chatMessage.chat_id,
  message: chatMessage.message,
  user_name: chatMessage.user_name,
  user_id: chatMessage.user_id,
  approved: chatMessage.approved,
  is_hidden: chatMessage.is_hidden,
  is_question: chatMessage.is_question,
  is_admin: chatMessage.is_admin,
  response_to_user_id: chatMessage.response_to_user_id,
  response_from_id: chatMessage.response_from_id,
  created_at: chatMessage.created_at,
  updated_at: chatMessage.updated_at,
  parent_id: parent.id,
  parent_user_id: parent.user_id,
  parent_user_name: parent.user_name,
  parent_message: parent.message,
};

export interface ChatMessageView {
  id: number;
  chat_id: number;
  message: string;
  user_name: string;
  user_id: number | null;
  approved: number;
  is_hidden: number;
  is_question: number;
  is_admin: number;
  response_to_user_id: number | null;
  created_at: string;
  updated_at: string;
  response_from: { id: number; user_id: number | null; user_name: string; message: string } | null;
}

const withParent = (db: Db) => db.select(COLUMNS).from(chatMessage).leftJoin(parent, eq(parent.id, chatMessage.response_from_id));
type Row = Awaited<ReturnType<typeof withParent>>[number];

/**
 * A row as its reader receives it. A reply whose quoted message the reader may not see (the
 * join left it out: hidden, unapproved, or a reply meant for someone else) keeps the quote's
 * place with a neutral text, and nothing of the quoted message.
 */
function view(row: Row): ChatMessageView {
  const { parent_id, parent_user_id, parent_user_name, parent_message, response_from_id, created_at, updated_at, ...own } = row;
  const quote =
    parent_id !== null
      ? { id: parent_id, user_id: parent_user_id, user_name: parent_user_name ?? '', message: parent_message ?? '' }
      : response_from_id !== null
        ? { id: response_from_id, user_id: null, user_name: '', message: CHAT_MESSAGE_MESSAGES.unavailableQuote }
        : null;
  return { ...own, created_at: created_at.toISOString(), updated_at: updated_at.toISOString(), response_from: quote };
}

export type NewChatMessage = typeof chatMessage.$inferInsert;

/** Stores a message and gives it back as readers see it (the message it replies to read only for a reply). */
const NEW_MESSAGE_FIELDS = [
  'chat_id',
  'user_id',
  'user_name',
  'message',
  'approved',
  'is_question',
  'is_admin',
  'response_from_id',
  'response_to_user_id',
] as const;
type NewMessageValues = { [K in (typeof NEW_MESSAGE_FIELDS)[number]]: NewChatMessage[K] | null };

// Every message of a live room is this insert: prepared once, each send carries only its values.
const inserting = preparedOnce((db, name) =>
  db
    .insert(chatMessage)
    .values(Object.fromEntries(NEW_MESSAGE_FIELDS.map((field) => [field, sql.placeholder(field)])) as unknown as NewChatMessage)
    .returning()
    .prepare(name),
);

export async function insertMessage(db: Db, values: NewChatMessage): Promise<ChatMessageView> {
  const [row] = await inserting(db).execute(Object.fromEntries(NEW_MESSAGE_FIELDS.map((field) => [field, values[field] ?? null])) as NewMessageValues);
  const [replied] = row.response_from_id === null ? [] : await db.select().from(chatMessage).where(eq(chatMessage.id, row.response_from_id));
  return view({
    ...row,
    response_from_id: row.response_from_id,
    parent_id: replied?.id ?? null,
    parent_user_id: replied?.user_id ?? null,
    parent_user_name: replied?.user_name ?? null,
    parent_message: replied?.message ?? null,
  });
}

export async function findMessage(db: Db, id: number): Promise<ChatMessageView | undefined> {
  const [row] = await withParent(db).where(eq(chatMessage.id, id));
  return row ? view(row) : undefined;
}

/** The author of a message of the room, for a reply to it; undefined when the room has no such message. */
export async function findReplyTarget(db: Db, chatId: number, id: number): Promise<{ user_id: number | null } | undefined> {
  const [row] = await db
    .select({ user_id: chatMessage.user_id })
    .from(chatMessage)
    .where(and(eq(chatMessage.id, id), eq(chatMessage.chat_id, chatId)));
  return row;
}

export interface Reader {
  id: number;
  /** A moderator sees replies meant for one asker too. */
  moderator: boolean;
}

/**
 * Whether a reader of the room sees a message: not hidden; approved, or their own (a message
 * waiting for approval shows to its author, who would otherwise think it lost); a reply for one
 * asker only to that asker, its author and the moderators.
 */
function visibleTo(message: Record<'is_hidden' | 'approved' | 'user_id' | 'response_to_user_id', AnyPgColumn>, reader: Reader): SQL {
  return and(
    eq(message.is_hidden, 0),
    or(eq(message.approved, 1), eq(message.user_id, reader.id)),
    reader.moderator ? undefined : or(isNull(message.response_to_user_id), eq(message.response_to_user_id, reader.id), eq(message.user_id, reader.id)),
  )!;
}

/**
 * What a reader of the room sees (visibleTo), oldest first, with the quoted message only when they
 * may see it too. onlyMine: the reader's own messages and the replies to them (private, or public
 * answers to their messages).
 */
export async function readerMessages(
  db: Db,
  chatId: number,
  reader: Reader,
  page: { limit: number; offset: number; onlyMine: boolean },
): Promise<ChatMessageView[]> {
  const conditions: (SQL | undefined)[] = [eq(chatMessage.chat_id, chatId), visibleTo(chatMessage, reader)];
  if (page.onlyMine) {
    conditions.push(or(eq(chatMessage.user_id, reader.id), eq(chatMessage.response_to_user_id, reader.id), eq(parent.user_id, reader.id)));
  }
  // The quoted message by the same rules as the message itself.
  const rows = await db
    .select(COLUMNS)
    .from(chatMessage)
    .leftJoin(parent, and(eq(parent.id, chatMessage.response_from_id), visibleTo(parent, reader)))
    .where(and(...conditions))
    .orderBy(asc(chatMessage.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(view);
}

/**
 * The moderation lists (Mensagens, Perguntas, Ocultas), in chronological order for a chat panel.
 * Without a cursor: the newest `limit` messages. With after_id: the first `limit` after that id.
 * With changed_since: every message of the room created or changed (a flag toggled) after that
 * time, whatever its flags (only_question and msg_hidden are not applied: a message just hidden
 * or no longer a question must reach the screen so it leaves that tab), in the order they
 * changed, so a screen that lost its connection catches up from the last updated_at it holds and
 * continues from there when more than `limit` changed.
 */
export async function moderationMessages(db: Db, filter: ChatMessagesFilter): Promise<ChatMessageView[]> {
  if (filter.changed_since) {
    const changed = and(
      eq(chatMessage.chat_id, filter.chat_id),
      gt(chatMessage.updated_at, filter.changed_since),
      filter.after_id ? gt(chatMessage.id, filter.after_id) : undefined,
    );
    return (await withParent(db).where(changed).orderBy(asc(chatMessage.updated_at), asc(chatMessage.id)).limit(filter.limit)).map(view);
  }
  const conditions: (SQL | undefined)[] = [eq(chatMessage.chat_id, filter.chat_id), eq(chatMessage.is_hidden, filter.msg_hidden ? 1 : 0)];
  if (filter.only_question) conditions.push(eq(chatMessage.is_question, 1));
  if (filter.after_id) conditions.push(gt(chatMessage.id, filter.after_id));
  const query = withParent(db)
    .where(and(...conditions))
    .limit(filter.limit);
  if (filter.after_id) return (await query.orderBy(asc(chatMessage.id))).map(view);
  return (await query.orderBy(desc(chatMessage.id))).reverse().map(view);
}

export type ChatMessageFlag = 'approved' | 'is_hidden' | 'is_question';

/** Sets one flag; undefined when there is no such message. */
export async function setFlag(db: Db, id: number, flag: ChatMessageFlag, value: 0 | 1, moderatorId: number): Promise<{ chat_id: number } | undefined> {
  const [row] = await db
    .update(chatMessage)
    .set({ [flag]: value, updated_at: new Date(), updated_by: moderatorId })
    .where(eq(chatMessage.id, id))
    .returning({ chat_id: chatMessage.chat_id });
  return row;
}
