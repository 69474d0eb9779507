import { asc, eq } from 'drizzle-orm';
import { CATEGORY_MESSAGES } from '@backoffice/domain/schemas/category';
import { profile } from '../../../db/schema/account.ts';
import { category, categoryHasProfile } from '../../../db/schema/dam.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { linkTable } from '../../../platform/db/link-table.ts';
import { UserError } from '../../../platform/errors.ts';

export const CATEGORY_PROFILE_MESSAGES = { profileNotFound: 'Perfil não encontrado.' } as const;

/** category_has_profile: the profiles a category is shown to. */
const categoryProfiles = linkTable(categoryHasProfile, ['category_id', 'profile_id']);

const linkColumns = {
  id: categoryHasProfile.id,
  profile_id: categoryHasProfile.profile_id,
  category_id: categoryHasProfile.category_id,
  profile_title: profile.title,
};

export function listCategoryProfiles(db: Db, categoryId: number) {
  return categoryProfiles.linked(db, 'category_id', categoryId, {
    id: profile.id,
    columns: linkColumns,
    orderBy: [asc(profile.title), asc(profile.id)],
  });
}

export async function linkProfile(db: Db, user: CurrentUser, profileId: number, categoryId: number) {
  const [cat] = await db.select({ id: category.id }).from(category).where(eq(category.id, categoryId));
  if (!cat) throw new UserError(CATEGORY_MESSAGES.notFound, 'NOT_FOUND');
  const [prof] = await db.select({ id: profile.id }).from(profile).where(eq(profile.id, profileId));
  if (!prof) throw new UserError(CATEGORY_PROFILE_MESSAGES.profileNotFound, 'NOT_FOUND');
  const ids = { profile_id: profileId, category_id: categoryId };
  await categoryProfiles.link(db, user, ids);
  const [link] = await db
    .select(linkColumns)
    .from(categoryHasProfile)
    .innerJoin(profile, eq(profile.id, categoryHasProfile.profile_id))
    .where(categoryProfiles.where(ids));
  return link;
}

export async function unlinkProfile(db: Db, user: CurrentUser, profileId: number, categoryId: number): Promise<boolean> {
  await categoryProfiles.unlink(db, user, { profile_id: profileId, category_id: categoryId });
  return true;
}
