import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDateTime } from '@backoffice/domain/dates';
import { PROOF_TYPE } from '@backoffice/domain/schemas/course';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { newTrailInput, TRAIL_MESSAGES, trailInput } from '@backoffice/domain/schemas/trail';
import { segmentation, users } from '../../../db/schema/account.ts';
import { category } from '../../../db/schema/dam.ts';
import { categoryHasTrail, proof, trail } from '../../../db/schema/lms.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { assertCategoriesExist, assertOwnerProfile, assertProofType } from '../../../platform/learning-checks.ts';
import { deleteRecord } from '../../../platform/db/delete-record.ts';
import { linkTable } from '../../../platform/db/link-table.ts';
import { type ListFilter, type ListTotals, pagedList } from '../../../platform/db/paged-list.ts';
import { presentRow, tableValues, titledRef, saveRecord } from '../../../platform/db/record.ts';
import { UserError } from '../../../platform/errors.ts';
import { fileUrl } from '../../../platform/files/file-routes.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { isCreate, type CreateOrEdit } from '../../../platform/graphql/operation.ts';

const reaction = alias(proof, 'reaction');

const columns = {
  ...getTableColumns(trail),
  owner_name: users.name,
  reaction_title: reaction.title,
  proof_title: proof.title,
};

const selectTrails = (db: Db, fields = columns) =>
  db
    .select(fields)
    .from(trail)
    .leftJoin(users, and(eq(users.id, trail.owner), sql`${trail.owner} <> 0`))
    .leftJoin(reaction, eq(reaction.id, trail.reactionevaluation_id))
    .leftJoin(proof, eq(proof.id, trail.proof_id))
    .$dynamic();

type TrailRow = Awaited<ReturnType<typeof selectTrails>>[number];

/** The GraphQL shape: the columns (see presentRow), the thumbnail as a URL, the proofs with their titles. */
function present(row: TrailRow) {
  return presentRow(row, ['thumbnail_file_id', 'reaction_title', 'proof_title'], {
    thumbnail: fileUrl(row.thumbnail_file_id),
    reactionevaluation: titledRef(row.reactionevaluation_id, row.reaction_title),
    proof: titledRef(row.proof_id, row.proof_title),
    date_publish_format: formatDateTime(row.date_publish),
    date_unpublish_format: formatDateTime(row.date_unpublish),
  });
}
export type TrailView = ReturnType<typeof present>;

const trails = pagedList({
  search: [trail.title],
  id: trail.id,
  order: { id: trail.id, title: trail.title, name: trail.title },
  rows: selectTrails,
  columns,
  needs: {
    thumbnail: ['thumbnail_file_id'],
    reactionevaluation: ['reactionevaluation_id', 'reaction_title'],
    proof: ['proof_id', 'proof_title'],
    date_publish_format: ['date_publish'],
    date_unpublish_format: ['date_unpublish'],
  },
  present,
  counter: 'trail',
});

export const listTrails = (db: Db, args: ListArgs, wanted?: ReadonlySet<string>, totals?: ListTotals) => trails.list(db, args, undefined, wanted, totals);
export const countTrails = (db: Db, args: { search?: string | null }, totals?: ListTotals) => trails.count(db, args, undefined, totals);
/** Every id the list's filter finds, in its order, and their rows: what a bulk action or an export takes. */
export const trailIds = (db: Db, filter: ListFilter) => trails.ids(db, filter);
export const trailsByIds = trails.byIds;

export async function findTrail(db: Db, id: number): Promise<TrailView | null> {
  const [row] = await selectTrails(db).where(eq(trail.id, id));
  return row ? present(row) : null;
}

export async function trailFor(db: Db, id: number): Promise<TrailView> {
  const found = await findTrail(db, id);
  if (!found) throw new UserError(TRAIL_MESSAGES.notFound, 'NOT_FOUND');
  return found;
}

// ---- categories

export const trailCategories = linkTable(categoryHasTrail, ['category_id', 'trail_id']);

