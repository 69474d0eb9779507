import { and, count, eq, ne, or } from 'drizzle-orm';
import { BRANCH_ID } from '@backoffice/domain/constants';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { PARCEIRO_MESSAGES, type ParceiroInput } from '@backoffice/domain/schemas/registration';
import { branch, parceiro } from '../../db/schema/parceiro.ts';
import { createdBy, updatedBy } from '../../platform/audit.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { listParts } from '../../platform/db/list-query.ts';
import { assertUnchangedSince } from '../../platform/db/version-check.ts';
import { UserError } from '../../platform/errors.ts';
import { cpfSearch } from '../corretor/corretor-store.ts';
import { uniqueViolation } from '../../platform/db/pg-error.ts';
import { syncLinkedUser } from '../corretor/linked-account.ts';
import { verifyIdentifier } from './real-estate-base-store.ts';

export const PARCEIRO_STORE_MESSAGES = {
  notFound: 'Cadastro de parceiro não encontrado.',
  cpfTaken: 'Já existe um parceiro cadastrado com este CPF.',
  branchNotFound: 'Ramo de atuação não encontrado.',
} as const;

function listWhere(args: ListArgs) {
  const parts = listParts(args, {
    search: [parceiro.name, parceiro.email, parceiro.company],
    id: parceiro.id,
    order: { id: parceiro.id, name: parceiro.name },
  });
  return { ...parts, where: parts.where ? or(parts.where, cpfSearch(parceiro.cpf, args.search)) : undefined };
}

const columns = {
  id: parceiro.id,
  user_id: parceiro.user_id,
  name: parceiro.name,
  email: parceiro.email,
  cpf: parceiro.cpf,
  company: parceiro.company,
  role: parceiro.role,
  phone: parceiro.phone,
  status: parceiro.status,
  cnpj_cpf_imobiliaria: parceiro.cnpj_cpf_imobiliaria,
  cod_imobiliaria: parceiro.cod_imobiliaria,
  branch_id: parceiro.branch_id,
  branch_value: branch.value,
  created_at: parceiro.created_at,
  created_by: parceiro.created_by,
  updated_at: parceiro.updated_at,
  updated_by: parceiro.updated_by,
};

const selectParceiros = (db: Db) =>
  db.select(columns).from(parceiro).leftJoin(branch, eq(branch.id, parceiro.branch_id)).$dynamic();
type Row = Awaited<ReturnType<typeof selectParceiros>>[number];

const present = ({ branch_id, branch_value, ...row }: Row) => ({
  ...row,
  aprovado: row.status,
  branch: branch_id === null ? null : { id: branch_id, value: branch_value ?? '' },
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export async function listParceiros(db: Db, args: ListArgs) {
  const { where, orderBy, limit, offset } = listWhere(args);
  const rows = await selectParceiros(db).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  return rows.map(present);
}

export async function countParceiros(db: Db, args: ListArgs): Promise<number> {
  const { where } = listWhere(args);
  const [row] = await db.select({ n: count() }).from(parceiro).where(where);
  return row?.n ?? 0;
}

export async function findParceiro(db: Db, id: number) {
  const [row] = await selectParceiros(db).where(eq(parceiro.id, id));
  return row ? present(row) : null;
}

/**
 * The server's own check of a real-estate partner (branch 306849): every identifier given must
 * be in the base, with the messages the edit screen shows for the same outcomes.
 */
async function assertInRealEstateBase(db: Db, input: ParceiroInput) {
  for (const identifier of [input.cnpj_cpf_imobiliaria, input.cod_imobiliaria]) {
    if (!identifier) continue;
    const match = await verifyIdentifier(db, identifier);
    if (!match) throw new UserError(PARCEIRO_MESSAGES.nullResult);
    if (!match.exists) throw new UserError(PARCEIRO_MESSAGES.notFound, 'NOT_FOUND');
  }
}

/** `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince). */
export async function saveParceiro(
  db: Db,
  user: CurrentUser,
  id: number | null | undefined,
  input: ParceiroInput,
  expectedUpdatedAt?: string | null,
) {
  const values = {
    name: input.name,
    email: input.email,
    cpf: input.cpf,
    company: input.company,
    role: input.role,
    phone: input.phone,
    branch_id: input.branch,
    status: input.aprovado,
    cnpj_cpf_imobiliaria: input.cnpj_cpf_imobiliaria,
    cod_imobiliaria: input.cod_imobiliaria,
  };
  let savedId: number;
  try {
    savedId = await db.transaction(async (t) => {
      const [current] = id
        ? await t.select({ cpf: parceiro.cpf, user_id: parceiro.user_id }).from(parceiro).where(eq(parceiro.id, id))
        : [];
      if (id && !current) throw new UserError(PARCEIRO_STORE_MESSAGES.notFound, 'NOT_FOUND');
      if (id) await assertUnchangedSince(t, parceiro, id, expectedUpdatedAt);
      const [branchRow] = await t.select({ id: branch.id }).from(branch).where(eq(branch.id, input.branch));
      if (!branchRow) throw new UserError(PARCEIRO_STORE_MESSAGES.branchNotFound, 'NOT_FOUND');
      const [taken] = await t
        .select({ id: parceiro.id })
        .from(parceiro)
        .where(and(eq(parceiro.cpf, input.cpf), id ? ne(parceiro.id, id) : undefined))
        .limit(1);
      if (taken) throw new UserError(PARCEIRO_STORE_MESSAGES.cpfTaken, 'CONFLICT');
      if (input.branch === BRANCH_ID.REAL_ESTATE) await assertInRealEstateBase(t, input);
      if (!id || !current) {
        const [created] = await t.insert(parceiro).values({ ...values, ...createdBy(user) }).returning({ id: parceiro.id });
        return created.id;
      }
      await t.update(parceiro).set({ ...values, ...updatedBy(user) }).where(eq(parceiro.id, id));
      await syncLinkedUser(t, user, current.user_id, current.cpf, input);
      return id;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'parceiro_cpf_unique') throw new UserError(PARCEIRO_STORE_MESSAGES.cpfTaken, 'CONFLICT');
    throw error;
  }
  return (await findParceiro(db, savedId))!;
}
