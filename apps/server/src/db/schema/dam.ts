import { sql } from 'drizzle-orm';
import { foldedTrigramIndex } from './search-fold.ts';
import { index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { profile } from './account.ts';
import { auditColumns } from './audit.ts';
import { storedFile } from './files.ts';

export const category = pgTable(
  'category',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 80 }).notNull(),
    /** Priority: higher first. */
    ordernum: smallint('ordernum').notNull().default(0),
    banner_file_id: integer('banner_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    active: smallint('active').notNull().default(1),
    hide_courses: smallint('hide_courses').notNull().default(0),
    hide_trails: smallint('hide_trails').notNull().default(0),
    hide_assets: smallint('hide_assets').notNull().default(0),
    /** 0 for a top-level category. */
    parent_id: integer('parent_id').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('category_parent_idx').on(t.parent_id, t.ordernum)],
);

/** Digital content, banners, room attachments...: module_name says which list it belongs to. */
export const asset = pgTable(
  'asset',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    module_name: varchar('module_name', { length: 40 }).notNull(),
    external_parent_id: integer('external_parent_id'),
    title: varchar('title', { length: 80 }).notNull(),
    directlink: varchar('directlink', { length: 255 }),
    file_id: integer('file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    thumbnail_file_id: integer('thumbnail_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    active: smallint('active').notNull().default(1),
    /** User id of the owner; 0 for none. */
    owner: integer('owner').notNull().default(0),
    /** 'show outside trails'. */
    showgrid: smallint('showgrid').notNull().default(1),
    date_publish: timestamp('date_publish', { withTimezone: true }).notNull().defaultNow(),
    date_unpublish: timestamp('date_unpublish', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('asset_module_parent_idx').on(t.module_name, t.external_parent_id),
    // A type's list in id order: its page ids read from this index alone.
    index('asset_module_id_idx').on(t.module_name, t.id),
    index('asset_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    foldedTrigramIndex('asset_title_fold_trgm', t.title),
    index('asset_unpublish_idx').on(t.date_unpublish),
  ],
);

export const categoryHasAsset = pgTable(
  'category_has_asset',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    category_id: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    asset_id: integer('asset_id')
      .notNull()
      .references(() => asset.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('category_has_asset_unique').on(t.category_id, t.asset_id), index('category_has_asset_asset_idx').on(t.asset_id)],
);

export const categoryHasProfile = pgTable(
  'category_has_profile',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    category_id: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profile.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('category_has_profile_unique').on(t.category_id, t.profile_id)],
);
