import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CONTENT_LIST_LIMIT,
  CONTENT_MESSAGES,
  CONTENT_MODULES,
  isContentModuleName,
  type ContentInput,
  type ContentListArgs,
  type ContentModuleName,
} from '@backoffice/domain/schemas/content';
import { users } from '../../db/schema/account.ts';
import { content } from '../../db/schema/cms.ts';
import { checkAccess } from '../../platform/access/access.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { deleteRecord } from '../../platform/db/delete-record.ts';
import { inOrderOf } from '../../platform/db/paged-list.ts';
import { preparedShapes } from '../../platform/db/prepared-shapes.ts';
import { saveRecord, tableValues } from '../../platform/db/record.ts';
import { fileUrl } from '../../platform/files/file-routes.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { UserError } from '../../platform/errors.ts';
import { isoText } from '../../platform/db/iso-text.ts';
import { type Save } from '../../platform/graphql/operation.ts';

/** The caller may use the list a content belongs to (its module_name's account module). */
export function assertContentAccess(user: CurrentUser | null, moduleName: string): void {
  // Rows only ever hold known names (the input schema refuses others); an unknown one is nobody's.
  if (!isContentModuleName(moduleName)) throw new UserError(CONTENT_MESSAGES.unknownModule, 'FORBIDDEN');
  checkAccess(user, CONTENT_MODULES[moduleName].module);
}

const creator = alias(users, 'content_creator');
const updater = alias(users, 'content_updater');

const listColumns = {
  id: content.id,
  module_name: content.module_name,
  title: content.title,
  content: content.content,
  thumbnail_file_id: content.thumbnail_file_id,
  directlink: content.directlink,
  active: content.active,
  date_publish: content.date_publish,
  date_unpublish: content.date_unpublish,
  created_at: content.created_at,
  created_by: content.created_by,
  updated_at: content.updated_at,
  updated_by: content.updated_by,
};

type Row = Pick<typeof content.$inferSelect, keyof typeof listColumns> & {
  created_by_name?: string | null;
  updated_by_name?: string | null;
};

/** The API shape: thumbnail as the URL that serves it, times as ISO strings. */
function present(row: Row) {
  const { thumbnail_file_id, ...rest } = row;
  return {
    ...rest,
    thumbnail: fileUrl(thumbnail_file_id),
    date_publish: isoText(row.date_publish),
    date_unpublish: row.date_unpublish ? isoText(row.date_unpublish) : null,
    created_at: isoText(row.created_at),
    updated_at: isoText(row.updated_at),
    created_by_name: row.created_by_name ?? null,
    updated_by_name: row.updated_by_name ?? null,
  };
}
export type ContentView = ReturnType<typeof present>;

const listStatement = (db: Db, name: string, order: 'asc' | 'desc') =>
  db
    .select(listColumns)
    .from(content)
    .where(eq(content.module_name, sql.placeholder('module')))
    .orderBy(order === 'asc' ? asc(content.id) : desc(content.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);
const listStatements = preparedShapes<ReturnType<typeof listStatement>>();

export async function listContents(db: Db, args: ContentListArgs): Promise<ContentView[]> {
  const order = args.order === 'asc' ? 'asc' : 'desc';
  const statement = listStatements(db, order, (name) => listStatement(db, name, order));
  return (await statement.execute({ module: args.module_name, limit: args.limit })).map(present);
}

/** The ids of a CMS list as it shows them (its order, at most CONTENT_LIST_LIMIT): the list's own query, so both agree. */
export const contentIds = async (db: Db, moduleName: ContentModuleName, order: ContentListArgs['order']) =>
  (await listContents(db, { module_name: moduleName, limit: CONTENT_LIST_LIMIT, order })).map((c) => c.id);

/** The rows of these ids in that order, of one CMS list only: an id of another list (another module's) is left out. */
export async function contentsByIds(db: Db, moduleName: ContentModuleName, ids: readonly number[]): Promise<ContentView[]> {
  const rows = await db
    .select(listColumns)
    .from(content)
    .where(and(eq(content.module_name, moduleName), inArray(content.id, [...ids])));
  return inOrderOf(ids, rows.map(present));
}

export async function findContent(db: Db, id: number): Promise<ContentView | null> {
  const [row] = await db
    .select({ ...listColumns, created_by_name: creator.name, updated_by_name: updater.name })
    .from(content)
    .leftJoin(creator, eq(creator.id, content.created_by))
    .leftJoin(updater, eq(updater.id, content.updated_by))
    .where(eq(content.id, id));
  return row ? present(row) : null;
}

/** A content the caller may change: it exists and its list is one of the caller's modules. */
export async function accessibleContent(db: Db, user: CurrentUser | null, id: number) {
  const [row] = await db
    .select({ id: content.id, module_name: content.module_name, title: content.title, thumbnail_file_id: content.thumbnail_file_id })
    .from(content)
    .where(eq(content.id, id));
  if (!row) throw new UserError(CONTENT_MESSAGES.notFound, 'NOT_FOUND');
  assertContentAccess(user, row.module_name);
  return row;
}

/** `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince). */
export async function saveContent(db: Db, user: CurrentUser, { id, input, updated_at: expectedUpdatedAt }: Save<ContentInput>) {
  assertContentAccess(user, input.module_name);
  const savedId = await saveRecord(db, {
    table: content,
    user,
    id,
    expectedUpdatedAt,
    load: (t, key) => accessibleContent(t, user, key),
    notFound: CONTENT_MESSAGES.notFound,
    values: tableValues(content, input),
  });
  return (await findContent(db, savedId))!;
}

/** Deletes the content into the recycle bin with its thumbnail, whose bytes stay in storage until the bin's purge. */
export async function deleteContent(deps: { db: Db; files: FileStorage }, user: CurrentUser | null, id: number): Promise<boolean> {
  const row = await deleteRecord(deps.db, {
    table: content,
    id,
    load: (t, key) => accessibleContent(t, user, key),
    notFound: CONTENT_MESSAGES.notFound,
    audit: { user, action: 'content.delete', kind: 'content', details: (found) => ({ module: found.module_name }) },
    bin: { type: 'highlight', title: (found) => found.title, user, files: (found) => [found.thumbnail_file_id] },
  });
  return Boolean(row);
}
