import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A deleted record in the recycle bin ('Lixeira'): what it was, who deleted it and when. Its rows,
 * and every row that went with it, are in bin_row (migration 0022's trigger copies them as the
 * deletion removes them).
 */
export const binEntry = pgTable(
  'bin_entry',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** A key of BIN_TYPES (@backoffice/domain/recycle-bin). */
    type: varchar('type', { length: 30 }).notNull(),
    /** The account module that guards it. */
    module: varchar('module', { length: 30 }).notNull(),
    record_id: integer('record_id').notNull(),
    title: text('title').notNull(),
    deleted_by: integer('deleted_by'),
    /** Under 'log in as', the administrator who acted. */
    actor_id: integer('actor_id'),
    deleted_at: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bin_entry_deleted_at_idx').on(t.deleted_at), index('bin_entry_deleted_by_idx').on(t.deleted_by)],
);

/** A row a deletion removed, as it was (to_jsonb of the row), in the order the deletion removed them. */
export const binRow = pgTable(
  'bin_row',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    entry_id: integer('entry_id')
      .notNull()
      .references(() => binEntry.id, { onDelete: 'cascade' }),
    table_name: varchar('table_name', { length: 63 }).notNull(),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('bin_row_entry_idx').on(t.entry_id)],
);
