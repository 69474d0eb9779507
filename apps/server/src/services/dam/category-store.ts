import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { MESSAGES } from '@backoffice/domain/constants';
import { ASSET_TYPE_NAMES, ASSET_TYPES, type AssetType } from '@backoffice/domain/schemas/asset';
import { CATEGORY_MESSAGES, type CategoryInput } from '@backoffice/domain/schemas/category';
import { segmentation } from '../../db/schema/account.ts';
import { asset, category, categoryHasAsset, categoryHasProfile } from '../../db/schema/dam.ts';
import { categoryHasCourse, categoryHasTrail, course, trail } from '../../db/schema/lms.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { createdBy, updatedBy } from '../../platform/audit.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { assertUnchangedSince } from '../../platform/db/version-check.ts';
import { UserError } from '../../platform/errors.ts';
import { fileUrl } from '../../platform/files/file-routes.ts';

const parent = alias(category, 'parent_category');

const categoryColumns = {
  id: category.id,
  title: category.title,
  ordernum: category.ordernum,
  active: category.active,
  hide_courses: category.hide_courses,
  hide_trails: category.hide_trails,
  hide_assets: category.hide_assets,
  parent_id: category.parent_id,
  banner_file_id: category.banner_file_id,
  parent_title: parent.title,
  created_at: category.created_at,
  updated_at: category.updated_at,
};

type CategoryRow = { banner_file_id: number | null; created_at: Date; updated_at: Date } & Record<string, unknown>;
/** The API shape: the banner as the URL that serves it, times as ISO strings. */
const withBanner = <T extends CategoryRow>(row: T) => ({
  ...row,
  banner: fileUrl(row.banner_file_id),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const categories = (db: Db) => db.select(categoryColumns).from(category).leftJoin(parent, eq(parent.id, category.parent_id)).$dynamic();

/** Children of `parentId` (0: top level), higher priority first, then by title. */
export async function listCategories(db: Db, parentId: number) {
  const rows = await categories(db)
    .where(eq(category.parent_id, parentId))
    .orderBy(desc(category.ordernum), asc(category.title), asc(category.id));
  return rows.map(withBanner);
}

export async function findCategory(db: Db, id: number) {
  const [row] = await categories(db).where(eq(category.id, id));
  return row ? withBanner(row) : null;
}

async function existingCategory(db: Db, id: number) {
  const row = await findCategory(db, id);
  if (!row) throw new UserError(CATEGORY_MESSAGES.notFound, 'NOT_FOUND');
  return row;
}

/** The parent must exist and must not be the category itself or one of its descendants. */
async function checkParent(db: Db, id: number | null | undefined, parentId: number) {
  if (parentId === 0) return;
  let current = parentId;
  // The depth bound guards against a cycle already in the data.
  for (let depth = 0; current !== 0 && depth < 100; depth++) {
    if (id && current === id) throw new UserError(CATEGORY_MESSAGES.parentCycle);
    const [row] = await db.select({ parent_id: category.parent_id }).from(category).where(eq(category.id, current));
    if (!row) {
      if (current === parentId) throw new UserError(CATEGORY_MESSAGES.parentNotFound, 'NOT_FOUND');
      return;
    }
    current = row.parent_id;
  }
}

/** `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince). */
export async function saveCategory(
  db: Db,
  user: CurrentUser,
  id: number | null | undefined,
  input: CategoryInput,
  expectedUpdatedAt?: string | null,
) {
  if (id) {
    await db.transaction(async (t) => {
      await existingCategory(t, id);
      await assertUnchangedSince(t, category, id, expectedUpdatedAt);
      await checkParent(t, id, input.parent_id);
      await t.update(category).set({ ...input, ...updatedBy(user) }).where(eq(category.id, id));
    });
    return (await findCategory(db, id))!;
  }
  await checkParent(db, id, input.parent_id);
  const [created] = await db.insert(category).values({ ...input, ...createdBy(user) }).returning({ id: category.id });
  return (await findCategory(db, created.id))!;
}

/** Deletes a category without subcategories or links; returns the banner file to discard. */
export async function deleteCategory(db: Db, user: CurrentUser, id: number): Promise<number | null> {
  const row = await existingCategory(db, id);
  const countOf = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;
  if (await countOf(db.select({ n: count() }).from(category).where(eq(category.parent_id, id)))) {
    throw new UserError(CATEGORY_MESSAGES.hasChildren, 'CONFLICT');
  }
  const links = await Promise.all([
    countOf(db.select({ n: count() }).from(categoryHasAsset).where(eq(categoryHasAsset.category_id, id))),
    countOf(db.select({ n: count() }).from(categoryHasCourse).where(eq(categoryHasCourse.category_id, id))),
    countOf(db.select({ n: count() }).from(categoryHasTrail).where(eq(categoryHasTrail.category_id, id))),
    countOf(db.select({ n: count() }).from(categoryHasProfile).where(eq(categoryHasProfile.category_id, id))),
    countOf(db.select({ n: count() }).from(course).where(eq(course.category_id, id))),
  ]);
  if (links.some((n) => n > 0)) throw new UserError(CATEGORY_MESSAGES.hasLinks, 'CONFLICT');
  await db.transaction(async (tx) => {
    await tx.delete(segmentation).where(and(eq(segmentation.module_name, 'Category'), eq(segmentation.item_id, id)));
    await tx.delete(category).where(eq(category.id, id));
    await recordAudit(tx, { action: 'category.delete', user, target: { kind: 'category', id }, details: { title: row.title } });
  });
  return row.banner_file_id;
}

/** Points the category at its new banner; returns the previous one, to discard. */
export async function setBanner(db: Db, user: CurrentUser, id: number, fileId: number): Promise<number | null> {
  const [row] = await db.select({ old: category.banner_file_id }).from(category).where(eq(category.id, id)).for('update');
  if (!row) throw new UserError(CATEGORY_MESSAGES.notFound, 'NOT_FOUND');
  await db.update(category).set({ banner_file_id: fileId, ...updatedBy(user) }).where(eq(category.id, id));
  return row.old;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: category.id }).from(category).where(eq(category.id, id));
  return Boolean(row);
}

