import { type AnyColumn, and, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { onlyDigits } from '@backoffice/domain/documents';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import type { CorretorInput } from '@backoffice/domain/schemas/registration';
import { corretor } from '../../db/schema/corretor.ts';
import { createdBy, updatedBy } from '../../platform/audit.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { listParts } from '../../platform/db/list-query.ts';
import { assertUnchangedSince } from '../../platform/db/version-check.ts';
import { UserError } from '../../platform/errors.ts';
import { uniqueViolation } from '../../platform/db/pg-error.ts';
import { syncLinkedUser } from './linked-account.ts';

export const CORRETOR_MESSAGES = {
  notFound: 'Cadastro de corretor não encontrado.',
  cpfTaken: 'Já existe um corretor cadastrado com este CPF.',
} as const;

/** A search made only of digits and CPF punctuation also finds the CPF, with or without its mask. */
export function cpfSearch(column: AnyColumn, search: string | null | undefined): SQL | undefined {
  const term = search?.trim() ?? '';
  if (!/^[\d.\-\s]+$/.test(term)) return undefined;
  const digits = onlyDigits(term);
  return digits ? ilike(column, `%${digits}%`) : undefined;
}

function listWhere(args: ListArgs) {
  const parts = listParts(args, {
    search: [corretor.name, corretor.email, corretor.susep],
    id: corretor.id,
    order: { id: corretor.id, name: corretor.name },
  });
  return { ...parts, where: parts.where ? or(parts.where, cpfSearch(corretor.cpf, args.search)) : undefined };
}

/** Columns as the API names them: the input's telefone/papel are the table's celular/role. */
const columns = {
  id: corretor.id,
  user_id: corretor.user_id,
  name: corretor.name,
  email: corretor.email,
  cpf: corretor.cpf,
  susep: corretor.susep,
  grupo: corretor.grupo,
  celular: corretor.celular,
  role: corretor.role,
  created_at: corretor.created_at,
  created_by: corretor.created_by,
  updated_at: corretor.updated_at,
  updated_by: corretor.updated_by,
};

const selectCorretores = (db: Db) => db.select(columns).from(corretor).$dynamic();
type Row = Awaited<ReturnType<typeof selectCorretores>>[number];

const present = (row: Row) => ({
  ...row,
  telefone: row.celular,
  papel: row.role,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export async function listCorretores(db: Db, args: ListArgs) {
  const { where, orderBy, limit, offset } = listWhere(args);
  const rows = await selectCorretores(db).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  return rows.map(present);
}

export async function countCorretores(db: Db, args: ListArgs): Promise<number> {
  const { where } = listWhere(args);
  const [row] = await db.select({ n: count() }).from(corretor).where(where);
  return row?.n ?? 0;
}

export async function findCorretor(db: Db, id: number) {
  const [row] = await selectCorretores(db).where(eq(corretor.id, id));
  return row ? present(row) : null;
}

/** `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince). */
export async function saveCorretor(
  db: Db,
  user: CurrentUser,
  id: number | null | undefined,
  input: CorretorInput,
  expectedUpdatedAt?: string | null,
) {
  const values = {
    name: input.name,
    email: input.email,
    cpf: input.cpf,
    susep: input.susep,
    grupo: input.grupo,
    celular: input.telefone,
    role: input.papel,
  };
  let savedId: number;
  try {
    // Shadows the outer db on purpose: every statement of the save runs in the transaction.
    savedId = await db.transaction(async (db) => {
      const [current] = id
        ? await db.select({ cpf: corretor.cpf, user_id: corretor.user_id }).from(corretor).where(eq(corretor.id, id))
        : [];
      if (id && !current) throw new UserError(CORRETOR_MESSAGES.notFound, 'NOT_FOUND');
      if (id) await assertUnchangedSince(db, corretor, id, expectedUpdatedAt);
      const [taken] = await db
        .select({ id: corretor.id })
        .from(corretor)
        .where(and(eq(corretor.cpf, input.cpf), id ? ne(corretor.id, id) : undefined))
        .limit(1);
      if (taken) throw new UserError(CORRETOR_MESSAGES.cpfTaken, 'CONFLICT');
      if (!id || !current) {
        const [created] = await db.insert(corretor).values({ ...values, ...createdBy(user) }).returning({ id: corretor.id });
        return created.id;
      }
      await db.update(corretor).set({ ...values, ...updatedBy(user) }).where(eq(corretor.id, id));
      await syncLinkedUser(db, user, current.user_id, current.cpf, input);
      return id;
    });
  } catch (error) {
    // Two saves racing past the check above meet the unique index instead.
    if (uniqueViolation(error) === 'corretor_cpf_unique') throw new UserError(CORRETOR_MESSAGES.cpfTaken, 'CONFLICT');
    throw error;
  }
  return (await findCorretor(db, savedId))!;
}
