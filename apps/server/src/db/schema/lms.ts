import { sql } from 'drizzle-orm';
import { foldedTrigramIndex } from './search-fold.ts';
import { boolean, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { auditColumns } from './audit.ts';
import { category } from './dam.ts';
import { storedFile } from './files.ts';

/**
 * An assessment (the entities of the spec): 1 course proof, 2 reaction evaluation, 3 quiz.
 * Courses and trails point at proofs; a proof they use cannot be deleted.
 */
export const proof = pgTable(
  'proof',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    prooftype_id: smallint('prooftype_id').notNull(),
    title: varchar('title', { length: 80 }).notNull(),
    active: smallint('active').notNull().default(0),
    /** Minimum correct answers to pass. */
    minimum: smallint('minimum').notNull().default(0),
    attempts: smallint('attempts').notNull().default(0),
    date_publish: timestamp('date_publish', { withTimezone: true }),
    date_unpublish: timestamp('date_unpublish', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [index('proof_type_idx').on(t.prooftype_id, t.id), foldedTrigramIndex('proof_title_fold_trgm', t.title)],
);

export const question = pgTable(
  'question',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    proof_id: integer('proof_id')
      .notNull()
      .references(() => proof.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 1024 }).notNull(),
    ...auditColumns(),
  },
  (t) => [index('question_proof_idx').on(t.proof_id), foldedTrigramIndex('question_title_fold_trgm', t.title)],
);

export const answer = pgTable(
  'answer',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    question_id: integer('question_id')
      .notNull()
      .references(() => question.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 1024 }).notNull(),
    is_correct: smallint('is_correct').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('answer_question_idx').on(t.question_id)],
);

/** Online ('online') and presential ('presential') courses (the entities of the spec). */
export const course = pgTable(
  'course',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: varchar('type', { length: 12 }).notNull(),
    title: varchar('title', { length: 2048 }).notNull(),
    description: varchar('description', { length: 1024 }),
    thumbnail_file_id: integer('thumbnail_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    scorm_file_id: integer('scorm_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    /** Recognised from the package's manifest when it was uploaded: '1.2' or '2004'. */
    scorm_version: varchar('scorm_version', { length: 8 }),
    /** The package's launch file, a path inside the archive. */
    scorm_launch: varchar('scorm_launch', { length: 1024 }),
    active: smallint('active').notNull().default(0),
    external_view: smallint('external_view').notNull().default(0),
    showgrid: smallint('showgrid').notNull().default(1),
    owner: integer('owner').notNull().default(0),
    hours: smallint('hours'),
    minutes: smallint('minutes'),
    code: varchar('code', { length: 30 }),
    video: varchar('video', { length: 255 }),
    reactionevaluation_id: integer('reactionevaluation_id').references(() => proof.id, { onDelete: 'restrict' }),
    proof_id: integer('proof_id').references(() => proof.id, { onDelete: 'restrict' }),
    /** Presential courses: one category, a responsible person, self-enrolment. */
    category_id: integer('category_id').references(() => category.id, { onDelete: 'set null' }),
    responsible: varchar('responsible', { length: 80 }),
    is_subscriptions: smallint('is_subscriptions').notNull().default(0),
    date_publish: timestamp('date_publish', { withTimezone: true }),
    date_unpublish: timestamp('date_unpublish', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('course_type_idx').on(t.type, t.id),
    index('course_unpublish_idx').on(t.date_unpublish),
    index('course_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    foldedTrigramIndex('course_title_fold_trgm', t.title),
    index('course_reactionevaluation_idx').on(t.reactionevaluation_id),
    index('course_proof_idx').on(t.proof_id),
  ],
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
    reactionevaluation_id: integer('reactionevaluation_id').references(() => proof.id, { onDelete: 'restrict' }),
    proof_id: integer('proof_id').references(() => proof.id, { onDelete: 'restrict' }),
    date_publish: timestamp('date_publish', { withTimezone: true }),
    date_unpublish: timestamp('date_unpublish', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    index('trail_unpublish_idx').on(t.date_unpublish),
    index('trail_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    foldedTrigramIndex('trail_title_fold_trgm', t.title),
    index('trail_reactionevaluation_idx').on(t.reactionevaluation_id),
    index('trail_proof_idx').on(t.proof_id),
  ],
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

/** Instructors of presential classrooms (the entities of the spec). cpf holds the masked value. */
export const instrutor = pgTable(
  'instrutor',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nome: varchar('nome', { length: 80 }).notNull(),
    cpf: varchar('cpf', { length: 14 }).notNull(),
    is_interno: boolean('is_interno').notNull().default(true),
    is_active: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    index('instrutor_nome_trgm').using('gin', sql`${t.nome} gin_trgm_ops`),
    index('instrutor_cpf_idx').on(t.cpf),
    foldedTrigramIndex('instrutor_nome_fold_trgm', t.nome),
  ],
);

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
  (t) => [
    index('classroom_course_idx').on(t.course_id),
    foldedTrigramIndex('classroom_address_fold_trgm', t.address),
    index('classroom_start_idx').on(t.datetime_start),
    index('classroom_instrutor_idx').on(t.instrutor_id),
  ],
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

/**
 * A short-lived grant to play one course's SCORM package in the back-office's preview frame. The
 * player and the package's files are served by the content origin, which honours no session: the
 * grant's token travels in their path, and only its hash is kept. `frame_origin` is the
 * back-office origin that asked for it, the one page allowed to frame the player.
 */
export const scormPreview = pgTable(
  'scorm_preview',
  {
    token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
    course_id: integer('course_id')
      .notNull()
      .references(() => course.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    frame_origin: varchar('frame_origin', { length: 255 }).notNull(),
  },
  (t) => [index('scorm_preview_expires_idx').on(t.expires_at)],
);
