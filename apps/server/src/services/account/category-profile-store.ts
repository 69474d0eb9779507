import { and, asc, eq } from 'drizzle-orm';
import { CATEGORY_MESSAGES } from '@backoffice/domain/schemas/category';
import { profile } from '../../db/schema/account.ts';
import { category, categoryHasProfile } from '../../db/schema/dam.ts';
import { createdBy } from '../../platform/audit.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { UserError } from '../../platform/errors.ts';

export const CATEGORY_PROFILE_MESSAGES = { profileNotFound: 'Perfil não encontrado.' } as const;

const links = (db: Db) =>
  db
    .select({
      id: categoryHasProfile.id,
      profile_id: categoryHasProfile.profile_id,
      category_id: categoryHasProfile.category_id,
      profile_title: profile.title,
    })
    .from(categoryHasProfile)
    .innerJoin(profile, eq(profile.id, categoryHasProfile.profile_id))
    .$dynamic();

export function listCategoryProfiles(db: Db, categoryId: number) {
  return links(db).where(eq(categoryHasProfile.category_id, categoryId)).orderBy(asc(profile.title), asc(profile.id));
}

export async function linkProfile(db: Db, user: CurrentUser, profileId: number, categoryId: number) {
  const [cat] = await db.select({ id: category.id }).from(category).where(eq(category.id, categoryId));
  if (!cat) throw new UserError(CATEGORY_MESSAGES.notFound, 'NOT_FOUND');
  const [prof] = await db.select({ id: profile.id }).from(profile).where(eq(profile.id, profileId));
  if (!prof) throw new UserError(CATEGORY_PROFILE_MESSAGES.profileNotFound, 'NOT_FOUND');
  await db
    .insert(categoryHasProfile)
    .values({ profile_id: profileId, category_id: categoryId, ...createdBy(user) })
    .onConflictDoNothing();
  const [link] = await links(db).where(and(eq(categoryHasProfile.profile_id, profileId), eq(categoryHasProfile.category_id, categoryId)));
  return link;
}

export async function unlinkProfile(db: Db, profileId: number, categoryId: number): Promise<boolean> {
  await db
    .delete(categoryHasProfile)
    .where(and(eq(categoryHasProfile.profile_id, profileId), eq(categoryHasProfile.category_id, categoryId)));
  return true;
}
