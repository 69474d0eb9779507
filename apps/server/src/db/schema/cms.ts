import { index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { foldedTrigramIndex } from './search-fold.ts';
import { auditColumns } from './audit.ts';
import { storedFile } from './files.ts';

/** Highlight items (module Testimony shown as 'Destaques') and other CMS lists. */
export const content = pgTable(
  'content',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    module_name: varchar('module_name', { length: 40 }).notNull(),
    title: varchar('title', { length: 80 }).notNull(),
    content: varchar('content', { length: 2048 }).notNull(),
    thumbnail_file_id: integer('thumbnail_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    directlink: varchar('directlink', { length: 255 }).notNull(),
    active: smallint('active').notNull().default(1),
    date_publish: timestamp('date_publish', { withTimezone: true }).notNull().defaultNow(),
    date_unpublish: timestamp('date_unpublish', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [index('content_module_idx').on(t.module_name), foldedTrigramIndex('content_title_fold_trgm', t.title)],
);
