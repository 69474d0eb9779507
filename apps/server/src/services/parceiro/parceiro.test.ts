import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCH_ID, PROFILE_ID } from '@backoffice/domain/constants';
import { cpfFromBase, formatCpf } from '@backoffice/domain/documents';
import { PARCEIRO_MESSAGES } from '@backoffice/domain/schemas/registration';
import { users } from '../../db/schema/account.ts';
import { parceiro, realEstateBase } from '../../db/schema/parceiro.ts';
import { createTestApp, expectRefused, type TestApp, type TestUser } from '../../test/test-app.ts';
import { LINKED_ACCOUNT_MESSAGES } from '../corretor/linked-account.ts';
import { PARCEIRO_STORE_MESSAGES } from './parceiro-store.ts';

const FIELDS = `id user_id name email cpf company role phone branch { id value } status aprovado
  cnpj_cpf_imobiliaria cod_imobiliaria created_at created_by updated_at updated_by`;
const Q = {
  list: `query ($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
    cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { ${FIELDS} }
  }`,
  count: `query ($search: String) { cadastros_count(search: $search) }`,
  one: `query ($id: Int!) { cadastro(id: $id) { ${FIELDS} } }`,
  save: `mutation ($id: Int, $input: ParceiroInput!) { createOrUpdateCadastro(id: $id, input: $input) { ${FIELDS} } }`,
  verify: `query ($identificador: String!) { verifica_base_imobiliaria(identificador: $identificador) { exists name document code } }`,
};

let t: TestApp;
let admin: TestUser & { token: string };
let outsider: TestUser & { token: string };
let partnerAdmin: TestUser & { token: string };
/** A branch of no special rule, created for this file. */
let otherBranchId: number;
const otherBranch = () => otherBranchId;

const input = (n: number, changes: Record<string, unknown> = {}) => ({
  name: `Parceiro ${String(n).padStart(3, '0')}`,
  email: `parceiro.${n}@exemplo.com.br`,
  cpf: formatCpf(cpfFromBase(200_000_000 + n)),
  company: `Empresa ${n}`,
  role: 'Gerente',
  phone: '(11) 91234-5678',
  branch: otherBranchId,
  aprovado: null,
  cnpj_cpf_imobiliaria: '',
  cod_imobiliaria: '',
  ...changes,
});

function call(query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) {
  return t.gql('parceiro', query, variables, token ?? undefined);
}

async function create(n: number, changes: Record<string, unknown> = {}) {
  const body = await call(Q.save, { input: input(n, changes) });
  expect(body.errors).toBeUndefined();
  return body.data.createOrUpdateCadastro as { id: number; cpf: string; name: string };
}

const rowsOf = () => t.db.select().from(parceiro).orderBy(asc(parceiro.id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  outsider = await t.signIn(await t.createProfile({ modules: ['Corretor', 'Branch', 'User', 'ImportarBase'] }));
  partnerAdmin = await t.signIn(await t.createProfile({ modules: ['Parceiro'] }));
  const branch = await call(`mutation { createOrUpdateBranch(input: { value: "Seguros" }) { id } }`);
  expect(branch.errors).toBeUndefined();
  otherBranchId = branch.data.createOrUpdateBranch.id;
  for (let n = 1; n <= 22; n++) await create(n);
});

afterAll(async () => {
  await t?.close();
});

