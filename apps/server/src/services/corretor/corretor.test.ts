import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { cpfFromBase, formatCpf } from '@backoffice/domain/documents';
import { users } from '../../db/schema/account.ts';
import { corretor } from '../../db/schema/corretor.ts';
import { createTestApp, expectRefused, type TestApp, type TestUser } from '../../test/test-app.ts';
import { CORRETOR_MESSAGES } from './corretor-store.ts';
import { LINKED_ACCOUNT_MESSAGES } from './linked-account.ts';

const FIELDS = 'id user_id name email cpf susep grupo celular telefone role papel created_at created_by updated_at updated_by';
const Q = {
  list: `query ($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
    cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { ${FIELDS} }
  }`,
  count: `query ($search: String) { cadastros_count(search: $search) }`,
  one: `query ($id: Int!) { cadastro(id: $id) { ${FIELDS} } }`,
  save: `mutation ($id: Int, $input: CorretorInput!) { createOrUpdateCadastro(id: $id, input: $input) { ${FIELDS} } }`,
};

let t: TestApp;
let admin: TestUser & { token: string };
let outsider: TestUser & { token: string };
let broker: TestUser & { token: string };

const input = (n: number, changes: Record<string, unknown> = {}) => ({
  name: `Corretor ${String(n).padStart(3, '0')}`,
  email: `corretor.${n}@exemplo.com.br`,
  cpf: formatCpf(cpfFromBase(100_000_000 + n)),
  susep: `S${n}`,
  telefone: '(11) 91234-5678',
  papel: 1 + (n % 3),
  grupo: 340431,
  ...changes,
});

function call(query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) {
  return t.gql('corretor', query, variables, token ?? undefined);
}

async function create(n: number, changes: Record<string, unknown> = {}) {
  const body = await call(Q.save, { input: input(n, changes) });
  expect(body.errors).toBeUndefined();
  return body.data.createOrUpdateCadastro as { id: number; cpf: string; name: string };
}

const rowsOf = () => t.db.select().from(corretor).orderBy(asc(corretor.id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  outsider = await t.signIn(await t.createProfile({ modules: ['Parceiro', 'Branch', 'User'] }));
  broker = await t.signIn(await t.createProfile({ modules: ['Corretor'] }));
  for (let n = 1; n <= 25; n++) await create(n);
});

afterAll(async () => {
  await t?.close();
});

describe('cadastros_collections and cadastros_count', () => {
  it('pages 20 at a time, newest first by default', async () => {
    const first = await call(Q.list);
    expect(first.data.cadastros_collections).toHaveLength(20);
    expect(first.data.cadastros_collections[0].name).toBe('Corretor 025');
    const second = await call(Q.list, { page: 2 });
    expect(second.data.cadastros_collections.map((c: { name: string }) => c.name)).toEqual([
      'Corretor 005',
      'Corretor 004',
      'Corretor 003',
      'Corretor 002',
      'Corretor 001',
    ]);
    expect((await call(Q.count)).data.cadastros_count).toBe(25);
  });

  it('orders by id or by name (title is accepted for name), ascending or descending', async () => {
    const byName = await call(Q.list, { orderby: 'title', order: 'asc', limit: 3 });
    expect(byName.data.cadastros_collections.map((c: { name: string }) => c.name)).toEqual(['Corretor 001', 'Corretor 002', 'Corretor 003']);
    const byId = await call(Q.list, { orderby: 'id', order: 'ASC', limit: 2 });
    expect(byId.data.cadastros_collections[0].id).toBeLessThan(byId.data.cadastros_collections[1].id);
    expectRefused(await call(Q.list, { orderby: 'cpf' }), 'BAD_USER_INPUT', 'Não é possível ordenar por "cpf".');
  });

  it('searches name, e-mail, CPF (with or without its mask) and susep, and counts the same rows', async () => {
    const names = async (search: string) => (await call(Q.list, { search })).data.cadastros_collections.map((c: { name: string }) => c.name);
    expect(await names('corretor 01')).toEqual([
      'Corretor 019',
      'Corretor 018',
      'Corretor 017',
      'Corretor 016',
      'Corretor 015',
      'Corretor 014',
      'Corretor 013',
      'Corretor 012',
      'Corretor 011',
      'Corretor 010',
    ]);
    expect(await names('corretor.7@')).toEqual(['Corretor 007']);
    const cpf = cpfFromBase(100_000_012);
    expect(await names(formatCpf(cpf))).toEqual(['Corretor 012']);
    expect(await names(cpf)).toEqual(['Corretor 012']);
    expect(await names('S23')).toEqual(['Corretor 023']);
    expect(await names('ninguém')).toEqual([]);
    expect((await call(Q.count, { search: 'corretor 01' })).data.cadastros_count).toBe(10);
    expect((await call(Q.count, { search: formatCpf(cpf) })).data.cadastros_count).toBe(1);
  });
});

