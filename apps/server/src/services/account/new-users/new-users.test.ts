import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCH_ID, MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { cpfFromBase, formatCpf } from '@backoffice/domain/documents';
import { users } from '../../../db/schema/account.ts';
import { corretor } from '../../../db/schema/corretor.ts';
import { parceiro } from '../../../db/schema/parceiro.ts';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { NewUserKind } from './new-users.ts';

let t: TestApp;
let superAdmin: TestUser & { token: string };
let manager: TestUser & { token: string };
let plainAdmin: TestUser & { token: string };
let managerWithoutModule: TestUser & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  const withUser = await t.createProfile({ modules: ['User'] });
  const withoutUser = await t.createProfile({ modules: ['Corretor', 'Parceiro'] });
  manager = await t.signIn(withUser);
  plainAdmin = await t.signIn(withUser);
  managerWithoutModule = await t.signIn(withoutUser);
  // USER_MANAGER_IDS: the routes read the config at each request.
  t.config.userManagerIds.push(manager.id, managerWithoutModule.id);
});

afterAll(async () => {
  await t?.close();
});

let seq = 0;
/** A valid form of either kind, with a fresh CPF and e-mail; `over` replaces fields. */
function form(kind: NewUserKind, over: Record<string, unknown> = {}) {
  const n = ++seq;
  const base = {
    name: `Pessoa Nova ${n}`,
    cpf: formatCpf(cpfFromBase(700_000_000 + n)),
    email: `pessoa.nova.${n}@exemplo.com.br`,
    telefone: '(11) 98765-4321',
  };
  const variant =
    kind === 'corretor'
      ? { papel: 2, susep_externalId: `SU${n}`, susep_grupo: 340432, ramo: '' }
      : { ramo: BRANCH_ID.STATUS_ENABLED, papel: '', susep_externalId: '', susep_grupo: '' };
  return { ...base, ...variant, ...over };
}

