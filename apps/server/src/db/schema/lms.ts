import { boolean, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
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

/** Instructors of presential classrooms (learning-backoffice §3). cpf holds the masked value. */
export const instrutor = pgTable('instrutor', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nome: varchar('nome', { length: 80 }).notNull(),
  cpf: varchar('cpf', { length: 14 }).notNull(),
  is_interno: boolean('is_interno').notNull().default(true),
  is_active: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});

/** A presential class (turma) of a presential course. */
export const classroom = pgTable(
  'classroom',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parent_id: integer('parent_id'),
    title: varchar('title', { length: 255 }).notNull().default('-'),
    course_id: integer('course_id').references(() => course.id, { onDelete: 'set null' }),
    instrutor_id: integer('instrutor_id').references(() => instrutor.id, { onDelete: 'set null' }),
    address: varchar('address', { length: 255 }),
    external_page: varchar('external_page', { length: 255 }),
    limit_registrations: smallint('limit_registrations'),
    datetime_start: timestamp('datetime_start', { withTimezone: true }),
    datetime_end: timestamp('datetime_end', { withTimezone: true }),
    datetime_registration_start: timestamp('datetime_registration_start', { withTimezone: true }),
    datetime_registration_end: timestamp('datetime_registration_end', { withTimezone: true }),
    active: smallint('active').notNull().default(0),
    is_public: smallint('is_public').notNull().default(1),
    is_specific: smallint('is_specific').notNull().default(0),
    userowner_id: integer('userowner_id'),
    receipt_file_id: integer('receipt_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    date_publish: timestamp('date_publish', { withTimezone: true }),
    date_unpublish: timestamp('date_unpublish', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [index('classroom_course_idx').on(t.course_id), index('classroom_start_idx').on(t.datetime_start)],
);

/** A participant of a classroom; is_present null (not started), 1 present, 0 absent. */
export const classroomSubscription = pgTable(
  'classroom_subscription',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    classroom_id: integer('classroom_id')
      .notNull()
      .references(() => classroom.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    is_present: smallint('is_present'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('classroom_subscription_unique').on(t.classroom_id, t.user_id), index('classroom_subscription_user_idx').on(t.user_id)],
);

/**
 * A learner's progress in an online course, written by the platform's front office as the
 * learner advances (SCORM or video); the programme and progression reports read it.
 */
export const courseProgress = pgTable(
  'course_progress',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    course_id: integer('course_id')
      .notNull()
      .references(() => course.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0..100. */
    progress: smallint('progress').notNull().default(0),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_progress_unique').on(t.course_id, t.user_id),
    index('course_progress_user_idx').on(t.user_id),
    index('course_progress_updated_idx').on(t.updated_at),
    index('course_progress_completed_idx').on(t.completed_at),
  ],
);
