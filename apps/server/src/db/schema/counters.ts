import { bigint, date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Exact counts the lists show, kept by statement triggers on the counted tables (migration
 * 0012) in the transaction of each change: counting a million users costs what the table's size
 * does, reading this costs one row. A key is the table's name, or `<table>:<value>` for a count
 * per value of one column (course:online, asset:Media).
 */
export const rowCount = pgTable('row_count', {
  key: varchar('key', { length: 80 }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Page views of logged-in users per São Paulo calendar day, kept by statement triggers on
 * analytics_event (migration 0012): the dashboard's counters and chart read a few hundred rows
 * instead of counting years of events.
 */
export const pageViewDay = pgTable('page_view_day', {
  day: date('day', { mode: 'string' }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Completions of each online course (course_progress rows with completed_at), kept by statement
 * triggers (migration 0014) for the dashboard's most completed courses. No foreign key: a row
 * may outlive its course for a moment while a deletion cascades; readers join the course.
 */
export const courseCompletions = pgTable(
  'course_completions',
  {
    course_id: integer('course_id').primaryKey(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  // The most completed courses walk this index from the top.
  (t) => [index('course_completions_n_idx').on(t.n.desc(), t.course_id)],
);

/** Participants marked present in each classroom, kept like courseCompletions (migration 0014). */
export const classroomPresences = pgTable('classroom_presences', {
  classroom_id: integer('classroom_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** Participants subscribed to each classroom, kept the same way (migration 0016): the classroom list's totals. */
export const classroomSubscribed = pgTable('classroom_subscribed', {
  classroom_id: integer('classroom_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** Participants marked absent in each classroom (migration 0016). */
export const classroomAbsences = pgTable('classroom_absences', {
  classroom_id: integer('classroom_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Participants present in the classrooms of each course (migration 0017), kept by triggers on the
 * subscriptions and on a classroom's course, for the dashboard's most attended presential courses.
 */
export const coursePresences = pgTable(
  'course_presences',
  {
    course_id: integer('course_id').primaryKey(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('course_presences_n_idx').on(t.n.desc(), t.course_id)],
);
