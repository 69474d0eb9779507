import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { classroom, classroomSubscription, course, courseProgress } from '../../../db/schema/lms.ts';
import type { Db } from '../../../platform/db/client.ts';

export const COURSE_TYPES = ['online', 'presential'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export interface TrendingCourse {
  id: number;
  title: string;
  total: number;
}

/** Courses of a type, optionally only the active (1) or inactive (0) ones. */
export async function countCourses(db: Db, type: CourseType, active?: number | null): Promise<number> {
  const activeFilter = active === undefined || active === null ? undefined : eq(course.active, active);
  const [row] = await db
    .select({ n: count() })
    .from(course)
    .where(and(eq(course.type, type), activeFilter));
  return row?.n ?? 0;
}

/** Online courses by how many learners completed them (most first, ties by id). */
export function onlineTrending(db: Db, limit: number): Promise<TrendingCourse[]> {
  const total = count(courseProgress.id);
  return db
    .select({ id: course.id, title: course.title, total })
    .from(course)
    .innerJoin(courseProgress, and(eq(courseProgress.course_id, course.id), isNotNull(courseProgress.completed_at)))
    .where(eq(course.type, 'online'))
    .groupBy(course.id)
    .orderBy(desc(total), asc(course.id))
    .limit(limit);
}

/** Presential courses by how many participants of their classrooms were present (most first, ties by id). */
export function presentialTrending(db: Db, limit: number): Promise<TrendingCourse[]> {
  const total = count(classroomSubscription.id);
  return db
    .select({ id: course.id, title: course.title, total })
    .from(course)
    .innerJoin(classroom, eq(classroom.course_id, course.id))
    .innerJoin(classroomSubscription, and(eq(classroomSubscription.classroom_id, classroom.id), eq(classroomSubscription.is_present, 1)))
    .where(eq(course.type, 'presential'))
    .groupBy(course.id)
    .orderBy(desc(total), asc(course.id))
    .limit(limit);
}
