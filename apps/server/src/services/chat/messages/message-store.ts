import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CHAT_MESSAGE_MESSAGES, type ChatMessagesFilter } from '@backoffice/domain/schemas/chat-message';
import { rateLimit } from '../../../db/schema/account.ts';
import { chat, chatMessage } from '../../../db/schema/chat.ts';
import type { Db } from '../../../platform/db/client.ts';
import { preparedShapes } from '../../../platform/db/prepared-shapes.ts';
import { HIT, hitValues, type HitCount, type RateLimit } from '../../../platform/http/rate-limit.ts';
import { chatEventSql, chatTopic } from '../chat-events.ts';
import { roomAdmits } from '../rooms/room-audience.ts';

const parent = alias(chatMessage, 'parent');

type MessageColumns = typeof chatMessage._.columns;

/** A message's columns that readers receive, read from the table or from the message a statement just stored (its columns typed as the table's). */
const messageColumns = (m: MessageColumns) => ({
  id: m.id,
  chat_id: m.chat_id,
  message: m.message,
  user_name: m.user_name,
  user_id: m.user_id,
  approved: m.approved,
  is_hidden: m.is_hidden,
  is_question: m.is_question,
  is_admin: m.is_admin,
  response_to_user_id: m.response_to_user_id,
  response_from_id: m.response_from_id,
  created_at: m.created_at,
  updated_at: m.updated_at,
});

/** What a reply shows of the message it quotes. */
const quoteColumns = (q: Pick<MessageColumns, 'id' | 'user_id' | 'user_name' | 'message'>) => ({
  parent_id: q.id,
  parent_user_id: q.user_id,
  parent_user_name: q.user_name,
  parent_message: q.message,
});

const COLUMNS = { ...messageColumns(chatMessage), ...quoteColumns(parent as unknown as MessageColumns) };

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

/** A message to send, as composeMessage decided it from the caller and their input. */
export interface OutgoingMessage {
  chat_id: number;
  user_id: number;
  user_name: string;
  message: string;
  is_question: 0 | 1;
  /** A moderator's message (is_admin): enters any room, is not counted, may reply; else a participant's, counted by `limit`. */
  moderator: boolean;
  /** A moderator's choice; a participant's message is approved unless the room is moderated. */
  approved: number | null;
  response_from_id: number | null;
  response_to_user_id: number | null;
}

/** What sending found: no room by that id, a room the caller may not enter, a refused count or reply, or the message saved. */
export type SendOutcome =
  | { room: 'missing' }
  | { room: 'refused' }
  | { room: 'entered'; counter: HitCount | null; replyTo: { user_id: number | null } | null; saved: ChatMessageView | null };

const ph = sql.placeholder;
const int = (name: string) => sql`${ph(name)}::int`;
const columnList = (names: readonly string[]) =>
  sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );

/**
 * A message in one statement, so a live room's message costs one round trip and one commit: the
 * room entered (roomAdmits), a participant's hit counted (rate-limit.ts), a moderator's reply
 * target read, the message stored when all of them allow it, and its announcement made
 * (chatEventSql) by the same transaction. One statement per kind of sender, prepared once.
 */
