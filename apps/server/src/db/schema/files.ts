import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A file in storage (local folder or object store). Records point to it; replacing keeps the row.
 * owner_kind/owner_id name the record the file belongs to (an asset, a category, a report...):
 * the file is served only to callers with access to that owner (platform/files/file-owners.ts).
 */
export const storedFile = pgTable(
  'stored_file',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Generated storage key; never derived from the uploaded name. */
    storage_key: varchar('storage_key', { length: 200 }).notNull().unique(),
    original_name: varchar('original_name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 120 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    owner_kind: varchar('owner_kind', { length: 40 }),
    owner_id: integer('owner_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by'),
  },
  (t) => [index('stored_file_owner_idx').on(t.owner_kind, t.owner_id)],
);
