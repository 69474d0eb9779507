import type { ListArgs } from '@backoffice/domain/schemas/list';
import { eq } from 'drizzle-orm';
import { BRANCH_ID } from '@backoffice/domain/constants';
import { PARCEIRO_MESSAGES, type ParceiroInput } from '@backoffice/domain/schemas/registration';
import { branch, parceiro } from '../../db/schema/parceiro.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { type ListFilter, type ListTotals, pagedList } from '../../platform/db/paged-list.ts';
import { assertUnique, presentRow, saveRecord } from '../../platform/db/record.ts';
import { UserError } from '../../platform/errors.ts';
import { linkedUserSync } from '../corretor/linked-account.ts';
import { verifyIdentifier } from './real-estate-base-store.ts';
import { type Save } from '../../platform/graphql/operation.ts';

export const PARCEIRO_STORE_MESSAGES = {
  notFound: 'Cadastro de parceiro não encontrado.',
  cpfTaken: 'Já existe um parceiro cadastrado com este CPF.',
  branchNotFound: 'Ramo de atuação não encontrado.',
} as const;

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

const selectParceiros = (db: Db, fields = columns) => db.select(fields).from(parceiro).leftJoin(branch, eq(branch.id, parceiro.branch_id)).$dynamic();
type Row = Awaited<ReturnType<typeof selectParceiros>>[number];

const present = (row: Row) =>
  presentRow(row, ['branch_id', 'branch_value'], {
    aprovado: row.status,
    branch: row.branch_id === null ? null : { id: row.branch_id, value: row.branch_value ?? '' },
  });

const parceiros = pagedList({
  search: [parceiro.name, parceiro.email, parceiro.company],
  cpf: parceiro.cpf,
  id: parceiro.id,
  order: { id: parceiro.id, name: parceiro.name },
  rows: selectParceiros,
  columns,
  needs: { aprovado: ['status'], branch: ['branch_id', 'branch_value'] },
  present,
  counter: 'parceiro',
});
export const listParceiros = (db: Db, args: ListArgs, wanted?: ReadonlySet<string>, totals?: ListTotals) => parceiros.list(db, args, undefined, wanted, totals);
export const countParceiros = (db: Db, args: { search?: string | null }, totals?: ListTotals) => parceiros.count(db, args, undefined, totals);
/** Every id the list's search finds, in its order, and the rows of some ids: what the list's export reads. */
export const parceiroIds = (db: Db, filter: ListFilter) => parceiros.ids(db, filter);
export const parceirosByIds = parceiros.byIds;

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
export async function saveParceiro(db: Db, user: CurrentUser, { id, input, updated_at: expectedUpdatedAt }: Save<ParceiroInput>) {
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
  const savedId = await saveRecord(db, {
    table: parceiro,
    user,
    id,
    expectedUpdatedAt,
    ...linkedUserSync(parceiro, user, input),
    notFound: PARCEIRO_STORE_MESSAGES.notFound,
    check: async (t) => {
      const [branchRow] = await t.select({ id: branch.id }).from(branch).where(eq(branch.id, input.branch));
      if (!branchRow) throw new UserError(PARCEIRO_STORE_MESSAGES.branchNotFound, 'NOT_FOUND');
      await assertUnique(t, parceiro, eq(parceiro.cpf, input.cpf), id, PARCEIRO_STORE_MESSAGES.cpfTaken);
      if (input.branch === BRANCH_ID.REAL_ESTATE) await assertInRealEstateBase(t, input);
    },
    values,
    unique: { parceiro_cpf_unique: PARCEIRO_STORE_MESSAGES.cpfTaken },
  });
  return (await findParceiro(db, savedId))!;
}