// ---- category ↔ asset links

const assetLinkColumns = {
  id: categoryHasAsset.id,
  asset_id: categoryHasAsset.asset_id,
  category_id: categoryHasAsset.category_id,
  asset_title: asset.title,
  category_title: category.title,
};

const assetLinks = (db: Db) =>
  db
    .select(assetLinkColumns)
    .from(categoryHasAsset)
    .innerJoin(asset, eq(asset.id, categoryHasAsset.asset_id))
    .innerJoin(category, eq(category.id, categoryHasAsset.category_id))
    .$dynamic();

/**
 * The asset types whose category links the caller may see and change: every type through the
 * Category module (the category's side), otherwise only the types of the caller's asset modules.
 */
function linkableTypes(user: CurrentUser): AssetType[] | 'all' {
  if (user.modules.includes('Category')) return 'all';
  return ASSET_TYPE_NAMES.filter((type) => user.modules.includes(ASSET_TYPES[type].module));
}

async function assertMayLink(db: Db, user: CurrentUser, assetId: number): Promise<void> {
  const [found] = await db.select({ type: asset.module_name }).from(asset).where(eq(asset.id, assetId));
  if (!found) throw new UserError(CATEGORY_MESSAGES.assetNotFound, 'NOT_FOUND');
  const types = linkableTypes(user);
  if (types !== 'all' && !(types as string[]).includes(found.type)) throw new UserError(MESSAGES.forbidden, 'FORBIDDEN');
}

export function listAssetLinks(db: Db, user: CurrentUser, filter: { asset_id?: number | null; category_id?: number | null }) {
  const types = linkableTypes(user);
  const conditions = [
    filter.asset_id ? eq(categoryHasAsset.asset_id, filter.asset_id) : undefined,
    filter.category_id ? eq(categoryHasAsset.category_id, filter.category_id) : undefined,
    types === 'all' ? undefined : inArray(asset.module_name, types),
  ];
  return assetLinks(db)
    .where(and(...conditions))
    .orderBy(asc(category.title), asc(asset.title), asc(categoryHasAsset.id));
}

export async function linkAsset(db: Db, user: CurrentUser, assetId: number, categoryId: number) {
  if (!(await categoryExists(db, categoryId))) throw new UserError(CATEGORY_MESSAGES.notFound, 'NOT_FOUND');
  await assertMayLink(db, user, assetId);
  await db
    .insert(categoryHasAsset)
    .values({ asset_id: assetId, category_id: categoryId, ...createdBy(user) })
    .onConflictDoNothing();
  const [link] = await assetLinks(db).where(and(eq(categoryHasAsset.asset_id, assetId), eq(categoryHasAsset.category_id, categoryId)));
  return link;
}

export async function unlinkAsset(db: Db, user: CurrentUser, assetId: number, categoryId: number): Promise<boolean> {
  await assertMayLink(db, user, assetId);
  await db.delete(categoryHasAsset).where(and(eq(categoryHasAsset.asset_id, assetId), eq(categoryHasAsset.category_id, categoryId)));
  return true;
}

// ---- what a category holds (Category-composition)

export function linkedAssets(db: Db, categoryId: number, afterId = 0, limit?: number) {
  const query = db
    .select({ id: asset.id, title: asset.title })
    .from(categoryHasAsset)
    .innerJoin(asset, eq(asset.id, categoryHasAsset.asset_id))
    .where(and(eq(categoryHasAsset.category_id, categoryId), gt(asset.id, afterId)))
    .orderBy(asc(asset.id));
  return limit ? query.limit(limit) : query;
}

export function linkedCourses(db: Db, categoryId: number, afterId = 0, limit?: number) {
  const query = db
    .select({ id: course.id, title: course.title })
    .from(categoryHasCourse)
    .innerJoin(course, eq(course.id, categoryHasCourse.course_id))
    .where(and(eq(categoryHasCourse.category_id, categoryId), gt(course.id, afterId)))
    .orderBy(asc(course.id));
  return limit ? query.limit(limit) : query;
}

export function linkedTrails(db: Db, categoryId: number, afterId = 0, limit?: number) {
  const query = db
    .select({ id: trail.id, title: trail.title })
    .from(categoryHasTrail)
    .innerJoin(trail, eq(trail.id, categoryHasTrail.trail_id))
    .where(and(eq(categoryHasTrail.category_id, categoryId), gt(trail.id, afterId)))
    .orderBy(asc(trail.id));
  return limit ? query.limit(limit) : query;
}
