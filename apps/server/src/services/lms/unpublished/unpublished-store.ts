import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { UnpublishedItem as UnpublishedRow, UnpublishedType } from '@backoffice/domain/unpublished';
import { users } from '../../../db/schema/account.ts';
import { asset } from '../../../db/schema/dam.ts';
import { course, trail } from '../../../db/schema/lms.ts';
import type { Db } from '../../../platform/db/client.ts';

/** A row as the database reads it; the route sends the date as an ISO string. */
export type UnpublishedItem = Omit<UnpublishedRow, 'date_unpublish'> & { date_unpublish: Date };
export type { UnpublishedType };

/** Digital contents (module Media), courses and trails whose unpublish date has passed. */
function unpublished(db: Db, now: Date) {
  const assets = db
    .select({
      id: asset.id,
      title: asset.title,
      type: sql<UnpublishedType>`'file'`.as('type'),
      owner_name: users.name,
      date_unpublish: asset.date_unpublish,
    })
    .from(asset)
    .leftJoin(users, eq(users.id, asset.owner))
    .where(and(eq(asset.module_name, 'Media'), isNotNull(asset.date_unpublish), lte(asset.date_unpublish, now)));
  const courses = db
    .select({
      id: course.id,
      title: course.title,
      type: sql<UnpublishedType>`'curso'`.as('type'),
      owner_name: users.name,
      date_unpublish: course.date_unpublish,
    })
    .from(course)
    .leftJoin(users, eq(users.id, course.owner))
    .where(and(isNotNull(course.date_unpublish), lte(course.date_unpublish, now)));
  const trails = db
    .select({
      id: trail.id,
      title: trail.title,
      type: sql<UnpublishedType>`'trilha'`.as('type'),
      owner_name: users.name,
      date_unpublish: trail.date_unpublish,
    })
    .from(trail)
    .leftJoin(users, eq(users.id, trail.owner))
    .where(and(isNotNull(trail.date_unpublish), lte(trail.date_unpublish, now)));
  return { assets, courses, trails };
}

/** One page, most recently unpublished first. */
export async function listUnpublished(db: Db, offset: number, limit: number, now = new Date()): Promise<UnpublishedItem[]> {
  const { assets, courses, trails } = unpublished(db, now);
  const rows = await unionAll(assets, courses, trails)
    .orderBy(desc(sql`date_unpublish`), sql`type`, desc(sql`id`))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, date_unpublish: toDate(r.date_unpublish) }));
}

export async function countUnpublished(db: Db, now = new Date()): Promise<number> {
  const { assets, courses, trails } = unpublished(db, now);
  const [a, c, t] = await Promise.all(
    [assets, courses, trails].map(async (q) => (await db.select({ n: sql<number>`count(*)::int` }).from(q.as('q')))[0]?.n ?? 0),
  );
  return Number(a) + Number(c) + Number(t);
}

// Union rows skip Drizzle's column mapping on some drivers: timestamps may come back as text.
function toDate(value: Date | string | null): Date {
  return value instanceof Date ? value : new Date(String(value));
}