describe('cadastros_collections and cadastros_count', () => {
  it('pages 20 at a time, with the branch and the status of each partner', async () => {
    const first = await call(Q.list);
    expect(first.data.cadastros_collections).toHaveLength(20);
    expect(first.data.cadastros_collections[0]).toMatchObject({
      name: 'Parceiro 022',
      branch: { id: otherBranch(), value: 'Seguros' },
      status: null,
    });
    expect((await call(Q.list, { page: 2 })).data.cadastros_collections.map((p: { name: string }) => p.name)).toEqual(['Parceiro 002', 'Parceiro 001']);
    expect((await call(Q.count)).data.cadastros_count).toBe(22);
  });

  it('orders by name or id and searches name, e-mail, company and CPF', async () => {
    const byName = await call(Q.list, { orderby: 'name', order: 'asc', limit: 2 });
    expect(byName.data.cadastros_collections.map((p: { name: string }) => p.name)).toEqual(['Parceiro 001', 'Parceiro 002']);
    const names = async (search: string) => (await call(Q.list, { search })).data.cadastros_collections.map((p: { name: string }) => p.name);
    expect(await names('parceiro 00')).toHaveLength(9);
    expect(await names('parceiro.15@')).toEqual(['Parceiro 015']);
    expect(await names('Empresa 21')).toEqual(['Parceiro 021']);
    expect(await names(formatCpf(cpfFromBase(200_000_003)))).toEqual(['Parceiro 003']);
    expect((await call(Q.count, { search: 'parceiro 00' })).data.cadastros_count).toBe(9);
    expectRefused(await call(Q.list, { orderby: 'email' }), 'BAD_USER_INPUT', 'Não é possível ordenar por "email".');
  });
});

