import { index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.ts';
import { category } from './dam.ts';
import { storedFile } from './files.ts';

/** Online ('online') and presential ('presential') courses (learning-backoffice §3). */
export const course = pgTable(
  'course',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: varchar('type', { length: 12 }).notNull(),
    title: varchar('title', { length: 2048 }).notNull(),
    description: varchar('description', { length: 1024 }),
    thumbnail_file_id: integer('thumbnail_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    scorm_file_id: integer('scorm_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    active: smallint('active').notNull().default(0),
    external_view: smallint('external_view').notNull().default(0),
    showgrid: smallint('showgrid').notNull().default(1),
    owner: integer('owner').notNull().default(0),
    hours: smallint('hours'),
    minutes: smallint('minutes'),
    code: varchar('code', { length: 30 }),
    video: varchar('video', { length: 255 }),
    reactionevaluation_id: integer('reactionevaluation_id'),
    proof_id: integer('proof_id'),
    /** Presential courses: one category, a responsible person, self-enrolment. */
    category_id: integer('category_id').references(() => category.id, { onDelete: 'set null' }),
    responsible: varchar('responsible', { length: 80 }),
    is_subscriptions: smallint('is_subscriptions').notNull().default(0),
    date_publish: timestamp('date_publish', { withTimezone: true }),
    date_unpublish: timestamp('date_unpublish', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [index('course_type_idx').on(t.type), index('course_unpublish_idx').on(t.date_unpublish)],
);

export const categoryHasCourse = pgTable(
  'category_has_course',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    category_id: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    course_id: integer('course_id')
      .notNull()
      .references(() => course.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('category_has_course_unique').on(t.category_id, t.course_id), index('category_has_course_course_idx').on(t.course_id)],
);

export const trail = pgTable(
  'trail',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 2048 }).notNull(),
    description: varchar('description', { length: 512 }),
    thumbnail_file_id: integer('thumbnail_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    active: smallint('active').notNull().default(0),
    blockcontent: smallint('blockcontent').notNull().default(0),
    owner: integer('owner').notNull().default(0),
    reactionevaluation_id: integer('reactionevaluation_id'),
    proof_id: integer('proof_id'),
    date_publish: timestamp('date_publish', { withTimezone: true }),
    date_unpublish: timestamp('date_unpublish', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [index('trail_unpublish_idx').on(t.date_unpublish)],
);

export const categoryHasTrail = pgTable(
  'category_has_trail',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    category_id: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    trail_id: integer('trail_id')
      .notNull()
      .references(() => trail.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('category_has_trail_unique').on(t.category_id, t.trail_id), index('category_has_trail_trail_idx').on(t.trail_id)],
);

/** An ordered item of a trail: a course or a digital content (asset). */
export const trailItem = pgTable(
  'trail_item',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    trail_id: integer('trail_id')
      .notNull()
      .references(() => trail.id, { onDelete: 'cascade' }),
    item_id: integer('item_id').notNull(),
    /** 'course' or 'asset'. */
    item_type: varchar('item_type', { length: 10 }).notNull(),
    /** 1-based position. */
    ordernum: integer('ordernum').notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('trail_item_unique').on(t.trail_id, t.item_type, t.item_id), index('trail_item_item_idx').on(t.item_type, t.item_id)],
);
