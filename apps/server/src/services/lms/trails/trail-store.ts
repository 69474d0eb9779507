import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDateTime } from '@backoffice/domain/dates';
import { PROOF_TYPE } from '@backoffice/domain/schemas/course';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { type NewTrailInput, TRAIL_MESSAGES, type TrailInput, trailInputOf } from '@backoffice/domain/schemas/trail';
import { segmentation, users } from '../../../db/schema/account.ts';
import { category } from '../../../db/schema/dam.ts';
import { categoryHasTrail, proof, trail } from '../../../db/schema/lms.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { assertCategoriesExist, assertOwnerProfile, assertProofType } from '../../../platform/learning-checks.ts';
import { deleteRecord } from '../../../platform/db/delete-record.ts';
import { linkTable } from '../../../platform/db/link-table.ts';
import { pagedList } from '../../../platform/db/paged-list.ts';
import { saveRecord } from '../../../platform/db/save-record.ts';
import { UserError } from '../../../platform/errors.ts';
import { fileUrl } from '../../../platform/files/file-routes.ts';
import { discardFile } from '../../../platform/files/store-upload.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';

const reaction = alias(proof, 'reaction');

const columns = {
  id: trail.id,
  title: trail.title,
  description: trail.description,
  thumbnail_file_id: trail.thumbnail_file_id,
  active: trail.active,
  blockcontent: trail.blockcontent,
  owner: trail.owner,
  owner_name: users.name,
  reaction_id: reaction.id,
  reaction_title: reaction.title,
  proof_id: proof.id,
  proof_title: proof.title,
  date_publish: trail.date_publish,
  date_unpublish: trail.date_unpublish,
  created_at: trail.created_at,
  created_by: trail.created_by,
  updated_at: trail.updated_at,
  updated_by: trail.updated_by,
};

const selectTrails = (db: Db) =>
  db
    .select(columns)
    .from(trail)
    .leftJoin(users, and(eq(users.id, trail.owner), sql`${trail.owner} <> 0`))
    .leftJoin(reaction, eq(reaction.id, trail.reactionevaluation_id))
    .leftJoin(proof, eq(proof.id, trail.proof_id))
    .$dynamic();

type TrailRow = Awaited<ReturnType<typeof selectTrails>>[number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The GraphQL shape: dates as ISO strings (and as shown), the thumbnail as a URL. */
function present(row: TrailRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnail: fileUrl(row.thumbnail_file_id),
    active: row.active,
    blockcontent: row.blockcontent,
    owner: row.owner,
    owner_name: row.owner_name ?? null,
    reactionevaluation: row.reaction_id ? { id: row.reaction_id, title: row.reaction_title ?? '' } : null,
    proof: row.proof_id ? { id: row.proof_id, title: row.proof_title ?? '' } : null,
    date_publish: iso(row.date_publish),
    date_unpublish: iso(row.date_unpublish),
    date_publish_format: formatDateTime(row.date_publish),
    date_unpublish_format: formatDateTime(row.date_unpublish),
    created_at: row.created_at.toISOString(),
    created_by: row.created_by,
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by,
  };
}
export type TrailView = ReturnType<typeof present>;

const trails = pagedList({
  search: [trail.title],
  id: trail.id,
  order: { id: trail.id, title: trail.title, name: trail.title },
  rows: selectTrails,
  present,
});

export const listTrails = (db: Db, args: ListArgs) => trails.list(db, args);
export const countTrails = (db: Db, args: { search?: string | null }) => trails.count(db, args);

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

const trailValues = (input: TrailInput) => ({
  title: input.title,
  description: input.description,
  owner: input.owner,
  reactionevaluation_id: input.reactionevaluation_id,
  proof_id: input.proof_id,
  blockcontent: input.blockcontent,
  active: input.active,
  date_publish: input.date_publish,
  date_unpublish: input.date_unpublish,
});

export interface SaveTrail {
  id?: number | null;
  updated_at?: string | null;
  /** The trail's fields as the client sent them: read by the form's schema. */
  fields: Record<string, unknown>;
}

/**
 * createOrUpdateTrail: the fields are read by the form's schema, the owner and proofs are
 * checked, and a new trail is linked to its categories in the same transaction.
 */
export async function saveTrail(db: Db, user: CurrentUser, save: SaveTrail): Promise<TrailView> {
  const input = trailInputOf(!save.id).parse(save.fields);
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
      if (!save.id) await assertCategoriesExist(t, (input as NewTrailInput).categories, TRAIL_MESSAGES.categoryNotFound);
    },
    values: trailValues(input),
    after: async (t, id) => {
      if (save.id) return;
      for (const categoryId of new Set((input as NewTrailInput).categories)) await trailCategories.link(t, user, { trail_id: id, category_id: categoryId });
    },
  });
  return (await findTrail(db, savedId))!;
}

/**
 * deleteTrail: category links and items go by cascade, the segmentation (no foreign key) in the
 * same transaction; the thumbnail after the commit. Audited.
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
  });
  await discardFile(deps, removed.thumbnail);
  return true;
}