export const categoriesOf = (db: Db, trailId: number) =>
  trailCategories.linked(db, 'trail_id', trailId, {
    id: category.id,
    columns: { id: category.id, title: category.title },
    orderBy: [asc(category.title), asc(category.id)],
  });

/** categoryHasTrail_collection: the trail's links with both titles. */
export function trailLinks(db: Db, trailId: number) {
  return db
    .select({
      id: categoryHasTrail.id,
      trail_id: categoryHasTrail.trail_id,
      category_id: categoryHasTrail.category_id,
      trail_title: trail.title,
      category_title: category.title,
    })
    .from(categoryHasTrail)
    .innerJoin(trail, eq(trail.id, categoryHasTrail.trail_id))
    .innerJoin(category, eq(category.id, categoryHasTrail.category_id))
    .$dynamic()
    .where(eq(categoryHasTrail.trail_id, trailId))
    .orderBy(asc(category.title), asc(category.id));
}

export async function linkCategory(db: Db, user: CurrentUser, trailId: number, categoryId: number) {
  await trailFor(db, trailId);
  await assertCategoriesExist(db, [categoryId], TRAIL_MESSAGES.categoryNotFound);
  const ids = { trail_id: trailId, category_id: categoryId };
  await trailCategories.link(db, user, ids);
  const [link] = await trailLinks(db, trailId).where(trailCategories.where(ids));
  return link;
}

export async function unlinkCategory(db: Db, user: CurrentUser, trailId: number, categoryId: number): Promise<boolean> {
  await trailFor(db, trailId);
  return trailCategories.unlink(db, user, { trail_id: trailId, category_id: categoryId });
}

// ---- save and delete

/** createOrUpdateTrail: the owner and proofs are checked, and a new trail is linked to its categories in the same transaction. */
export async function saveTrail(db: Db, user: CurrentUser, save: CreateOrEdit<typeof newTrailInput, typeof trailInput>): Promise<TrailView> {
  const { input } = save;
  const categories = isCreate(save) ? save.input.categories : [];
  const savedId = await saveRecord(db, {
    table: trail,
    user,
    id: save.id,
    expectedUpdatedAt: save.updated_at,
    load: (t, key) => findTrail(t, key),
    notFound: TRAIL_MESSAGES.notFound,
    check: async (t) => {
      if (input.owner) await assertOwnerProfile(t, input.owner, TRAIL_MESSAGES.invalidOwner);
      await assertProofType(t, input.proof_id, PROOF_TYPE.proof, TRAIL_MESSAGES.invalidProof);
      await assertProofType(t, input.reactionevaluation_id, PROOF_TYPE.reaction, TRAIL_MESSAGES.invalidReaction);
      if (categories.length) await assertCategoriesExist(t, categories, TRAIL_MESSAGES.categoryNotFound);
    },
    values: tableValues(trail, input),
    after: async (t, id) => {
      for (const categoryId of new Set(categories)) await trailCategories.link(t, user, { trail_id: id, category_id: categoryId });
    },
  });
  return (await findTrail(db, savedId))!;
}

/**
 * deleteTrail: category links and items go by cascade, the segmentation (no foreign key) in the
 * same transaction, all of it to the recycle bin with the thumbnail, whose bytes stay in storage
 * until the bin's purge. Audited.
 */
export async function deleteTrail(deps: { db: Db; files: FileStorage }, user: CurrentUser, id: number): Promise<boolean> {
  const removed = await deleteRecord(deps.db, {
    table: trail,
    id,
    load: async (t, key) => {
      const [row] = await t.select({ title: trail.title, thumbnail: trail.thumbnail_file_id }).from(trail).where(eq(trail.id, key));
      return row;
    },
    notFound: TRAIL_MESSAGES.notFound,
    audit: { user, action: 'trail.delete', kind: 'trail', details: (found) => ({ title: found.title }) },
    before: (t) => t.delete(segmentation).where(and(eq(segmentation.module_name, 'Trail'), eq(segmentation.item_id, id))),
    bin: { type: 'trail', title: (found) => found.title, user, files: (found) => [found.thumbnail] },
  });
  return Boolean(removed);
}
