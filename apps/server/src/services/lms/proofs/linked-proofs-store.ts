import { count, eq, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { course, trail } from '../../../db/schema/lms.ts';
import type { Db } from '../../../platform/db/client.ts';

export type LinkedContentType = 'Curso' | 'Trilha';
export interface LinkedContent {
  id: number;
  title: string;
  type: LinkedContentType;
}

/** Courses and trails that use the proof, as their proof or their reaction evaluation. */
const usesCourse = (proofId: number) => or(eq(course.proof_id, proofId), eq(course.reactionevaluation_id, proofId));
const usesTrail = (proofId: number) => or(eq(trail.proof_id, proofId), eq(trail.reactionevaluation_id, proofId));

/** 'Conteúdos Vinculados' of a proof, one page: courses first, then trails, each by id. */
export async function listLinkedContents(db: Db, proofId: number, offset: number, limit: number): Promise<LinkedContent[]> {
  const courses = db
    .select({ id: course.id, title: course.title, type: sql<LinkedContentType>`'Curso'`.as('type') })
    .from(course)
    .where(usesCourse(proofId));
  const trails = db
    .select({ id: trail.id, title: trail.title, type: sql<LinkedContentType>`'Trilha'`.as('type') })
    .from(trail)
    .where(usesTrail(proofId));
  return unionAll(courses, trails)
    .orderBy(sql`type`, sql`id`)
    .limit(limit)
    .offset(offset);
}

export async function countLinkedContents(db: Db, proofId: number): Promise<number> {
  const [[courses], [trails]] = await Promise.all([
    db.select({ n: count() }).from(course).where(usesCourse(proofId)),
    db.select({ n: count() }).from(trail).where(usesTrail(proofId)),
  ]);
  return courses.n + trails.n;
}
