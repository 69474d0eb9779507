import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@backoffice/domain/constants';
import { ASSET_TYPE_NAMES, ASSET_TYPES, type AssetType } from '@backoffice/domain/schemas/asset';
import { CATEGORY_MESSAGES, type CategoryInput } from '@backoffice/domain/schemas/category';
import { segmentation } from '../../db/schema/account.ts';
import { asset, category, categoryHasAsset, categoryHasProfile } from '../../db/schema/dam.ts';
import { categoryHasCourse, categoryHasTrail, course, trail } from '../../db/schema/lms.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { assertNoChildren, deleteRecord } from '../../platform/db/delete-record.ts';
import { linkTable } from '../../platform/db/link-table.ts';
import { inOrderOf } from '../../platform/db/paged-list.ts';
import { preparedShapes } from '../../platform/db/prepared-shapes.ts';
import { saveRecord, updateRecord } from '../../platform/db/record.ts';
import { UserError } from '../../platform/errors.ts';
import { fileUrl } from '../../platform/files/file-routes.ts';
import { type Save } from '../../platform/graphql/operation.ts';

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

const childrenStatement = (db: Db, name: string) =>
  categories(db)
    .where(eq(category.parent_id, sql.placeholder('parentId')))
    .orderBy(desc(category.ordernum), asc(category.title), asc(category.id))
    .prepare(name);
const childrenStatements = preparedShapes<ReturnType<typeof childrenStatement>>();

/** Children of `parentId` (0: top level), higher priority first, then by title. */
export async function listCategories(db: Db, parentId: number) {
  const statement = childrenStatements(db, 'children', (name) => childrenStatement(db, name));
  return (await statement.execute({ parentId })).map(withBanner);
}

/** The ids of the children of `parentId` in the list's order: the list's own query, so both always agree. */
export const categoryIds = async (db: Db, parentId: number) => (await listCategories(db, parentId)).map((c) => c.id);

/** The rows of these ids in that order: what the list's export reads. */
export async function categoriesByIds(db: Db, ids: readonly number[]) {
  return inOrderOf(ids, (await categories(db).where(inArray(category.id, [...ids]))).map(withBanner));
}

/** Every category (id, title, parent), higher priority first, then by title: the pickers build the tree. */
export function listCategoryOptions(db: Db) {
  return db
    .select({ id: category.id, title: category.title, parent_id: category.parent_id })
    .from(category)
    .orderBy(desc(category.ordernum), asc(category.title), asc(category.id));
}

export async function findCategory(db: Db, id: number) {
  const [row] = await categories(db).where(eq(category.id, id));
  return row ? withBanner(row) : null;
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
export async function saveCategory(db: Db, user: CurrentUser, { id, input, updated_at: expectedUpdatedAt }: Save<CategoryInput>) {
  const savedId = await saveRecord(db, {
    table: category,
    user,
    id,
    expectedUpdatedAt,
    load: findCategory,
    notFound: CATEGORY_MESSAGES.notFound,
    check: (t) => checkParent(t, id, input.parent_id),
    values: input,
  });
  return (await findCategory(db, savedId))!;
}

/**
 * Deletes a category without subcategories or links; it goes to the recycle bin with its
 * segmentation and its banner, whose bytes stay in storage until the bin's purge.
 */
export async function deleteCategory(db: Db, user: CurrentUser, id: number): Promise<boolean> {
  await deleteRecord(db, {
    table: category,
    id,
    load: findCategory,
    notFound: CATEGORY_MESSAGES.notFound,
    check: (t) => assertNoChildren(t, CATEGORY_MESSAGES.hasChildren, [[category, eq(category.parent_id, id)]]),
    childrenExist: CATEGORY_MESSAGES.hasLinks,
    children: () => [
      [categoryHasAsset, eq(categoryHasAsset.category_id, id)],
      [categoryHasCourse, eq(categoryHasCourse.category_id, id)],
      [categoryHasTrail, eq(categoryHasTrail.category_id, id)],
      [categoryHasProfile, eq(categoryHasProfile.category_id, id)],
      [course, eq(course.category_id, id)],
    ],
    before: (t) => t.delete(segmentation).where(and(eq(segmentation.module_name, 'Category'), eq(segmentation.item_id, id))),
    audit: { user, action: 'category.delete', kind: 'category', details: (found) => ({ title: found.title }) },
    bin: { type: 'category', title: (found) => found.title, user, files: (found) => [found.banner_file_id] },
  });
  return true;
}

/** Points the category at its new banner; returns the previous one, to discard. */
export async function setBanner(db: Db, user: CurrentUser, id: number, fileId: number): Promise<number | null> {
  const [row] = await db.select({ old: category.banner_file_id }).from(category).where(eq(category.id, id)).for('update');
  if (!row) throw new UserError(CATEGORY_MESSAGES.notFound, 'NOT_FOUND');
  await updateRecord(db, category, id, user, { banner_file_id: fileId });
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

/** category_has_asset: the categories of an asset, the assets of a category. */
export const categoryAssets = linkTable(categoryHasAsset, ['category_id', 'asset_id']);

export async function linkAsset(db: Db, user: CurrentUser, assetId: number, categoryId: number) {
  if (!(await categoryExists(db, categoryId))) throw new UserError(CATEGORY_MESSAGES.notFound, 'NOT_FOUND');
  await assertMayLink(db, user, assetId);
  const ids = { asset_id: assetId, category_id: categoryId };
  await categoryAssets.link(db, user, ids);
  const [link] = await assetLinks(db).where(categoryAssets.where(ids));
  return link;
}

export async function unlinkAsset(db: Db, user: CurrentUser, assetId: number, categoryId: number): Promise<boolean> {
  await assertMayLink(db, user, assetId);
  await categoryAssets.unlink(db, user, { asset_id: assetId, category_id: categoryId });
  return true;
}

// ---- what a category holds (Category-composition)

const linkedItem = (table: typeof asset | typeof course | typeof trail, afterId: number, limit?: number) => ({
  id: table.id,
  columns: { id: table.id, title: table.title },
  afterId,
  limit,
});

export const linkedAssets = (db: Db, categoryId: number, afterId = 0, limit?: number) =>
  categoryAssets.linked(db, 'category_id', categoryId, linkedItem(asset, afterId, limit));

const categoryCourses = linkTable(categoryHasCourse, ['category_id', 'course_id']);
export const linkedCourses = (db: Db, categoryId: number, afterId = 0, limit?: number) =>
  categoryCourses.linked(db, 'category_id', categoryId, linkedItem(course, afterId, limit));

const categoryTrails = linkTable(categoryHasTrail, ['category_id', 'trail_id']);
export const linkedTrails = (db: Db, categoryId: number, afterId = 0, limit?: number) =>
  categoryTrails.linked(db, 'category_id', categoryId, linkedItem(trail, afterId, limit));
