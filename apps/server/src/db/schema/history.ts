import { bigint, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One field a save changed: its column, the value before and after (null on create). */
export type HistoryChange = { field: string; old: unknown; new: unknown };

/**
 * The history of a record ('Histórico'): each save, link or unlink and reorder, who made it (and
 * under 'log in as' the acting admin), when, and each field it changed. Written in the same
 * transaction as the change by the shared save helpers (platform/history).
 */
export const recordHistory = pgTable(
  'record_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The record's table ('course', 'trail', 'users'...). */
    record_type: varchar('record_type', { length: 63 }).notNull(),
    record_id: integer('record_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id'),
    actor_id: integer('actor_id'),
    /** 'create' | 'update' | 'link' | 'unlink' | 'reorder'. */
    action: varchar('action', { length: 12 }).notNull(),
    changes: jsonb('changes').$type<HistoryChange[]>().notNull(),
  },
  (t) => [index('record_history_record_idx').on(t.record_type, t.record_id, t.id)],
);