function sendStatement(db: Db, moderator: boolean) {
  const room = db.$with('room').as(
    db
      .select({ id: chat.id, moderation: chat.moderation, admits: roomAdmits(moderator, ph('user')).as('admits') })
      .from(chat)
      .where(eq(chat.id, ph('chat'))),
  );
  // Only a moderator replies: a participant's reply fields are not sent to the statement.
  const target = db.$with('target').as(
    db
      .select({ id: chatMessage.id, user_id: chatMessage.user_id, user_name: chatMessage.user_name, message: chatMessage.message })
      .from(chatMessage)
      .where(and(eq(chatMessage.id, moderator ? int('reply_to') : sql`null`), eq(chatMessage.chat_id, ph('chat')))),
  );
  const counted = db.$with('counted', { hits: rateLimit.hits, ms_left: sql<number>``.mapWith(Number).as('ms_left') }).as(
    sql`insert into ${rateLimit} (${columnList([rateLimit.key.name, rateLimit.hits.name])})
      select ${ph('key')}, 1 from ${room} where ${room.admits} and ${moderator ? sql`false` : sql`true`}
      on conflict (${sql.identifier(rateLimit.key.name)}) do update set ${sql.identifier(rateLimit.hits.name)} = ${HIT.set.hits}, ${sql.identifier(rateLimit.window_started_at.name)} = ${HIT.set.window_started_at}
      returning ${rateLimit.hits}, ${HIT.msLeft} as ms_left`,
  );
  const allowed = moderator
    ? sql`(${int('reply_to')} is null or (${target.id} is not null and (${int('reply_user')} is null or ${int('reply_user')} = ${target.user_id})))`
    : sql`(select ${counted.hits} from ${counted}) <= ${int('max')}`;
  const values: Array<[AnyPgColumn, SQL]> = [
    [chatMessage.chat_id, sql`${room.id}`],
    [chatMessage.user_id, int('user')],
    [chatMessage.user_name, sql`${ph('name')}`],
    [chatMessage.message, sql`${ph('message')}`],
    [chatMessage.approved, moderator ? int('approved') : sql`case when ${room.moderation} <> 0 then 0 else 1 end`],
    [chatMessage.is_question, int('question')],
    [chatMessage.is_admin, moderator ? sql`1` : sql`0`],
    [chatMessage.response_from_id, sql`${target.id}`],
    [chatMessage.response_to_user_id, moderator ? int('reply_user') : sql`null`],
  ];
  const saved = db.$with('saved', getTableColumns(chatMessage)).as(
    sql`insert into ${chatMessage} (${columnList(values.map(([column]) => column.name))})
      select ${sql.join(
        values.map(([, value]) => value),
        sql`, `,
      )}
      from ${room} left join ${target} on true
      where ${room.admits} and ${allowed}
      returning *`,
  );
  const announced = chatEventSql(sql`${ph('topic')}`, { chat_id: sql`${saved.chat_id}`, message_id: sql`${saved.id}`, kind: 'created' });
  return db
    .with(room, target, counted, saved)
    .select({
      admits: room.admits,
      hits: counted.hits,
      ms_left: counted.ms_left,
      ...messageColumns(saved as unknown as MessageColumns),
      ...quoteColumns(target as unknown as MessageColumns),
      announced: sql`case when ${saved.id} is not null then ${announced} end`,
    })
    .from(room)
    .leftJoin(counted, sql`true`)
    .leftJoin(target, sql`true`)
    .leftJoin(saved, sql`true`);
}

const sending = preparedShapes<ReturnType<ReturnType<typeof sendStatement>['prepare']>>();

/**
 * Sends a message (see sendStatement). `limit` counts a participant's messages to the room, as
 * `subject`; a moderator's are not counted.
 */
export async function sendMessage(db: Db, message: OutgoingMessage, limit: RateLimit, subject: string): Promise<SendOutcome> {
  const statement = sending(db, message.moderator ? 'moderator' : 'participant', (name) => sendStatement(db, message.moderator).prepare(name));
  const [row] = await statement.execute({
    chat: message.chat_id,
    user: message.user_id,
    name: message.user_name,
    message: message.message,
    question: message.is_question,
    approved: message.approved,
    reply_to: message.response_from_id,
    reply_user: message.response_to_user_id,
    max: limit.max,
    topic: chatTopic(message.chat_id),
    ...hitValues(limit, subject),
  });
  if (!row) return { room: 'missing' };
  // What the statement found beside the message stays out of the message's view.
  const { admits, hits, ms_left, announced: _announced, ...stored } = row;
  if (!admits) return { room: 'refused' };
  return {
    room: 'entered',
    counter: hits === null ? null : { hits, msLeft: ms_left },
    replyTo: stored.parent_id === null ? null : { user_id: stored.parent_user_id },
    saved: stored.id === null ? null : view(stored),
  };
}

export async function findMessage(db: Db, id: number): Promise<ChatMessageView | undefined> {
  const [row] = await withParent(db).where(eq(chatMessage.id, id));
  return row ? view(row) : undefined;
}

/** Messages by id, as moderators see them, in no particular order; those that no longer exist are left out. */
export async function findMessages(db: Db, ids: number[]): Promise<ChatMessageView[]> {
  return (await withParent(db).where(inArray(chatMessage.id, ids))).map(view);
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
