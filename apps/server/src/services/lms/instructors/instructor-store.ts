import { and, eq, inArray, sql } from 'drizzle-orm';
import { INSTRUCTOR_MESSAGES, type InstructorInput } from '@backoffice/domain/schemas/instructor';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { classroom, instrutor } from '../../../db/schema/lms.ts';
import { updatedBy } from '../../../platform/audit.ts';
import { recordAudit } from '../../../platform/audit-log.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import { intoBin } from '../../../platform/bin/bin-capture.ts';
import type { Db } from '../../../platform/db/client.ts';
import { inOrderOf, type ListFilter, pagedList } from '../../../platform/db/paged-list.ts';
import { assertUnique, presentRow, saveRecord, tableValues } from '../../../platform/db/record.ts';
import { UserError } from '../../../platform/errors.ts';
import { type Save } from '../../../platform/graphql/operation.ts';

const columns = {
  id: instrutor.id,
  nome: instrutor.nome,
  cpf: instrutor.cpf,
  is_interno: instrutor.is_interno,
  is_active: instrutor.is_active,
  updated_at: instrutor.updated_at,
};

type InstructorRow = Pick<typeof instrutor.$inferSelect, keyof typeof columns>;

const present = (row: InstructorRow) => ({ ...row, updated_at: row.updated_at.toISOString() });
export type InstructorView = ReturnType<typeof present>;

/**
 * A removed instructor whom classrooms still use is kept for them, inactive: the instructor
 * screens and the classroom form's choices see only the active ones.
 */
const active = eq(instrutor.is_active, true);

const instructors = pagedList({
  search: [instrutor.nome, instrutor.cpf],
  id: instrutor.id,
  // The CPF is stored masked; a search typed as digits matches its digits.
  cpf: sql`regexp_replace(${instrutor.cpf}, '[^0-9]', '', 'g')`,
  order: { id: instrutor.id, name: instrutor.nome, nome: instrutor.nome },
  rows: (db) => db.select(columns).from(instrutor).$dynamic(),
  present,
});

// Named, so the pages are prepared statements like those of an unscoped list.
const activeScope = { key: 'active', where: active };

export const listInstructors = (db: Db, args: ListArgs) => instructors.list(db, args, activeScope);
export const countInstructors = (db: Db, args: { search?: string | null }) => instructors.count(db, args, activeScope);

/** Every id the list's filter finds, in its order: what a bulk action or an export takes. */
export const instructorIds = (db: Db, filter: ListFilter) => instructors.ids(db, filter, activeScope);

/**
 * These instructors with their creation date (the export's), in the order given. A removed one
 * kept for its classrooms is left out, as the list leaves it out, even when a selection names it.
 */
export async function instructorsByIds(db: Db, ids: readonly number[]) {
  const rows = await db
    .select({ ...columns, created_at: instrutor.created_at })
    .from(instrutor)
    .where(and(inArray(instrutor.id, [...ids]), active));
  return inOrderOf(
    ids,
    rows.map((row) => presentRow(row, [], {})),
  );
}

export async function findInstructor(db: Db, id: number): Promise<InstructorView | null> {
  const [row] = await db
    .select(columns)
    .from(instrutor)
    .where(and(eq(instrutor.id, id), active));
  return row ? present(row) : null;
}

/** One CPF per active instructor: a save's rule, and a restore's (bin-store.ts). */
export const assertCpfFree = (db: Db, cpf: string, id: number | null | undefined) =>
  assertUnique(db, instrutor, and(eq(instrutor.cpf, cpf), active)!, id, INSTRUCTOR_MESSAGES.duplicateCpf);

/**
 * createInstrutor / updateInstrutor / criaOuAtualizaInstrutor. One CPF per active instructor.
 * `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince).
 */
export async function saveInstructor(db: Db, user: CurrentUser, { id, input, updated_at: expectedUpdatedAt }: Save<InstructorInput>): Promise<InstructorView> {
  const savedId = await saveRecord(db, {
    table: instrutor,
    user,
    id,
    expectedUpdatedAt,
    load: findInstructor,
    notFound: INSTRUCTOR_MESSAGES.notFound,
    check: (t) => assertCpfFree(t, input.cpf, id),
    values: tableValues(instrutor, input),
  });
  return (await findInstructor(db, savedId))!;
}

/**
 * deleteInstrutor / removeInstrutor. Classrooms that use the instructor keep it (their lists,
 * reports and attendance still name who taught): it is deactivated instead, so no new classroom
 * can take it. One no classroom uses is deleted, into the recycle bin. The row is locked first: a
 * classroom linking it meanwhile waits, then finds it inactive or gone.
 */
export function deleteInstructor(db: Db, user: CurrentUser, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: instrutor.id, nome: instrutor.nome })
      .from(instrutor)
      .where(and(eq(instrutor.id, id), active))
      .for('update');
    if (!current) throw new UserError(INSTRUCTOR_MESSAGES.notFound, 'NOT_FOUND');
    const [used] = await tx.select({ id: classroom.id }).from(classroom).where(eq(classroom.instrutor_id, id)).limit(1);
    if (used)
      await tx
        .update(instrutor)
        .set({ is_active: false, ...updatedBy(user) })
        .where(eq(instrutor.id, id));
    else await intoBin(tx, { type: 'instructor', recordId: id, title: current.nome, user }, () => tx.delete(instrutor).where(eq(instrutor.id, id)));
    await recordAudit(tx, {
      action: 'instructor.delete',
      user,
      target: { kind: 'instructor', id },
      details: { nome: current.nome, kept_for_classrooms: Boolean(used) },
    });
    return true;
  });
}
