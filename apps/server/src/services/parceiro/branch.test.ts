import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_ID, BRANCH_ID, PROFILE_ID } from '@backoffice/domain/constants';
import { cpfFromBase } from '@backoffice/domain/documents';
import { BRANCH_MESSAGES } from '@backoffice/domain/schemas/branch';
import { accountFieldValue } from '../../db/schema/account.ts';
import { branch, parceiro } from '../../db/schema/parceiro.ts';
import { bearer, createTestApp, expectRefused, type TestApp, type TestUser } from '../../test/test-app.ts';
import { BRANCH_ID_REQUIRED } from './branch-routes.ts';

const Q = {
  list: `query ($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
    branch_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id value }
  }`,
  count: `query ($search: String) { branch_count(search: $search) }`,
  one: `query ($id: Int!) { branch(id: $id) { id value } }`,
  save: `mutation ($id: Int, $value: String) { createOrUpdateBranch(id: $id, input: { value: $value }) { id value } }`,
  remove: `mutation ($id: Int!) { deleteBranch(id: $id) }`,
};
const TOO_LONG = 'O campo nome deve ter no máximo 120 caracteres.';
const FORBIDDEN = 'Seu perfil não tem acesso a esta funcionalidade.';

let t: TestApp;
let admin: TestUser & { token: string };
let branchAdmin: TestUser & { token: string };
let partnerAdmin: TestUser & { token: string };
let userAdmin: TestUser & { token: string };
let outsider: TestUser & { token: string };

function call(query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) {
  return t.gql('parceiro', query, variables, token ?? undefined);
}

async function create(value: string) {
  const body = await call(Q.save, { value });
  expect(body.errors).toBeUndefined();
  return body.data.createOrUpdateBranch as { id: number; value: string };
}

/** Branches and the account field 19 values that mirror them, to prove a refusal changed nothing. */
async function state() {
  const branches = await t.db.select({ id: branch.id, value: branch.value }).from(branch).orderBy(asc(branch.id));
  const values = await fieldValues();
  return { branches, values };
}

const fieldValues = () =>
  t.db
    .select({ value: accountFieldValue.value, label: accountFieldValue.label, externalid: accountFieldValue.externalid })
    .from(accountFieldValue)
    .where(eq(accountFieldValue.account_field_id, ACCOUNT_FIELD_ID.BRANCHES))
    .orderBy(asc(accountFieldValue.value));

const fieldValueOf = async (id: number) =>
  (
    await t.db
      .select({ value: accountFieldValue.value })
      .from(accountFieldValue)
      .where(and(eq(accountFieldValue.account_field_id, ACCOUNT_FIELD_ID.BRANCHES), eq(accountFieldValue.externalid, String(id))))
  ).map((r) => r.value);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  branchAdmin = await t.signIn(await t.createProfile({ modules: ['Branch'] }));
  partnerAdmin = await t.signIn(await t.createProfile({ modules: ['Parceiro'] }));
  userAdmin = await t.signIn(await t.createProfile({ modules: ['User'] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['Corretor', 'ImportarBase'] }));
  for (let n = 1; n <= 21; n++) await create(`Ramo ${String(n).padStart(2, '0')}`);
});

afterAll(async () => {
  await t?.close();
});

describe('branch_collections, branch_count and branch', () => {
  it('pages 20 at a time, newest first, with the reserved branches last', async () => {
    const first = (await call(Q.list)).data.branch_collections;
    expect(first).toHaveLength(20);
    expect(first[0].value).toBe('Ramo 21');
    // Reserved ids are fixed and large; identity values start after the largest one.
    expect(first[0].id).toBeGreaterThan(BRANCH_ID.REAL_ESTATE);
    const second = (await call(Q.list, { page: 2 })).data.branch_collections.map((b: { value: string }) => b.value);
    expect(second).toEqual(['Ramo 01', 'Imobiliária', 'Parceiro comercial']);
    expect((await call(Q.count)).data.branch_count).toBe(23);
  });

  it('orders by name, title or value and by id, and searches the name', async () => {
    for (const orderby of ['name', 'title', 'value']) {
      const rows = (await call(Q.list, { orderby, order: 'asc', limit: 3 })).data.branch_collections.map((b: { value: string }) => b.value);
      expect(rows).toEqual(['Imobiliária', 'Parceiro comercial', 'Ramo 01']);
    }
    const byId = (await call(Q.list, { orderby: 'id', order: 'asc', limit: 2 })).data.branch_collections.map((b: { id: number }) => b.id);
    expect(byId).toEqual([BRANCH_ID.STATUS_ENABLED, BRANCH_ID.REAL_ESTATE]);
    const found = (await call(Q.list, { search: 'ramo 1' })).data.branch_collections;
    expect(found).toHaveLength(10);
    expect((await call(Q.count, { search: 'ramo 1' })).data.branch_count).toBe(10);
    expect((await call(Q.one, { id: BRANCH_ID.REAL_ESTATE })).data.branch).toEqual({ id: BRANCH_ID.REAL_ESTATE, value: 'Imobiliária' });
    expect((await call(Q.one, { id: 999 })).data.branch).toBeNull();
    expectRefused(await call(Q.list, { orderby: 'created_at' }), 'BAD_USER_INPUT', 'Não é possível ordenar por "created_at".');
  });

  it('is readable with the Parceiro or the User module (partner edit, user creation)', async () => {
    for (const who of [partnerAdmin, userAdmin, branchAdmin]) {
      expect((await call(Q.list, {}, who.token)).data.branch_collections).toHaveLength(20);
      expect((await call(Q.one, { id: BRANCH_ID.REAL_ESTATE }, who.token)).data.branch.value).toBe('Imobiliária');
    }
    expectRefused(await call(Q.count, {}, partnerAdmin.token), 'FORBIDDEN', FORBIDDEN);
  });
});

