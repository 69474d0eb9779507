import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { courseCompletions, coursePresences } from '../../../db/schema/counters.ts';
import { course } from '../../../db/schema/lms.ts';
import type { Db } from '../../../platform/db/client.ts';
import { countKey, keptCount } from '../../../platform/db/kept-count.ts';

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

/**
 * Online courses by how many learners completed them (most first, ties by id), from the
 * completions triggers keep per course (migration 0014) rather than counting every progress row.
 */
export function onlineTrending(db: Db, limit: number): Promise<TrendingCourse[]> {
  return (
    db
      .select({ id: course.id, title: course.title, total: sql<number>`${courseCompletions.n}::int` })
      .from(courseCompletions)
      .innerJoin(course, eq(course.id, courseCompletions.course_id))
      .where(and(eq(course.type, 'online'), gt(courseCompletions.n, 0)))
      // As course_completions_n_idx sorts (DESC NULLS LAST), so the top is read from it.
      .orderBy(sql`${courseCompletions.n} desc nulls last`, asc(courseCompletions.course_id))
      .limit(limit)
  );
}

/**
 * Presential courses by how many participants of their classrooms were present (most first, ties
 * by id), from the presences triggers keep per course (migration 0017), read down their index.
 */
export function presentialTrending(db: Db, limit: number): Promise<TrendingCourse[]> {
  return db
    .select({ id: course.id, title: course.title, total: sql<number>`${coursePresences.n}::int` })
    .from(coursePresences)
    .innerJoin(course, eq(course.id, coursePresences.course_id))
    .where(and(eq(course.type, 'presential'), gt(coursePresences.n, 0)))
    .orderBy(sql`${coursePresences.n} desc nulls last`, asc(coursePresences.course_id))
    .limit(limit);
}
