import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { courseCompletions, coursePresences } from '../../../db/schema/counters.ts';
import { course } from '../../../db/schema/lms.ts';
import type { Db } from '../../../platform/db/client.ts';
import { countKey, keptCount } from '../../../platform/db/kept-count.ts';
import { preparedOnce } from '../../../platform/db/prepared-shapes.ts';

export const COURSE_TYPES = ['online', 'presential'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export interface TrendingCourse {
  id: number;
  title: string;
  total: number;
}

/** Courses of a type, optionally only the active (1) or inactive (0) ones: counts triggers keep. */
export function countCourses(db: Db, type: CourseType, active?: number | null): Promise<number> {
  return keptCount(db, countKey('course', type, active));
}

/** A counter triggers keep per course: its table and its key and count columns. */
type CourseCounter = typeof courseCompletions | typeof coursePresences;

/**
 * The courses of a type by a counter (most first, ties by id), read down the counter's index
 * (DESC NULLS LAST): the dashboard asks both blocks on every visit, so each statement is built
 * and planned once.
 */
const trending = (type: CourseType, counter: CourseCounter) =>
  preparedOnce((db, name) =>
    db
      .select({ id: course.id, title: course.title, total: sql<number>`${counter.n}::int` })
      .from(counter)
      .innerJoin(course, eq(course.id, counter.course_id))
      .where(and(eq(course.type, type), gt(counter.n, 0)))
      .orderBy(sql`${counter.n} desc nulls last`, asc(counter.course_id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );

const byCompletions = trending('online', courseCompletions);
const byPresences = trending('presential', coursePresences);

/** Online courses by how many learners completed them, from the completions triggers keep per course (migration 0014). */
export const onlineTrending = (db: Db, limit: number): Promise<TrendingCourse[]> => byCompletions(db).execute({ limit });

/** Presential courses by how many participants of their classrooms were present, from the presences triggers keep (migration 0017). */
export const presentialTrending = (db: Db, limit: number): Promise<TrendingCourse[]> => byPresences(db).execute({ limit });