describe('createOrUpdateBranch', () => {
  it('creates a branch and its value in account field 19, and renames both', async () => {
    const created = await create('  Consórcios  ');
    expect(created.value).toBe('Consórcios');
    expect(await fieldValueOf(created.id)).toEqual(['Consórcios']);
    const renamed = await call(Q.save, { id: created.id, value: 'Consórcio e Capitalização' }, branchAdmin.token);
    expect(renamed.data.createOrUpdateBranch).toEqual({ id: created.id, value: 'Consórcio e Capitalização' });
    expect(await fieldValueOf(created.id)).toEqual(['Consórcio e Capitalização']);
    const [row] = await t.db.select().from(branch).where(eq(branch.id, created.id));
    expect(row).toMatchObject({ created_by: admin.id, updated_by: branchAdmin.id });
  });

  it.each([
    ['', BRANCH_MESSAGES.empty],
    ['   ', BRANCH_MESSAGES.empty],
    [null, BRANCH_MESSAGES.empty],
    ['x'.repeat(121), TOO_LONG],
  ])('refuses the name %j with "%s"', async (value, message) => {
    const before = await state();
    expectRefused(await call(Q.save, { value }), 'BAD_USER_INPUT', message);
    expectRefused(await call(Q.save, { id: BRANCH_ID.REAL_ESTATE, value }), 'BAD_USER_INPUT', message);
    expect(await state()).toEqual(before);
  });

  it('refuses a name another branch has (any case) and an unknown id', async () => {
    const before = await state();
    expectRefused(await call(Q.save, { value: 'RAMO 05' }), 'CONFLICT', BRANCH_MESSAGES.duplicate);
    const other = (await call(Q.list, { search: 'Ramo 06' })).data.branch_collections[0];
    expectRefused(await call(Q.save, { id: other.id, value: 'ramo 05' }), 'CONFLICT', BRANCH_MESSAGES.duplicate);
    expectRefused(await call(Q.save, { id: 999, value: 'Qualquer' }), 'NOT_FOUND', BRANCH_MESSAGES.notFound);
    expect(await state()).toEqual(before);
    // Its own name in another case is a rename, not a conflict.
    expect((await call(Q.save, { id: other.id, value: 'RAMO 06' })).data.createOrUpdateBranch.value).toBe('RAMO 06');
  });
});

describe('deleteBranch', () => {
  it('deletes a branch and its account field value', async () => {
    const created = await create('Temporário');
    expect((await call(Q.remove, { id: created.id }, branchAdmin.token)).data.deleteBranch).toBe(true);
    expect((await call(Q.one, { id: created.id })).data.branch).toBeNull();
    expect(await fieldValueOf(created.id)).toEqual([]);
  });

  it('refuses the reserved branches, a branch with partners and an unknown id', async () => {
    const used = await create('Com parceiros');
    await t.db.insert(parceiro).values({ name: 'P', email: 'p@x.com', cpf: cpfFromBase(1), branch_id: used.id });
    const before = await state();
    expectRefused(await call(Q.remove, { id: BRANCH_ID.REAL_ESTATE }), 'CONFLICT', BRANCH_MESSAGES.reserved);
    expectRefused(await call(Q.remove, { id: BRANCH_ID.STATUS_ENABLED }), 'CONFLICT', BRANCH_MESSAGES.reserved);
    expectRefused(await call(Q.remove, { id: used.id }), 'CONFLICT', BRANCH_MESSAGES.hasParceiros);
    expectRefused(await call(Q.remove, { id: 999 }), 'NOT_FOUND', BRANCH_MESSAGES.notFound);
    expect(await state()).toEqual(before);
  });
});

describe('GraphQL access', () => {
  const ops: Array<[string, string, Record<string, unknown>]> = [
    ['branch_collections', Q.list, {}],
    ['branch', Q.one, { id: BRANCH_ID.REAL_ESTATE }],
    ['branch_count', Q.count, {}],
    ['createOrUpdateBranch', Q.save, { value: 'Negado' }],
    ['deleteBranch', Q.remove, { id: BRANCH_ID.REAL_ESTATE }],
  ];
  it.each(ops)('%s is refused without the module', async (_name, query, vars) => {
    const before = await state();
    expectRefused(await call(query, vars, outsider.token), 'FORBIDDEN', FORBIDDEN);
    expect(await state()).toEqual(before);
  });
  it.each(ops)('%s is refused anonymously', async (_name, query, vars) => {
    expectRefused(await call(query, vars, null), 'UNAUTHENTICATED');
  });
  it('writing needs the Branch module itself', async () => {
    const before = await state();
    for (const who of [partnerAdmin, userAdmin]) {
      expectRefused(await call(Q.save, { value: 'Negado' }, who.token), 'FORBIDDEN', FORBIDDEN);
      expectRefused(await call(Q.remove, { id: 1 }, who.token), 'FORBIDDEN', FORBIDDEN);
    }
    expect(await state()).toEqual(before);
  });
});

