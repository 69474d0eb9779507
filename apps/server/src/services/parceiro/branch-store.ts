import { and, count, eq, ne, sql } from 'drizzle-orm';
import { ACCOUNT_FIELD_ID } from '@backoffice/domain/constants';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { BRANCH_MESSAGES, type BranchInput, RESERVED_BRANCH_IDS } from '@backoffice/domain/schemas/branch';
import { accountFieldValue } from '../../db/schema/account.ts';
import { branch, parceiro } from '../../db/schema/parceiro.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { createdBy, updatedBy } from '../../platform/audit.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { listParts } from '../../platform/db/list-query.ts';
import { assertUnchangedSince } from '../../platform/db/version-check.ts';
import { UserError } from '../../platform/errors.ts';
import { foreignKeyViolation, uniqueViolation } from '../../platform/db/pg-error.ts';

const listSpec = {
  search: [branch.value],
  id: branch.id,
  order: { id: branch.id, name: branch.value, value: branch.value },
};

const columns = { id: branch.id, value: branch.value, updated_at: branch.updated_at };

const present = (row: { id: number; value: string; updated_at: Date }) => ({ ...row, updated_at: row.updated_at.toISOString() });

export async function listBranches(db: Db, args: ListArgs) {
  const { where, orderBy, limit, offset } = listParts(args, listSpec);
  const rows = await db.select(columns).from(branch).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  return rows.map(present);
}

export async function countBranches(db: Db, args: ListArgs): Promise<number> {
  const { where } = listParts(args, listSpec);
  const [row] = await db.select({ n: count() }).from(branch).where(where);
  return row?.n ?? 0;
}

export async function findBranch(db: Db, id: number) {
  const [row] = await db.select(columns).from(branch).where(eq(branch.id, id));
  return row ? present(row) : null;
}

/**
 * Account field 19 lists the branches (value = name, externalid = branch id) for segmentation
 * and sign-up; it follows every create, rename and delete in the same transaction.
 */
const branchFieldValue = (id: number) =>
  and(eq(accountFieldValue.account_field_id, ACCOUNT_FIELD_ID.BRANCHES), eq(accountFieldValue.externalid, String(id)));

async function assertNameFree(db: Db, value: string, id: number | undefined) {
  const name = value.toLowerCase();
  const [sameBranch] = await db
    .select({ id: branch.id })
    .from(branch)
    .where(and(sql`lower(${branch.value}) = ${name}`, id ? ne(branch.id, id) : undefined))
    .limit(1);
  // The field's values are unique per field: another value row with this name would clash too.
  const [sameValue] = await db
    .select({ id: accountFieldValue.id })
    .from(accountFieldValue)
    .where(
      and(
        eq(accountFieldValue.account_field_id, ACCOUNT_FIELD_ID.BRANCHES),
        sql`lower(${accountFieldValue.value}) = ${name}`,
        id ? sql`${accountFieldValue.externalid} is distinct from ${String(id)}` : undefined,
      ),
    )
    .limit(1);
  if (sameBranch || sameValue) throw new UserError(BRANCH_MESSAGES.duplicate, 'CONFLICT');
}

/** `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince). */
export async function saveBranch(
  db: Db,
  user: CurrentUser,
  id: number | null | undefined,
  input: BranchInput,
  expectedUpdatedAt?: string | null,
) {
  const saved = await db.transaction(async (t) => {
    if (id && !(await findBranch(t, id))) throw new UserError(BRANCH_MESSAGES.notFound, 'NOT_FOUND');
    if (id) await assertUnchangedSince(t, branch, id, expectedUpdatedAt);
    await assertNameFree(t, input.value, id ?? undefined);
    if (id) {
      await t.update(branch).set({ value: input.value, ...updatedBy(user) }).where(eq(branch.id, id));
      const renamed = await t
        .update(accountFieldValue)
        .set({ value: input.value, label: input.value })
        .where(branchFieldValue(id))
        .returning({ id: accountFieldValue.id });
      if (renamed.length === 0) await insertFieldValue(t, id, input.value);
      return id;
    }
    const [created] = await t.insert(branch).values({ value: input.value, ...createdBy(user) }).returning({ id: branch.id });
    await insertFieldValue(t, created.id, input.value);
    return created.id;
  }).catch((error) => {
    // Two saves racing past the name check meet the field's unique index instead.
    if (uniqueViolation(error) === 'account_field_value_unique') throw new UserError(BRANCH_MESSAGES.duplicate, 'CONFLICT');
    throw error;
  });
  return (await findBranch(db, saved))!;
}

function insertFieldValue(db: Db, id: number, value: string) {
  return db
    .insert(accountFieldValue)
    .values({ account_field_id: ACCOUNT_FIELD_ID.BRANCHES, value, label: value, externalid: String(id) });
}

export async function deleteBranch(db: Db, user: CurrentUser, id: number): Promise<boolean> {
  return db.transaction(async (t) => {
    const found = await findBranch(t, id);
    if (!found) throw new UserError(BRANCH_MESSAGES.notFound, 'NOT_FOUND');
    if (RESERVED_BRANCH_IDS.includes(id)) throw new UserError(BRANCH_MESSAGES.reserved, 'CONFLICT');
    const [linked] = await t.select({ n: count() }).from(parceiro).where(eq(parceiro.branch_id, id));
    if (linked?.n) throw new UserError(BRANCH_MESSAGES.hasParceiros, 'CONFLICT');
    await t.delete(accountFieldValue).where(branchFieldValue(id));
    await t.delete(branch).where(eq(branch.id, id));
    await recordAudit(t, { action: 'branch.delete', user, target: { kind: 'branch', id }, details: { value: found.value } });
    return true;
  }).catch((error) => {
    // A parceiro linked meanwhile: the foreign key refuses (23503) what the count let through.
    if (foreignKeyViolation(error)) throw new UserError(BRANCH_MESSAGES.hasParceiros, 'CONFLICT');
    throw error;
  });
}
