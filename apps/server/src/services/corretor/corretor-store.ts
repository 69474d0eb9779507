import type { ListArgs } from '@backoffice/domain/schemas/list';
import { eq } from 'drizzle-orm';
import type { CorretorInput } from '@backoffice/domain/schemas/registration';
import { corretor } from '../../db/schema/corretor.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { type ListFilter, type ListTotals, pagedList } from '../../platform/db/paged-list.ts';
import { assertUnique, presentRow, saveRecord } from '../../platform/db/record.ts';
import { linkedUserSync } from './linked-account.ts';
import { type Save } from '../../platform/graphql/operation.ts';

export const CORRETOR_MESSAGES = {
  notFound: 'Cadastro de corretor não encontrado.',
  cpfTaken: 'Já existe um corretor cadastrado com este CPF.',
} as const;

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

const selectCorretores = (db: Db, fields = columns) => db.select(fields).from(corretor).$dynamic();
type Row = Awaited<ReturnType<typeof selectCorretores>>[number];

const present = (row: Row) => presentRow(row, [], { telefone: row.celular, papel: row.role });

const corretores = pagedList({
  search: [corretor.name, corretor.email, corretor.susep],
  cpf: corretor.cpf,
  id: corretor.id,
  order: { id: corretor.id, name: corretor.name },
  rows: selectCorretores,
  columns,
  needs: { telefone: ['celular'], papel: ['role'] },
  present,
  counter: 'corretor',
});
export const listCorretores = (db: Db, args: ListArgs, wanted?: ReadonlySet<string>, totals?: ListTotals) =>
  corretores.list(db, args, undefined, wanted, totals);
export const countCorretores = (db: Db, args: { search?: string | null }, totals?: ListTotals) => corretores.count(db, args, undefined, totals);
/** Every id the list's search finds, in its order, and the rows of some ids: what the list's export reads. */
export const corretorIds = (db: Db, filter: ListFilter) => corretores.ids(db, filter);
export const corretoresByIds = corretores.byIds;

export async function findCorretor(db: Db, id: number) {
  const [row] = await selectCorretores(db).where(eq(corretor.id, id));
  return row ? present(row) : null;
}

/** `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince). */
export async function saveCorretor(db: Db, user: CurrentUser, { id, input, updated_at: expectedUpdatedAt }: Save<CorretorInput>) {
  const values = {
    name: input.name,
    email: input.email,
    cpf: input.cpf,
    susep: input.susep,
    grupo: input.grupo,
    celular: input.telefone,
    role: input.papel,
  };
  const savedId = await saveRecord(db, {
    table: corretor,
    user,
    id,
    expectedUpdatedAt,
    ...linkedUserSync(corretor, user, input),
    notFound: CORRETOR_MESSAGES.notFound,
    check: (t) => assertUnique(t, corretor, eq(corretor.cpf, input.cpf), id, CORRETOR_MESSAGES.cpfTaken),
    values,
    // Two saves racing past the check above meet the unique index instead.
    unique: { corretor_cpf_unique: CORRETOR_MESSAGES.cpfTaken },
  });
  return (await findCorretor(db, savedId))!;
}
