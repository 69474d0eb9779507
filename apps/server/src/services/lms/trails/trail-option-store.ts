import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { TrailItemOptionsArgs } from '@backoffice/domain/schemas/trail-options';
import { profile } from '../../../db/schema/account.ts';
import { asset } from '../../../db/schema/dam.ts';
import { course } from '../../../db/schema/lms.ts';
import type { Db } from '../../../platform/db/client.ts';
import { searchTerms } from '../../../platform/db/list-query.ts';

/** The same sources a trail item may point at (see trail-item-store): online courses and /Dam/Media contents, published or not. */
const SOURCES = {
  course: { table: course, id: course.id, title: course.title, kind: eq(course.type, 'online') },
  asset: { table: asset, id: asset.id, title: asset.title, kind: eq(asset.module_name, 'Media') },
} as const;

/**
 * trail_item_options: a page of the courses or contents whose title holds the search (the
 * trigram indexes on the titles serve the ILIKE), by title. The content screen asks again as
 * the admin types instead of loading every content at once.
 */
export function itemOptions(db: Db, args: TrailItemOptionsArgs) {
  const source = SOURCES[args.type];
  const terms = searchTerms(args.search, {});
  const match: SQL | undefined = terms ? ilike(source.title, terms.pattern as string) : undefined;
  return db
    .select({ id: source.id, title: source.title })
    .from(source.table)
    .where(and(source.kind, match))
    .orderBy(asc(source.title), asc(source.id))
    .limit(args.limit);
}

/** trail_profile_options: every profile, for the Perfil filter of a trail's report. */
export function profileOptions(db: Db) {
  return db.select({ id: profile.id, title: profile.title }).from(profile).orderBy(asc(profile.title));
}