describe('cadastro and createOrUpdateCadastro', () => {
  it('creates with digits only, the input names and audit fields from the session', async () => {
    const saved = await create(100, { cpf: '529.982.247-25', telefone: '(21) 3234-5678', papel: 3, grupo: 340432 });
    const body = await call(Q.one, { id: saved.id });
    expect(body.data.cadastro).toMatchObject({
      name: 'Corretor 100',
      email: 'corretor.100@exemplo.com.br',
      cpf: '52998224725',
      susep: 'S100',
      grupo: 340432,
      celular: '2132345678',
      telefone: '2132345678',
      role: 3,
      papel: 3,
      user_id: null,
      created_by: admin.id,
      updated_by: admin.id,
    });
    expect(new Date(body.data.cadastro.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await call(Q.one, { id: 999_999 })).data.cadastro).toBeNull();
  });

  it('updates a registration, stamping who changed it', async () => {
    const saved = await create(101);
    const body = await call(Q.save, { id: saved.id, input: input(101, { name: '  Corretor Alterado  ', susep: '999' }) }, broker.token);
    expect(body.errors).toBeUndefined();
    expect(body.data.createOrUpdateCadastro).toMatchObject({
      id: saved.id,
      name: 'Corretor Alterado',
      susep: '999',
      created_by: admin.id,
      updated_by: broker.id,
    });
  });

  it.each([
    ['name', '', 'O campo nome é obrigatório!'],
    ['name', 'x'.repeat(81), 'O campo nome deve ter no máximo 80 caracteres.'],
    ['email', '', 'O campo e-mail é obrigatório!'],
    ['email', 'não-é-email', 'Informe um e-mail válido.'],
    ['email', `${'a'.repeat(75)}@x.com`, 'O campo e-mail deve ter no máximo 80 caracteres.'],
    ['cpf', '', 'O campo cpf é obrigatório!'],
    ['cpf', '111.111.111-11', 'Informe um CPF válido.'],
    ['cpf', '529.982.247-250', 'O campo cpf deve ter no máximo 14 caracteres.'],
    ['telefone', '', 'O campo telefone é obrigatório!'],
    ['telefone', '(11) 1234', 'Informe um telefone válido.'],
    ['telefone', '(11) 91234-56789', 'O campo telefone deve ter no máximo 15 caracteres.'],
    ['papel', null, 'O campo papel é obrigatório!'],
    ['papel', 7, "Papel inválido: '7'. Use um de: Funcionário (1), Sócio (2), Preposto (3)."],
    ['grupo', null, 'O campo susep grupo é obrigatório!'],
    ['grupo', 1, "Grupo Susep inválido: '1'. Use um de: SUSEP (340431), SUSEP PLENA (340432)."],
    ['susep', '', 'O campo código susep é obrigatório!'],
    ['susep', '12345678901', 'O campo código susep deve ter no máximo 10 caracteres.'],
  ])('refuses %s = %j with "%s" and writes nothing', async (field, value, message) => {
    const before = await rowsOf();
    expectRefused(await call(Q.save, { input: input(200, { [field]: value }) }), 'BAD_USER_INPUT', message);
    expect(await rowsOf()).toEqual(before);
  });

  it('refuses a CPF another registration has, on create and on update', async () => {
    const first = await create(300);
    const second = await create(301);
    const before = await rowsOf();
    expectRefused(await call(Q.save, { input: input(302, { cpf: first.cpf }) }), 'CONFLICT', CORRETOR_MESSAGES.cpfTaken);
    expectRefused(await call(Q.save, { id: second.id, input: input(301, { cpf: first.cpf }) }), 'CONFLICT', CORRETOR_MESSAGES.cpfTaken);
    expect(await rowsOf()).toEqual(before);
    // Keeping its own CPF is not a conflict.
    expect((await call(Q.save, { id: first.id, input: input(300, { name: 'Mesmo CPF' }) })).errors).toBeUndefined();
  });

  it('refuses an unknown id', async () => {
    expectRefused(await call(Q.save, { id: 999_999, input: input(400) }), 'NOT_FOUND', CORRETOR_MESSAGES.notFound);
  });

  it('keeps the linked user in step: name, e-mail and a User ID that was the CPF', async () => {
    const saved = await create(500);
    const login = await t.createUser({ profileId: null, name: 'Nome Antigo' });
    await t.db.update(users).set({ uid: saved.cpf }).where(eq(users.id, login.id));
    await t.db.update(corretor).set({ user_id: login.id }).where(eq(corretor.id, saved.id));

    const newCpf = cpfFromBase(700_000_001);
    const body = await call(Q.save, { id: saved.id, input: input(500, { name: 'Nome Novo', email: 'novo@exemplo.com.br', cpf: newCpf }) });
    expect(body.errors).toBeUndefined();
    const [user] = await t.db.select().from(users).where(eq(users.id, login.id));
    expect(user).toMatchObject({ name: 'Nome Novo', mail: 'novo@exemplo.com.br', uid: newCpf, updated_by: admin.id });

    // An e-mail of another user is refused, and neither record changes.
    const other = await t.createUser({ profileId: null });
    const before = await rowsOf();
    expectRefused(
      await call(Q.save, { id: saved.id, input: input(500, { email: other.mail.toUpperCase(), cpf: newCpf }) }),
      'CONFLICT',
      LINKED_ACCOUNT_MESSAGES.mailTaken,
    );
    expect(await rowsOf()).toEqual(before);
    const [still] = await t.db.select().from(users).where(eq(users.id, login.id));
    expect(still.mail).toBe('novo@exemplo.com.br');
  });
});

describe('access', () => {
  const ops: Array<[string, string, () => Record<string, unknown>]> = [
    ['cadastros_collections', Q.list, () => ({})],
    ['cadastros_count', Q.count, () => ({})],
    ['cadastro', Q.one, () => ({ id: 1 })],
    ['createOrUpdateCadastro', Q.save, () => ({ input: input(900) })],
  ];

  it.each(ops)('%s needs the Corretor module', async (_name, query, vars) => {
    const before = await rowsOf();
    expectRefused(await call(query, vars(), outsider.token), 'FORBIDDEN', 'Seu perfil não tem acesso a esta funcionalidade.');
    expect(await rowsOf()).toEqual(before);
  });

  it.each(ops)('%s refuses anonymous callers', async (_name, query, vars) => {
    const before = await rowsOf();
    expectRefused(await call(query, vars(), null), 'UNAUTHENTICATED');
    expect(await rowsOf()).toEqual(before);
  });

  it.each(ops)('%s is allowed with only the Corretor module', async (_name, query, vars) => {
    expect((await call(query, vars(), broker.token)).errors).toBeUndefined();
  });
});
