import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { ASSET_MESSAGES, ASSET_TYPES, type AssetInput, type AssetType, isAssetType } from '@backoffice/domain/schemas/asset';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import type { BinType } from '@backoffice/domain/recycle-bin';
import { segmentation, users } from '../../db/schema/account.ts';
import { asset, category, categoryHasAsset } from '../../db/schema/dam.ts';
import { storedFile } from '../../db/schema/files.ts';
import { trailItem } from '../../db/schema/lms.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { deleteRecord } from '../../platform/db/delete-record.ts';
import { countKey, keptCount } from '../../platform/db/kept-count.ts';
import { type ListFilter, type NamedScope, type ListTotals, pagedList } from '../../platform/db/paged-list.ts';
import { presentRow, saveRecord } from '../../platform/db/record.ts';
import { UserError } from '../../platform/errors.ts';
import { fileUrl } from '../../platform/files/file-routes.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { categoryAssets } from './category-store.ts';
import { type Save } from '../../platform/graphql/operation.ts';

/** The caller may work on assets of this type: the module of the type is among theirs. */
export function assertAssetAccess(user: CurrentUser | null, type: string): asserts type is AssetType {
  if (!user) throw new UserError(MESSAGES.unauthenticated, 'UNAUTHENTICATED');
  if (!isAssetType(type)) throw new UserError(ASSET_MESSAGES.unknownType);
  if (!user.modules.includes(ASSET_TYPES[type].module)) throw new UserError(MESSAGES.forbidden, 'FORBIDDEN');
}

export function canAccessAssetType(user: CurrentUser | null, type: string): boolean {
  return Boolean(user && isAssetType(type) && user.modules.includes(ASSET_TYPES[type].module));
}

/** Whether the asset is an item of some trail (the linked-trails action). Qualified on purpose. */
const inTrails = sql<boolean>`exists (select 1 from ${trailItem} where ${trailItem.item_type} = 'asset' and ${trailItem.item_id} = "asset"."id")`;

const columns = {
  ...getTableColumns(asset),
  file_mime: storedFile.mime,
  file_original_name: storedFile.original_name,
  file_size: storedFile.size,
  owner_name: users.name,
  in_trails: inTrails,
};

type AssetRow = Awaited<ReturnType<typeof selectAssets>>[number];

const selectAssets = (db: Db, fields = columns) =>
  db
    .select(fields)
    .from(asset)
    .leftJoin(storedFile, eq(storedFile.id, asset.file_id))
    .leftJoin(users, and(eq(users.id, asset.owner), sql`${asset.owner} <> 0`))
    .$dynamic();

/** The GraphQL shape: the columns (see presentRow), the file and thumbnail as URLs. */
function present(row: AssetRow) {
  const { file_id, file_mime, file_original_name, file_size } = row;
  return presentRow(row, ['file_id', 'thumbnail_file_id', 'file_mime', 'file_original_name', 'file_size'], {
    owner_name: row.owner_name ?? null,
    thumbnail: fileUrl(row.thumbnail_file_id),
    // file_id's foreign key keeps the joined file there; the checks narrow the left join's columns.
    file:
      file_id && file_mime !== null && file_original_name !== null && file_size !== null
        ? { id: file_id, url: fileUrl(file_id)!, mime: file_mime, original_name: file_original_name, size: file_size }
        : null,
    in_trails: Boolean(row.in_trails),
  });
}
export type AssetView = ReturnType<typeof present>;

export interface AssetScope {
  module_name: AssetType;
  external_parent_id?: number | null;
}

/** A type's list is one of a few named scopes, with the count triggers keep; a parent's list is plain SQL. */
const scopeWhere = (scope: AssetScope): SQL | NamedScope =>
  scope.external_parent_id
    ? and(eq(asset.module_name, scope.module_name), eq(asset.external_parent_id, scope.external_parent_id))!
    : { key: scope.module_name, where: eq(asset.module_name, scope.module_name), counter: `asset:${scope.module_name}` };

const assets = pagedList({
  search: [asset.title],
  id: asset.id,
  order: { id: asset.id, title: asset.title, name: asset.title },
  rows: selectAssets,
  columns,
  needs: { thumbnail: ['thumbnail_file_id'], file: ['file_id', 'file_mime', 'file_original_name', 'file_size'] },
  present,
});

/** The query behind assets_collections (the benchmark sends its SQL straight to the database). */
export const assetsPageQuery = (db: Db, scope: AssetScope, args: ListArgs) => assets.page(db, args, scopeWhere(scope));
export const listAssets = (db: Db, scope: AssetScope, args: ListArgs, wanted?: ReadonlySet<string>, totals?: ListTotals) =>
  assets.list(db, args, scopeWhere(scope), wanted, totals);
export const countAssets = (db: Db, scope: AssetScope, args: ListArgs, totals?: ListTotals) => assets.count(db, args, scopeWhere(scope), totals);

/** Every id a list's search finds, in its order: a bulk action or an export over the whole list. */
export const assetIds = (db: Db, scope: AssetScope, filter: ListFilter) => assets.ids(db, filter, scopeWhere(scope));

/** The rows of these ids in that order, of one type's list only: an id of another type (another module's) is left out. */
export const assetsOfTypeByIds = async (db: Db, type: AssetType, ids: readonly number[]) => (await assets.byIds(db, ids)).filter((a) => a.module_name === type);

