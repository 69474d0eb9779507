import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACCOUNT_FIELD_ID } from '@backoffice/domain/constants';
import { BRANCH_MESSAGES, type BranchInput, RESERVED_BRANCH_IDS } from '@backoffice/domain/schemas/branch';
import { accountFieldValue } from '../../db/schema/account.ts';
import { branch, parceiro } from '../../db/schema/parceiro.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { deleteRecord } from '../../platform/db/delete-record.ts';
import { inOrderOf, type ListFilter, pagedList } from '../../platform/db/paged-list.ts';
import { assertUnique, saveRecord, tableValues } from '../../platform/db/record.ts';
import { UserError } from '../../platform/errors.ts';
import { type Save } from '../../platform/graphql/operation.ts';

const columns = { id: branch.id, value: branch.value, updated_at: branch.updated_at };

const present = (row: { id: number; value: string; updated_at: Date }) => ({ ...row, updated_at: row.updated_at.toISOString() });

const branches = pagedList({
  search: [branch.value],
  id: branch.id,
  order: { id: branch.id, name: branch.value, value: branch.value },
  rows: (db) => db.select(columns).from(branch).$dynamic(),
  present,
});
export const listBranches = branches.list;
export const countBranches = branches.count;
/** Every id the list's search finds, in its order. */
export const branchIds = (db: Db, filter: ListFilter) => branches.ids(db, filter);

/** The rows of these ids in that order, with when each was created: what the list's export reads. */
export async function branchesByIds(db: Db, ids: readonly number[]) {
  const rows = await db
    .select({ ...columns, created_at: branch.created_at })
    .from(branch)
    .where(inArray(branch.id, [...ids]));
  return inOrderOf(
    ids,
    rows.map((row) => ({ ...present(row), created_at: row.created_at.toISOString() })),
  );
}

export async function findBranch(db: Db, id: number) {
  const [row] = await db.select(columns).from(branch).where(eq(branch.id, id));
  return row ? present(row) : null;
}

/**
 * Account field 19 lists the branches (value = name, externalid = branch id) for segmentation
 * and sign-up; it follows every create, rename and delete in the same transaction.
 */
const branchFieldValue = (id: number) => and(eq(accountFieldValue.account_field_id, ACCOUNT_FIELD_ID.BRANCHES), eq(accountFieldValue.externalid, String(id)));

/** No other branch, nor another value of account field 19, has the name (case aside): a save's rule, and a restore's (bin-store.ts). */
export async function assertNameFree(db: Db, value: string, id: number | undefined) {
  const name = value.toLowerCase();
  await assertUnique(db, branch, sql`lower(${branch.value}) = ${name}`, id, BRANCH_MESSAGES.duplicate);
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
  if (sameValue) throw new UserError(BRANCH_MESSAGES.duplicate, 'CONFLICT');
}

/** `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince). */
export async function saveBranch(db: Db, user: CurrentUser, { id, input, updated_at: expectedUpdatedAt }: Save<BranchInput>) {
  const saved = await saveRecord(db, {
    table: branch,
    user,
    id,
    expectedUpdatedAt,
    load: findBranch,
    notFound: BRANCH_MESSAGES.notFound,
    check: (t) => assertNameFree(t, input.value, id ?? undefined),
    values: tableValues(branch, input),
    after: async (t, savedId, current) => {
      const renamed = current
        ? await t
            .update(accountFieldValue)
            .set({ value: input.value, label: input.value })
            .where(branchFieldValue(savedId))
            .returning({ id: accountFieldValue.id })
        : [];
      if (renamed.length === 0) await insertFieldValue(t, savedId, input.value);
    },
    // Two saves racing past the name check meet the field's unique index instead.
    unique: { account_field_value_unique: BRANCH_MESSAGES.duplicate },
  });
  return (await findBranch(db, saved))!;
}

function insertFieldValue(db: Db, id: number, value: string) {
  return db.insert(accountFieldValue).values({ account_field_id: ACCOUNT_FIELD_ID.BRANCHES, value, label: value, externalid: String(id) });
}

export async function deleteBranch(db: Db, user: CurrentUser, id: number): Promise<boolean> {
  await deleteRecord(db, {
    table: branch,
    id,
    load: findBranch,
    notFound: BRANCH_MESSAGES.notFound,
    check: async () => {
      if (RESERVED_BRANCH_IDS.includes(id)) throw new UserError(BRANCH_MESSAGES.reserved, 'CONFLICT');
    },
    // A parceiro linked meanwhile: the foreign key refuses (23503) what the check let through.
    childrenExist: BRANCH_MESSAGES.hasParceiros,
    children: () => [[parceiro, eq(parceiro.branch_id, id)]],
    before: (t) => t.delete(accountFieldValue).where(branchFieldValue(id)),
    audit: { user, action: 'branch.delete', kind: 'branch', details: (found) => ({ value: found.value }) },
    bin: { type: 'branch', title: (found) => found.value, user },
  });
  return true;
}
