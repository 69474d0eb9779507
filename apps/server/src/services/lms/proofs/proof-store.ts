import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import { formatDateTime } from '@backoffice/domain/dates';
import { PROOF_MESSAGES, type ProofInput } from '@backoffice/domain/schemas/proof';
import { chat } from '../../../db/schema/chat.ts';
import { course, proof, question, trail } from '../../../db/schema/lms.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { deleteRecord } from '../../../platform/db/delete-record.ts';
import { inOrderOf } from '../../../platform/db/paged-list.ts';
import { presentRow, saveRecord } from '../../../platform/db/record.ts';
import { type Save } from '../../../platform/graphql/operation.ts';

const columns = {
  id: proof.id,
  title: proof.title,
  prooftype_id: proof.prooftype_id,
  active: proof.active,
  minimum: proof.minimum,
  attempts: proof.attempts,
  date_publish: proof.date_publish,
  date_unpublish: proof.date_unpublish,
  updated_at: proof.updated_at,
};

type ProofRow = Pick<typeof proof.$inferSelect, keyof typeof columns>;

const present = (row: ProofRow) => ({
  ...row,
  date_publish: row.date_publish?.toISOString() ?? null,
  date_unpublish: row.date_unpublish?.toISOString() ?? null,
  date_publish_format: formatDateTime(row.date_publish),
  date_unpublish_format: formatDateTime(row.date_unpublish),
  updated_at: row.updated_at.toISOString(),
});
export type ProofView = ReturnType<typeof present>;

/** The proofs list (by type: 1 course proof, 2 reaction evaluation, 3 quiz) and its order: active ones first, then by title. */
const ofType = (typeId: number) => eq(proof.prooftype_id, typeId);
const LIST_ORDER = [desc(proof.active), asc(proof.title), asc(proof.id)];

/** proof_collections: the proofs of a type, whole (the list has no pages). */
export async function proofsOfType(db: Db, typeId: number): Promise<ProofView[]> {
  const rows = await db
    .select(columns)
    .from(proof)
    .where(ofType(typeId))
    .orderBy(...LIST_ORDER);
  return rows.map(present);
}

/** The ids of the same list, in its order: what a bulk action or an export takes. */
export async function proofIdsOfType(db: Db, typeId: number): Promise<number[]> {
  const rows = await db
    .select({ id: proof.id })
    .from(proof)
    .where(ofType(typeId))
    .orderBy(...LIST_ORDER);
  return rows.map((r) => r.id);
}

/** These proofs with their creation date (the export's), in the order given. */
export async function proofsByIds(db: Db, ids: readonly number[]) {
  const rows = await db
    .select({ ...columns, created_at: proof.created_at })
    .from(proof)
    .where(inArray(proof.id, [...ids]));
  return inOrderOf(
    ids,
    rows.map((row) => presentRow(row, [], {})),
  );
}

export async function findProof(db: Db, id: number): Promise<ProofView | null> {
  const [row] = await db.select(columns).from(proof).where(eq(proof.id, id));
  return row ? present(row) : null;
}

/** createOrUpdateProof. `expectedUpdatedAt`: the version the form loaded. */
export async function saveProof(db: Db, user: CurrentUser, { id, input, updated_at: expectedUpdatedAt }: Save<ProofInput>): Promise<ProofView> {
  const savedId = await saveRecord(db, {
    table: proof,
    user,
    id,
    expectedUpdatedAt,
    load: findProof,
    notFound: PROOF_MESSAGES.proofNotFound,
    values: input,
  });
  return (await findProof(db, savedId))!;
}

/**
 * deleteProof: refused while the proof has questions or a course, trail or room uses it (as proof,
 * reaction evaluation or quiz). Each is checked: their foreign keys are RESTRICT, whose violation
 * (23001) the constraint mapper does not read as a foreign key's, so it would surface as INTERNAL.
 */
export async function deleteProof(db: Db, user: CurrentUser, id: number): Promise<boolean> {
  await deleteRecord(db, {
    table: proof,
    id,
    load: findProof,
    notFound: PROOF_MESSAGES.proofNotFound,
    childrenExist: PROOF_MESSAGES.childrenExist,
    children: () => [
      [question, eq(question.proof_id, id)],
      [course, or(eq(course.proof_id, id), eq(course.reactionevaluation_id, id))],
      [trail, or(eq(trail.proof_id, id), eq(trail.reactionevaluation_id, id))],
      [chat, or(eq(chat.reactionevaluation_id, id), eq(chat.quiz_id, id))],
    ],
    audit: { user, action: 'proof.delete', kind: 'proof', details: (p) => ({ title: p.title, prooftype_id: p.prooftype_id }) },
    bin: { type: 'proof', title: (p) => p.title, user },
  });
  return true;
}