/** assetsCount: assets of a type, optionally only active (1) or inactive (0) ones: counts triggers keep. */
export function countByType(db: Db, type: AssetType, active: number | null | undefined): Promise<number> {
  return keptCount(db, countKey('asset', type, active));
}

export async function findAsset(db: Db, id: number): Promise<AssetView | null> {
  const [row] = await selectAssets(db).where(eq(asset.id, id));
  return row ? present(row) : null;
}

/** An existing asset the caller may work on: NOT_FOUND when missing, FORBIDDEN outside their modules. */
export async function assetFor(db: Db, user: CurrentUser | null, id: number): Promise<AssetView> {
  const found = await findAsset(db, id);
  if (!found) throw new UserError(ASSET_MESSAGES.notFound, 'NOT_FOUND');
  assertAssetAccess(user, found.module_name);
  return found;
}

export const assetCategories = (db: Db, assetId: number) =>
  categoryAssets.linked(db, 'asset_id', assetId, {
    id: category.id,
    columns: { id: category.id, title: category.title },
    orderBy: [asc(category.title), asc(category.id)],
  });

/** Owners are picked from the users of profiles 15 and 1 (the roles and permissions of the spec). */
async function assertOwner(db: Db, owner: number) {
  if (!owner) return;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, owner), inArray(users.profile_id, [PROFILE_ID.SPECIAL, PROFILE_ID.ADMIN])));
  if (!row) throw new UserError(ASSET_MESSAGES.invalidOwner);
}

/** The item an attachment belongs to is required for attachment types, ignored for the others. */
export function parentFor(type: AssetType, externalParentId: number | null | undefined): number | null {
  if (!ASSET_TYPES[type].parent) return externalParentId ?? null;
  if (!externalParentId) throw new UserError(ASSET_MESSAGES.parentRequired);
  return externalParentId;
}

const editable = (input: AssetInput) => ({
  title: input.title,
  directlink: input.directlink,
  active: input.active,
  showgrid: input.showgrid,
  date_publish: input.date_publish,
  date_unpublish: input.date_unpublish,
  owner: input.owner,
});

/** `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince). */
export async function saveAsset(db: Db, user: CurrentUser, { id, input, updated_at: expectedUpdatedAt }: Save<AssetInput>): Promise<AssetView> {
  let created: Partial<typeof asset.$inferInsert> | undefined;
  if (!id) {
    if (!input.module_name) throw new UserError(ASSET_MESSAGES.typeRequired);
    assertAssetAccess(user, input.module_name);
    created = { module_name: input.module_name, external_parent_id: parentFor(input.module_name, input.external_parent_id) };
  }
  const savedId = await saveRecord(db, {
    table: asset,
    user,
    id,
    expectedUpdatedAt,
    // The type (and the item it belongs to) never change: the record stays in its list.
    load: (t, key) => assetFor(t, user, key),
    notFound: ASSET_MESSAGES.notFound,
    check: (t) => assertOwner(t, input.owner),
    values: editable(input),
    createValues: created,
  });
  return (await findAsset(db, savedId))!;
}

/** The recycle bin's type of each kind of asset. */
const ASSET_BIN_TYPES: Readonly<Record<AssetType, BinType>> = {
  Media: 'media',
  Banner: 'banner',
  chatBanner: 'chatBanner',
  AnexoCurso: 'courseAttachment',
  AnexoSala: 'roomAttachment',
};

/**
 * Refused while trails hold the asset (their items point at it), naming how many items. Its
 * category links and its segmentation go with it in the same transaction, to the recycle bin;
 * its files stay in storage until the bin's purge.
 */
export async function deleteAsset(deps: { db: Db; files: FileStorage }, user: CurrentUser, id: number): Promise<boolean> {
  const removed = await deleteRecord(deps.db, {
    table: asset,
    id,
    load: async (t, key) => {
      const found = await assetFor(t, user, key);
      const [files] = await t.select({ file_id: asset.file_id, thumbnail_file_id: asset.thumbnail_file_id }).from(asset).where(eq(asset.id, key));
      return { ...found, ...files };
    },
    notFound: ASSET_MESSAGES.notFound,
    // Trail items point at assets by id only (no foreign key); the asset row is locked meanwhile.
    check: async (t) => {
      const items = await t.$count(trailItem, and(eq(trailItem.item_type, 'asset'), eq(trailItem.item_id, id)));
      if (items) throw new UserError(ASSET_MESSAGES.inTrails(items), 'CONFLICT');
    },
    before: async (t, found) => {
      await t.delete(categoryHasAsset).where(eq(categoryHasAsset.asset_id, id));
      await t.delete(segmentation).where(and(eq(segmentation.module_name, found.module_name), eq(segmentation.item_id, id)));
    },
    audit: { user, action: 'asset.delete', kind: 'asset', details: (found) => ({ title: found.title, type: found.module_name }) },
    bin: {
      // assetFor refused any type but the known ones.
      type: (found) => ASSET_BIN_TYPES[found.module_name as AssetType],
      title: (found) => found.title,
      user,
      files: (found) => [found.file_id, found.thumbnail_file_id],
    },
  });
  return Boolean(removed);
}