describe('createOrUpdateCadastro', () => {
  it('creates with digits only and audit fields from the session; cadastro reads it back', async () => {
    const saved = await create(100, { cpf: '529.982.247-25', phone: '(21) 3234-5678', branch: otherBranch() });
    const body = await call(Q.one, { id: saved.id });
    expect(body.data.cadastro).toMatchObject({
      cpf: '52998224725',
      phone: '2132345678',
      company: 'Empresa 100',
      role: 'Gerente',
      branch: { id: otherBranch(), value: 'Seguros' },
      created_by: admin.id,
      updated_by: admin.id,
    });
    expect((await call(Q.one, { id: 999_999 })).data.cadastro).toBeNull();
  });

  it('keeps the status only for branch 298188', async () => {
    for (const aprovado of [true, false, null]) {
      const saved = await call(Q.save, { input: input(110 + Number(aprovado === null ? 2 : aprovado), { branch: BRANCH_ID.STATUS_ENABLED, aprovado }) });
      expect(saved.data.createOrUpdateCadastro).toMatchObject({
        status: aprovado,
        aprovado,
        branch: { id: BRANCH_ID.STATUS_ENABLED, value: 'Parceiro comercial' },
      });
    }
    const other = await call(Q.save, { input: input(120, { branch: otherBranch(), aprovado: true, cod_imobiliaria: '77' }) });
    expect(other.data.createOrUpdateCadastro).toMatchObject({ status: null, cod_imobiliaria: null, cnpj_cpf_imobiliaria: null });
  });

  it.each([
    ['name', '', 'O campo nome é obrigatório!'],
    ['name', 'x'.repeat(81), 'O campo nome deve ter no máximo 80 caracteres.'],
    ['email', 'sem-arroba', 'Informe um e-mail válido.'],
    ['email', `${'a'.repeat(75)}@x.com`, 'O campo e-mail deve ter no máximo 80 caracteres.'],
    ['cpf', '', 'O campo cpf é obrigatório!'],
    ['cpf', '123.456.789-00', 'Informe um CPF válido.'],
    ['company', '', 'O campo empresa é obrigatório!'],
    ['company', 'x'.repeat(41), 'O campo empresa deve ter no máximo 40 caracteres.'],
    ['role', ' ', 'O campo cargo é obrigatório!'],
    ['role', 'x'.repeat(41), 'O campo cargo deve ter no máximo 40 caracteres.'],
    ['phone', '', 'O campo telefone é obrigatório!'],
    ['phone', '1234', 'Informe um telefone válido.'],
    ['phone', '123456789012345', 'O campo telefone deve ter no máximo 14 caracteres.'],
    ['branch', null, 'O campo ramo de atuação é obrigatório!'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const before = await rowsOf();
    expectRefused(await call(Q.save, { input: input(200, { branch: otherBranch(), [field]: value }) }), 'BAD_USER_INPUT', message);
    expect(await rowsOf()).toEqual(before);
  });

  it.each([
    [{ cnpj_cpf_imobiliaria: '', cod_imobiliaria: '' }, PARCEIRO_MESSAGES.oneOfTwo],
    [{ cnpj_cpf_imobiliaria: '123.456.789', cod_imobiliaria: '' }, PARCEIRO_MESSAGES.shortDocument],
    [{ cnpj_cpf_imobiliaria: '12.345.678/0001-901', cod_imobiliaria: '' }, 'O campo CNPJ/CPF deve ter no máximo 14 caracteres.'],
    [{ cnpj_cpf_imobiliaria: '', cod_imobiliaria: '12A' }, PARCEIRO_MESSAGES.codeNumeric],
    [{ cnpj_cpf_imobiliaria: '', cod_imobiliaria: '1'.repeat(21) }, 'O campo código da imobiliária deve ter no máximo 20 caracteres.'],
  ])('refuses a real-estate partner with %j: "%s"', async (fields, message) => {
    const before = await rowsOf();
    expectRefused(await call(Q.save, { input: input(210, { branch: BRANCH_ID.REAL_ESTATE, ...fields }) }), 'BAD_USER_INPUT', message);
    expect(await rowsOf()).toEqual(before);
  });

  it('refuses an unknown branch, an unknown id and a CPF another partner has', async () => {
    const before = await rowsOf();
    expectRefused(await call(Q.save, { input: input(220, { branch: 4_999_999 }) }), 'NOT_FOUND', PARCEIRO_STORE_MESSAGES.branchNotFound);
    expectRefused(await call(Q.save, { id: 999_999, input: input(220, { branch: otherBranch() }) }), 'NOT_FOUND', PARCEIRO_STORE_MESSAGES.notFound);
    const taken = formatCpf(cpfFromBase(200_000_001));
    expectRefused(await call(Q.save, { input: input(220, { branch: otherBranch(), cpf: taken }) }), 'CONFLICT', PARCEIRO_STORE_MESSAGES.cpfTaken);
    expect(await rowsOf()).toEqual(before);
  });

  it('keeps the linked user in step and refuses an e-mail another user has', async () => {
    const saved = await create(230, { branch: otherBranch() });
    const login = await t.createUser({ profileId: null });
    await t.db.update(parceiro).set({ user_id: login.id }).where(eq(parceiro.id, saved.id));
    const body = await call(
      Q.save,
      { id: saved.id, input: input(230, { branch: otherBranch(), name: 'Parceira Nova', email: 'Nova@Exemplo.com.br' }) },
      partnerAdmin.token,
    );
    expect(body.data.createOrUpdateCadastro).toMatchObject({ name: 'Parceira Nova', updated_by: partnerAdmin.id });
    const [user] = await t.db.select().from(users).where(eq(users.id, login.id));
    // The User ID was not the CPF: it stays as it was.
    expect(user).toMatchObject({ name: 'Parceira Nova', mail: 'Nova@Exemplo.com.br', uid: login.uid });
    const other = await t.createUser({ profileId: null });
    expectRefused(
      await call(Q.save, { id: saved.id, input: input(230, { branch: otherBranch(), email: other.mail }) }),
      'CONFLICT',
      LINKED_ACCOUNT_MESSAGES.mailTaken,
    );
  });
});

describe('the real-estate base check (branch 306849)', () => {
  const realEstate = (n: number, fields: Record<string, unknown>) => input(n, { branch: BRANCH_ID.REAL_ESTATE, ...fields });

  it('with an empty base, verifica_base_imobiliaria answers null and saving is refused', async () => {
    expect((await call(Q.verify, { identificador: '12.345.678/0001-90' })).data.verifica_base_imobiliaria).toBeNull();
    const before = await rowsOf();
    expectRefused(
      await call(Q.save, { input: realEstate(300, { cnpj_cpf_imobiliaria: '12.345.678/0001-90' }) }),
      'BAD_USER_INPUT',
      PARCEIRO_MESSAGES.nullResult,
    );
    expect(await rowsOf()).toEqual(before);
  });

  it('with rows, finds a document (masked or not) or a code, and refuses what it does not find', async () => {
    await t.db.insert(realEstateBase).values([
      { document: '12345678000190', code: '555', name: 'Imobiliária Centro' },
      { document: '52998224725', code: null, name: 'Corretora Pessoa Física' },
      { document: null, code: '9001', name: 'Imobiliária Só Código' },
    ]);
    const verify = async (identificador: string) => (await call(Q.verify, { identificador })).data.verifica_base_imobiliaria;
    expect(await verify('12.345.678/0001-90')).toEqual({ exists: true, name: 'Imobiliária Centro', document: '12345678000190', code: '555' });
    expect(await verify('529.982.247-25')).toMatchObject({ exists: true, name: 'Corretora Pessoa Física' });
    expect(await verify('9001')).toEqual({ exists: true, name: 'Imobiliária Só Código', document: null, code: '9001' });
    expect(await verify('11.111.111/0001-11')).toEqual({ exists: false, name: null, document: null, code: null });
    expectRefused(await call(Q.verify, { identificador: '  ' }), 'BAD_USER_INPUT', 'O campo CNPJ/CPF ou código da imobiliária é obrigatório!');

    const before = await rowsOf();
    expectRefused(await call(Q.save, { input: realEstate(301, { cnpj_cpf_imobiliaria: '11.111.111/0001-11' }) }), 'NOT_FOUND', PARCEIRO_MESSAGES.notFound);
    expectRefused(await call(Q.save, { input: realEstate(301, { cod_imobiliaria: '404' }) }), 'NOT_FOUND', PARCEIRO_MESSAGES.notFound);
    // Both given: both must be in the base.
    expectRefused(
      await call(Q.save, { input: realEstate(301, { cnpj_cpf_imobiliaria: '12.345.678/0001-90', cod_imobiliaria: '404' }) }),
      'NOT_FOUND',
      PARCEIRO_MESSAGES.notFound,
    );
    expect(await rowsOf()).toEqual(before);

    const byDocument = await call(Q.save, { input: realEstate(302, { cnpj_cpf_imobiliaria: '12.345.678/0001-90', aprovado: true }) });
    expect(byDocument.data.createOrUpdateCadastro).toMatchObject({
      cnpj_cpf_imobiliaria: '12345678000190',
      cod_imobiliaria: null,
      status: null,
      branch: { id: BRANCH_ID.REAL_ESTATE, value: 'Imobiliária' },
    });
    const byCode = await call(Q.save, { input: realEstate(303, { cod_imobiliaria: '9001' }) });
    expect(byCode.data.createOrUpdateCadastro).toMatchObject({ cnpj_cpf_imobiliaria: null, cod_imobiliaria: '9001' });
  });
});

describe('access', () => {
  const ops: Array<[string, string, () => Record<string, unknown>]> = [
    ['cadastros_collections', Q.list, () => ({})],
    ['cadastros_count', Q.count, () => ({})],
    ['cadastro', Q.one, () => ({ id: 1 })],
    ['createOrUpdateCadastro', Q.save, () => ({ input: input(900, { branch: otherBranch() }) })],
    ['verifica_base_imobiliaria', Q.verify, () => ({ identificador: '9001' })],
  ];

  it.each(ops)('%s needs the Parceiro module', async (_name, query, vars) => {
    const before = await rowsOf();
    expectRefused(await call(query, vars(), outsider.token), 'FORBIDDEN', 'Seu perfil não tem acesso a esta funcionalidade.');
    expect(await rowsOf()).toEqual(before);
  });

  it.each(ops)('%s refuses anonymous callers', async (_name, query, vars) => {
    const before = await rowsOf();
    expectRefused(await call(query, vars(), null), 'UNAUTHENTICATED');
    expect(await rowsOf()).toEqual(before);
  });

  it.each(ops)('%s is allowed with only the Parceiro module', async (_name, query, vars) => {
    expect((await call(query, vars(), partnerAdmin.token)).errors).toBeUndefined();
  });
});