describe('REST /api/v1/parceiro/branch', () => {
  const BASE = '/api/v1/parceiro/branch';
  const rest = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token: string | null = branchAdmin.token) =>
    t.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });

  it('lists (with the list arguments), reads one, and counts', async () => {
    const list = await rest('GET', `${BASE}?search=ramo%201&orderby=name&order=asc&limit=3`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((b: { name: string }) => b.name)).toEqual(['Ramo 10', 'Ramo 11', 'Ramo 12']);
    expect(list.json()[0]).toEqual({ id: expect.any(Number), name: 'Ramo 10', value: 'Ramo 10', updated_at: expect.any(String) });
    expect((await rest('GET', BASE)).json()).toHaveLength(20);
    const one = await rest('GET', `${BASE}?id=${BRANCH_ID.STATUS_ENABLED}`);
    expect(one.json()).toEqual({ id: BRANCH_ID.STATUS_ENABLED, name: 'Parceiro comercial', value: 'Parceiro comercial', updated_at: expect.any(String) });
    const missing = await rest('GET', `${BASE}?id=999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(BRANCH_MESSAGES.notFound);
    expect((await rest('GET', `${BASE}/count?search=ramo%201`)).json()).toEqual({ count: 10 });
  });

  it('creates {name}, updates {id, name} and deletes by id, keeping field 19 in step', async () => {
    const created = await rest('POST', BASE, { name: 'Via REST' });
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, name: 'Via REST', value: 'Via REST', updated_at: expect.any(String) });
    expect(await fieldValueOf(id)).toEqual(['Via REST']);
    const updated = await rest('PUT', BASE, { id, name: 'Via REST 2' });
    expect(updated.json()).toEqual({ id, name: 'Via REST 2', value: 'Via REST 2', updated_at: expect.any(String) });
    expect(await fieldValueOf(id)).toEqual(['Via REST 2']);
    const deleted = await rest('DELETE', `${BASE}/${id}`);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(await fieldValueOf(id)).toEqual([]);
  });

  it('validates like the form and refuses what GraphQL refuses', async () => {
    const before = await state();
    const cases: Array<[ReturnType<typeof rest>, number, string]> = [
      [rest('POST', BASE, {}), 400, BRANCH_MESSAGES.empty],
      [rest('POST', BASE, { name: '  ' }), 400, BRANCH_MESSAGES.empty],
      [rest('POST', BASE, { name: 'x'.repeat(121) }), 400, TOO_LONG],
      [rest('POST', BASE, { name: 'ramo 01' }), 409, BRANCH_MESSAGES.duplicate],
      [rest('PUT', BASE, { name: 'Sem id' }), 400, BRANCH_ID_REQUIRED],
      [rest('PUT', BASE, { id: 999, name: 'Outro' }), 404, BRANCH_MESSAGES.notFound],
      [rest('PUT', BASE, { id: BRANCH_ID.REAL_ESTATE, name: '' }), 400, BRANCH_MESSAGES.empty],
      [rest('DELETE', `${BASE}/${BRANCH_ID.REAL_ESTATE}`), 409, BRANCH_MESSAGES.reserved],
      [rest('DELETE', `${BASE}/abc`), 400, BRANCH_ID_REQUIRED],
    ];
    for (const [response, status, message] of cases) {
      const res = await response;
      expect([res.statusCode, res.json().error]).toEqual([status, message]);
    }
    expect(await state()).toEqual(before);
  });

  it('needs the Branch module and a session', async () => {
    const before = await state();
    const calls = (token: string | null) => [
      rest('GET', BASE, undefined, token),
      rest('GET', `${BASE}?id=${BRANCH_ID.REAL_ESTATE}`, undefined, token),
      rest('GET', `${BASE}/count`, undefined, token),
      rest('POST', BASE, { name: 'Negado' }, token),
      rest('PUT', BASE, { id: BRANCH_ID.REAL_ESTATE, name: 'Negado' }, token),
      rest('DELETE', `${BASE}/${BRANCH_ID.STATUS_ENABLED}`, undefined, token),
    ];
    for (const res of await Promise.all(calls(partnerAdmin.token))) {
      expect([res.statusCode, res.json()]).toEqual([403, { error: FORBIDDEN, code: 'FORBIDDEN' }]);
    }
    for (const res of await Promise.all(calls(null))) {
      expect([res.statusCode, res.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    }
    expect(await state()).toEqual(before);
  });
});
