import { bigint, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A file in storage (local folder or object store). Records point to it; replacing keeps the row. */
export const storedFile = pgTable('stored_file', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Generated storage key; never derived from the uploaded name. */
  storage_key: varchar('storage_key', { length: 200 }).notNull().unique(),
  original_name: varchar('original_name', { length: 255 }).notNull(),
  mime: varchar('mime', { length: 120 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: integer('created_by'),
});