function post(kind: NewUserKind, body: unknown, token: string | null = superAdmin.token, contentType = 'text/plain') {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${kind}/create-users-from-dashboard`,
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function counts() {
  const [u] = await t.db.select({ n: count() }).from(users);
  const [c] = await t.db.select({ n: count() }).from(corretor);
  const [p] = await t.db.select({ n: count() }).from(parceiro);
  return { users: u.n, corretor: c.n, parceiro: p.n };
}

/** Posts the form and expects it refused with exactly these messages, writing nothing. */
async function expectErrors(kind: NewUserKind, body: unknown, messages: string[]) {
  const before = await counts();
  const res = await post(kind, body);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ users_error: messages.map((error) => ({ error })) });
  expect(await counts()).toEqual(before);
}

describe('POST /api/v1/corretor/create-users-from-dashboard', () => {
  it('creates the user and its broker registration together, audited with the session user', async () => {
    const body = form('corretor', { name: '  Mariana Couto  ', email: 'Mariana.Couto@Corretora.com.br', created_by: 999 });
    const res = await post('corretor', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ users_error: [] });

    const cpf = body.cpf.replace(/\D/g, '');
    const [user] = await t.db.select().from(users).where(eq(users.uid, cpf));
    expect(user).toMatchObject({
      name: 'Mariana Couto',
      mail: 'Mariana.Couto@Corretora.com.br',
      uid: cpf,
      password_hash: null,
      profile_id: null,
      is_blocked: 0,
      created_by: superAdmin.id,
      updated_by: superAdmin.id,
    });
    const [registration] = await t.db.select().from(corretor).where(eq(corretor.cpf, cpf));
    expect(registration).toMatchObject({
      user_id: user.id,
      name: 'Mariana Couto',
      email: 'Mariana.Couto@Corretora.com.br',
      cpf,
      susep: body.susep_externalId,
      grupo: 340432,
      celular: '11987654321',
      role: 2,
      created_by: superAdmin.id,
      updated_by: superAdmin.id,
    });
  });

  it('accepts each papel (1, 2, 3) and each Susep group, sent as numbers or strings', async () => {
    for (const [papel, susep_grupo] of [
      [1, 340431],
      ['3', '340432'],
    ] as const) {
      const body = form('corretor', { papel, susep_grupo });
      expect((await post('corretor', body)).json()).toEqual({ users_error: [] });
      const [row] = await t.db
        .select({ role: corretor.role, grupo: corretor.grupo })
        .from(corretor)
        .where(eq(corretor.cpf, body.cpf.replace(/\D/g, '')));
      expect(row).toEqual({ role: Number(papel), grupo: Number(susep_grupo) });
    }
  });

  it.each([
    ['nome', { name: '   ' }, 'O campo nome é obrigatório!'],
    ['nome longo', { name: 'n'.repeat(81) }, 'O campo nome deve ter no máximo 80 caracteres.'],
    ['cpf', { cpf: '' }, 'O campo cpf é obrigatório!'],
    ['cpf dígito', { cpf: '123.456.789-00' }, 'Informe um CPF válido.'],
    ['cpf curto', { cpf: '123.456' }, 'Informe um CPF válido.'],
    ['cpf repetido', { cpf: '111.111.111-11' }, 'Informe um CPF válido.'],
    ['cpf longo', { cpf: '123.456.789-091' }, 'O campo cpf deve ter no máximo 14 caracteres.'],
    ['e-mail', { email: '' }, 'O campo e-mail é obrigatório!'],
    ['e-mail inválido', { email: 'sem-arroba.com' }, 'Informe um e-mail válido.'],
    ['e-mail longo', { email: `${'e'.repeat(70)}@exemplo.com` }, 'O campo e-mail deve ter no máximo 80 caracteres.'],
    ['telefone', { telefone: '' }, 'O campo telefone é obrigatório!'],
    ['telefone curto', { telefone: '(11) 9876' }, 'Informe um telefone válido.'],
    ['telefone longo', { telefone: '(11) 98765-43210' }, 'O campo telefone deve ter no máximo 15 caracteres.'],
    ['papel', { papel: '' }, 'O campo papel é obrigatório!'],
    ['papel desconhecido', { papel: 4 }, "Papel inválido: '4'. Use um de: Funcionário (1), Sócio (2), Preposto (3)."],
    ['papel por extenso desconhecido', { papel: 'Gerente' }, "Papel inválido: 'Gerente'. Use um de: Funcionário (1), Sócio (2), Preposto (3)."],
    ['código susep', { susep_externalId: ' ' }, 'O campo código susep é obrigatório!'],
    ['código susep longo', { susep_externalId: '12345678901' }, 'O campo código susep deve ter no máximo 10 caracteres.'],
    ['susep grupo', { susep_grupo: '' }, 'O campo susep grupo é obrigatório!'],
    ['susep grupo desconhecido', { susep_grupo: 340433 }, "Grupo Susep inválido: '340433'. Use um de: SUSEP (340431), SUSEP PLENA (340432)."],
  ])('refuses a missing or invalid %s with its message', async (_field, over, message) => {
    await expectErrors('corretor', form('corretor', over), [message]);
  });

  it('reports every invalid field, in the order of the form', async () => {
    await expectErrors('corretor', {}, [
      'O campo nome é obrigatório!',
      'O campo cpf é obrigatório!',
      'O campo e-mail é obrigatório!',
      'O campo telefone é obrigatório!',
      'O campo papel é obrigatório!',
      'O campo código susep é obrigatório!',
      'O campo susep grupo é obrigatório!',
    ]);
  });

  it('refuses a CPF or an e-mail that a user or a broker registration already has', async () => {
    const first = form('corretor');
    expect((await post('corretor', first)).json()).toEqual({ users_error: [] });
    await expectErrors('corretor', form('corretor', { cpf: first.cpf.replace(/\D/g, '') }), ['Já existe um usuário com este CPF.']);
    await expectErrors('corretor', form('corretor', { email: first.email.toUpperCase() }), ['Já existe um usuário com este e-mail.']);
    await expectErrors('corretor', form('corretor', { cpf: first.cpf, email: first.email }), [
      'Já existe um usuário com este CPF.',
      'Já existe um usuário com este e-mail.',
    ]);

    // An administrator's login (uid) or e-mail counts as taken too.
    const admin = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    await expectErrors('corretor', form('corretor', { email: admin.mail.toLowerCase() }), ['Já existe um usuário com este e-mail.']);

    // A registration without a login keeps its CPF and e-mail.
    const orphanCpf = cpfFromBase(811_000_001);
    await t.db.insert(corretor).values({ name: 'Sem login', email: 'sem.login@corretora.com', cpf: orphanCpf });
    await expectErrors('corretor', form('corretor', { cpf: orphanCpf }), ['Já existe um usuário com este CPF.']);
    await expectErrors('corretor', form('corretor', { email: 'SEM.LOGIN@corretora.com' }), ['Já existe um usuário com este e-mail.']);
  });

  it('refuses a body that is not a JSON object, writing nothing', async () => {
    const before = await counts();
    for (const payload of ['{"name": "Ana"', 'não é json', '[1, 2]', 'null']) {
      const res = await post('corretor', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Os dados enviados não são um JSON válido.',
        code: 'BAD_USER_INPUT',
        users_error: [{ error: 'Os dados enviados não são um JSON válido.' }],
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('accepts the same fields sent as application/json', async () => {
    const res = await post('corretor', form('corretor'), superAdmin.token, 'application/json');
    expect(res.json()).toEqual({ users_error: [] });
  });
});

describe('POST /api/v1/parceiro/create-users-from-dashboard', () => {
  it('creates the user and its partner registration in the chosen branch', async () => {
    const body = form('parceiro', { ramo: String(BRANCH_ID.REAL_ESTATE), telefone: '(21) 3456-7890' });
    const res = await post('parceiro', body);
    expect(res.json()).toEqual({ users_error: [] });
    const cpf = body.cpf.replace(/\D/g, '');
    const [user] = await t.db.select().from(users).where(eq(users.uid, cpf));
    expect(user).toMatchObject({ name: body.name, mail: body.email, password_hash: null, profile_id: null, created_by: superAdmin.id });
    const [registration] = await t.db.select().from(parceiro).where(eq(parceiro.cpf, cpf));
    expect(registration).toMatchObject({
      user_id: user.id,
      name: body.name,
      email: body.email,
      cpf,
      phone: '2134567890',
      branch_id: BRANCH_ID.REAL_ESTATE,
      status: null,
      company: null,
      role: null,
      created_by: superAdmin.id,
      updated_by: superAdmin.id,
    });
    // No broker registration for a partner.
    expect(await t.db.select().from(corretor).where(eq(corretor.cpf, cpf))).toEqual([]);
  });

  it.each([
    ['nome', { name: '' }, 'O campo nome é obrigatório!'],
    ['cpf', { cpf: '529.982.247-24' }, 'Informe um CPF válido.'],
    ['e-mail', { email: 'ana@' }, 'Informe um e-mail válido.'],
    ['telefone', { telefone: '' }, 'O campo telefone é obrigatório!'],
    ['ramo', { ramo: '' }, 'O campo ramo de atuação é obrigatório!'],
    ['ramo inexistente', { ramo: 999_999 }, 'Ramo de atuação não encontrado.'],
  ])('refuses a missing or invalid %s with its message', async (_field, over, message) => {
    await expectErrors('parceiro', form('parceiro', over), [message]);
  });

  it('does not ask a partner for the broker fields', async () => {
    const body = form('parceiro');
    delete (body as Record<string, unknown>).papel;
    expect((await post('parceiro', body)).json()).toEqual({ users_error: [] });
  });

  it('refuses a CPF or e-mail already used, by a broker user too', async () => {
    const broker = form('corretor');
    expect((await post('corretor', broker)).json()).toEqual({ users_error: [] });
    await expectErrors('parceiro', form('parceiro', { cpf: broker.cpf }), ['Já existe um usuário com este CPF.']);
    await expectErrors('parceiro', form('parceiro', { email: broker.email }), ['Já existe um usuário com este e-mail.']);
  });
});

describe.each(['corretor', 'parceiro'] as const)('access to %s/create-users-from-dashboard', (kind) => {
  it('lets a configured user manager with the User module create users', async () => {
    const body = form(kind);
    expect((await post(kind, body, manager.token)).json()).toEqual({ users_error: [] });
    const [user] = await t.db
      .select({ created_by: users.created_by })
      .from(users)
      .where(eq(users.uid, body.cpf.replace(/\D/g, '')));
    expect(user.created_by).toBe(manager.id);
  });

  it.each([
    ['anonymous', (): string | null => null, 401, 'UNAUTHENTICATED', MESSAGES.unauthenticated],
    ['without the User module', (): string | null => managerWithoutModule.token, 403, 'FORBIDDEN', MESSAGES.forbidden],
    ['an administrator who is not a user manager', (): string | null => plainAdmin.token, 403, 'FORBIDDEN', MESSAGES.forbidden],
  ])('refuses %s, writing nothing', async (_who, token, status, code, message) => {
    const before = await counts();
    const res = await post(kind, form(kind), token());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: message, code });
    expect(await counts()).toEqual(before);
  });
});

describe('every created user has its registration', () => {
  it('no platform user (without profile) exists without a corretor or parceiro row', async () => {
    const platform = await t.db.select({ id: users.id }).from(users).where(isNull(users.profile_id));
    const registered = new Set([
      ...(await t.db.select({ id: corretor.user_id }).from(corretor)).map((r) => r.id),
      ...(await t.db.select({ id: parceiro.user_id }).from(parceiro)).map((r) => r.id),
    ]);
    expect(platform.length).toBeGreaterThanOrEqual(10);
    expect(platform.filter((u) => !registered.has(u.id))).toEqual([]);
  });
});
