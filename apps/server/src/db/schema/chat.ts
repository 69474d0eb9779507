import { sql } from 'drizzle-orm';
import { foldedTrigramIndex } from './search-fold.ts';
import { type AnyPgColumn, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { auditColumns } from './audit.ts';
import { storedFile } from './files.ts';
import { proof } from './lms.ts';

/**
 * A virtual room (the entities of the spec): a live session with its chat.
 * description is rich text, sanitised by the server before it is stored.
 */
export const chat = pgTable(
  'chat',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 80 }).notNull(),
    short_description: varchar('short_description', { length: 255 }),
    description: text('description'),
    canceled_description: varchar('canceled_description', { length: 1024 }),
    scope: varchar('scope', { length: 80 }),
    /** Segmentado, Funcionários, Corretores or Comerciais (the roles and permissions of the spec). */
    level: varchar('level', { length: 20 }),
    externallink: varchar('externallink', { length: 255 }),
    liveid: varchar('liveid', { length: 255 }),
    /** 'Solicitante'. */
    responsible: varchar('responsible', { length: 80 }),
    area: varchar('area', { length: 80 }),
    /** 'Local'. */
    room: varchar('room', { length: 40 }),
    date_publish: timestamp('date_publish', { withTimezone: true }).notNull(),
    date_unpublish: timestamp('date_unpublish', { withTimezone: true }),
    datetime_start: timestamp('datetime_start', { withTimezone: true }).notNull(),
    datetime_end: timestamp('datetime_end', { withTimezone: true }).notNull(),
    /** 1: a participant's message waits for a moderator's approval before others see it. */
    moderation: smallint('moderation').notNull().default(0),
    active: smallint('active').notNull().default(0),
    canceled: smallint('canceled').notNull().default(0),
    reactionevaluation_id: integer('reactionevaluation_id').references(() => proof.id, { onDelete: 'restrict' }),
    quiz_id: integer('quiz_id').references(() => proof.id, { onDelete: 'restrict' }),
    thumbnail_file_id: integer('thumbnail_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    background_file_id: integer('background_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    // The calendar reads a month of rooms by their start.
    index('chat_start_idx').on(t.datetime_start),
    index('chat_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    foldedTrigramIndex('chat_title_fold_trgm', t.title),
    index('chat_unpublish_idx').on(t.date_unpublish),
    index('chat_reactionevaluation_idx').on(t.reactionevaluation_id),
    index('chat_quiz_idx').on(t.quiz_id),
  ],
);

/**
 * A message of a room's chat. A reply points at the message it answers (response_from_id);
 * response_to_user_id set means the reply is for that asker alone, null for everyone.
 * user_name is kept as written: the transcript stays readable after a user is renamed or removed.
 */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chat_id: integer('chat_id')
      .notNull()
      .references(() => chat.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_name: varchar('user_name', { length: 80 }).notNull(),
    message: varchar('message', { length: 2000 }).notNull(),
    approved: smallint('approved').notNull().default(0),
    is_hidden: smallint('is_hidden').notNull().default(0),
    is_question: smallint('is_question').notNull().default(0),
    /** Written by a moderator (a user with module Chat). */
    is_admin: smallint('is_admin').notNull().default(0),
    response_from_id: integer('response_from_id').references((): AnyPgColumn => chatMessage.id, { onDelete: 'set null' }),
    response_to_user_id: integer('response_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Changed by a flag toggle too, so a client catching up asks for what changed since. */
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The moderator who last toggled a flag. */
    updated_by: integer('updated_by'),
  },
  (t) => [
    index('chat_message_chat_idx').on(t.chat_id, t.id),
    index('chat_message_changed_idx').on(t.chat_id, t.updated_at),
    index('chat_message_response_idx').on(t.response_from_id),
    index('chat_message_user_idx').on(t.user_id),
  ],
);

/**
 * Who entered a room and when they were last seen there (the participant's heartbeat): 'online
 * now' is a recent last_seen_at, 'ever entered' is any row.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    chat_id: integer('chat_id')
      .notNull()
      .references(() => chat.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    first_seen_at: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chat_id, t.user_id] }), index('chat_presence_seen_idx').on(t.chat_id, t.last_seen_at)],
);
