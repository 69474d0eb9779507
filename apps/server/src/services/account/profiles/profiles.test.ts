import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { ACCOUNT_MODULES, type ModuleName } from '@backoffice/domain/modules';
import { auditLog, profile, profileAccountModule } from '../../../db/schema/account.ts';
import {
  bearer,
  createTestApp,
  errorCode,
  errorMessage,
  expectRefused,
  expectRestRefused,
  type GqlBody,
  type TestApp,
  type TestUser,
} from '../../../test/test-app.ts';
import { REPORT_MIME } from '../../../platform/reports/report-stream.ts';
import { PROFILE_MESSAGES } from './profile-store.ts';

const REQUIRED_TITLE = 'O campo título é obrigatório!';
const TITLE_TOO_LONG = 'O campo título deve ter no máximo 40 caracteres.';

const Q = {
  list: `{ profiles_collections { id title is_admin is_superadmin userCount } }`,
  one: `query ($id: Int!) { profile(id: $id) { id title is_admin is_superadmin userCount } }`,
  save: `mutation ($id: Int, $title: String) {
    createOrUpdateProfile(id: $id, input: { title: $title }) { id title is_admin is_superadmin userCount }
  }`,
  remove: `mutation ($id: Int!) { deleteProfile(id: $id) }`,
  modules: `{ get_account_module_collection { id name label module { id label } } }`,
  profileModules: `query ($profile_id: Int!) {
    get_profile_account_module(profile_id: $profile_id) { id profile_id account_module_id module { id name label } }
  }`,
  link: `mutation ($profile_id: Int!, $account_module_id: Int!) {
    createProfileAccountModule(profile_id: $profile_id, account_module_id: $account_module_id) {
      id profile_id account_module_id module { id name label }
    }
  }`,
  unlink: `mutation ($profile_id: Int!, $account_module_id: Int!) {
    deleteProfileAccountModule(profile_id: $profile_id, account_module_id: $account_module_id)
  }`,
  users: `query ($id: Int!) { get_users_by_profile(id: $id) { id name mail uid } }`,
  myModules: `{ modules_by_user }`,
};

const moduleId = (name: ModuleName) => ACCOUNT_MODULES.find((m) => m.name === name)!.id;

let t: TestApp;
let admin: TestUser & { token: string };
let otherAdmin: TestUser & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  otherAdmin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
});

afterAll(async () => {
  await t?.close();
});

/** Runs an account GraphQL call as the super administrator, as another user, or (null) anonymously. */
function call(query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) {
  return t.gql('account', query, variables, token ?? undefined);
}

/** Every profile and module link, to prove a refused call changed nothing. */
async function accountState() {
  const profiles = await t.db.select().from(profile).orderBy(asc(profile.id));
  const links = await t.db.select().from(profileAccountModule).orderBy(asc(profileAccountModule.id));
  return { profiles, links };
}

async function unchanged(action: () => Promise<GqlBody>): Promise<GqlBody> {
  const before = await accountState();
  const body = await action();
  expect(await accountState()).toEqual(before);
  return body;
}

/** A refusal: the given code and message, and no data for any field. */

async function auditOf(id: number) {
  const [row] = await t.db
    .select({ created_by: profile.created_by, updated_by: profile.updated_by, updated_at: profile.updated_at })
    .from(profile)
    .where(eq(profile.id, id));
  return row;
}

async function moduleNamesOf(profileId: number): Promise<string[]> {
  const body = await call(Q.profileModules, { profile_id: profileId });
  expect(body.errors).toBeUndefined();
  return body.data.get_profile_account_module.map((l: { module: { name: string } }) => l.module.name);
}

describe('profiles_collections and profile', () => {
  it('lists every profile, newest first, with its user count', async () => {
    const profileId = await t.createProfile({ modules: [], title: 'Com dois usuários' });
    await t.createUser({ profileId });
    await t.createUser({ profileId });

    const body = await call(Q.list);
    expect(body.errors).toBeUndefined();
    const list = body.data.profiles_collections;
    const ids = list.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(list).toContainEqual({ id: profileId, title: 'Com dois usuários', is_admin: true, is_superadmin: false, userCount: 2 });
    expect(list).toContainEqual({
      id: PROFILE_ID.SUPER_ADMIN,
      title: 'Super Administrador',
      is_admin: true,
      is_superadmin: true,
      userCount: 2, // admin and otherAdmin
    });
    expect(ids).toEqual(expect.arrayContaining([PROFILE_ID.ADMIN, PROFILE_ID.SPECIAL]));
  });

  it('profile(id) returns one profile, or null when it does not exist', async () => {
    const found = await call(Q.one, { id: PROFILE_ID.ADMIN });
    expect(found.data.profile).toEqual({ id: 1, title: 'Administrador', is_admin: true, is_superadmin: false, userCount: 0 });
    const missing = await call(Q.one, { id: 999_999 });
    expect(missing.errors).toBeUndefined();
    expect(missing.data.profile).toBeNull();
  });
});

describe('createOrUpdateProfile', () => {
  it('creates an administrator profile, trimming the title, audited with the session user', async () => {
    const body = await call(Q.save, { title: '  Marketing  ' });
    expect(body.errors).toBeUndefined();
    const created = body.data.createOrUpdateProfile;
    expect(created).toEqual({ id: expect.any(Number), title: 'Marketing', is_admin: true, is_superadmin: false, userCount: 0 });
    expect(await auditOf(created.id)).toMatchObject({ created_by: admin.id, updated_by: admin.id });
    expect((await call(Q.one, { id: created.id })).data.profile.title).toBe('Marketing');
  });

  it('updates the title; updated_by follows the session user, created_by stays', async () => {
    const { id } = (await call(Q.save, { title: 'Atendimento' })).data.createOrUpdateProfile;
    const before = await auditOf(id);
    const body = await call(Q.save, { id, title: 'Atendimento ao cliente' }, otherAdmin.token);
    expect(body.errors).toBeUndefined();
    expect(body.data.createOrUpdateProfile).toMatchObject({ id, title: 'Atendimento ao cliente' });
    const after = await auditOf(id);
    expect(after).toMatchObject({ created_by: admin.id, updated_by: otherAdmin.id });
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());
  });

  it('accepts a title of exactly 40 characters', async () => {
    const title = 'x'.repeat(40);
    expect((await call(Q.save, { title })).data.createOrUpdateProfile.title).toBe(title);
  });

  it.each([
    ['empty', { title: '' }, REQUIRED_TITLE],
    ['blank', { title: '   ' }, REQUIRED_TITLE],
    ['missing', {}, REQUIRED_TITLE],
    ['41 characters', { title: 'x'.repeat(41) }, TITLE_TOO_LONG],
  ])('refuses a %s title on create, changing nothing', async (_case, variables, message) => {
    const body = await unchanged(() => call(Q.save, variables));
    expectRefused(body, 'BAD_USER_INPUT', message);
  });

  it.each([
    ['empty', '', REQUIRED_TITLE],
    ['41 characters', 'y'.repeat(41), TITLE_TOO_LONG],
  ])('refuses a %s title on update, changing nothing', async (_case, title, message) => {
    const id = await t.createProfile({ modules: [], title: 'Intacto' });
    const body = await unchanged(() => call(Q.save, { id, title }));
    expectRefused(body, 'BAD_USER_INPUT', message);
  });

  it('has no input for the audit fields: a client setting created_by is refused', async () => {
    const query = `mutation { createOrUpdateProfile(input: { title: "Forjado", created_by: 999 }) { id } }`;
    const body = await unchanged(() => call(query));
    expect(errorMessage(body)).toContain('created_by');
    expect(body.data ?? null).toBeNull();
  });

  it('refuses on create a title another profile has, whatever its case, accents and spaces', async () => {
    for (const title of ['Gestor de Conteúdo', 'gestor de conteudo', '  GESTOR  DE CONTEÚDO ', 'Super administrador']) {
      const body = await unchanged(() => call(Q.save, { title }));
      expectRefused(body, 'CONFLICT', 'Já existe um perfil com este título.');
    }
  });

  it("refuses on edit a title another profile has, and takes the profile's own title in another case", async () => {
    const finance = await t.createProfile({ modules: [], title: 'Financeiro' });
    const legal = await t.createProfile({ modules: [], title: 'Jurídico' });
    const body = await unchanged(() => call(Q.save, { id: legal, title: 'FINANCEIRO' }));
    expectRefused(body, 'CONFLICT', PROFILE_MESSAGES.duplicateTitle);
    const renamed = await call(Q.save, { id: finance, title: 'financeiro' });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data.createOrUpdateProfile).toMatchObject({ id: finance, title: 'financeiro' });
  });

  it('refuses to update an unknown profile with NOT_FOUND', async () => {
    const body = await unchanged(() => call(Q.save, { id: 999_999, title: 'Novo' }));
    expectRefused(body, 'NOT_FOUND', PROFILE_MESSAGES.notFound);
  });
});

describe('deleteProfile', () => {
  it('deletes a profile without users, and its module links', async () => {
    const id = await t.createProfile({ modules: ['Dashboard', 'Media'] });
    const body = await call(Q.remove, { id });
    expect(body.errors).toBeUndefined();
    expect(body.data.deleteProfile).toBe(true);
    expect((await call(Q.one, { id })).data.profile).toBeNull();
    expect(await t.db.select().from(profileAccountModule).where(eq(profileAccountModule.profile_id, id))).toEqual([]);
  });

  it('refuses a profile with users', async () => {
    const id = await t.createProfile({ modules: [] });
    await t.createUser({ profileId: id });
    expectRefused(await unchanged(() => call(Q.remove, { id })), 'CONFLICT', PROFILE_MESSAGES.hasUsers);
  });

  it('refuses the profiles the rules refer to by id', async () => {
    for (const id of [PROFILE_ID.ADMIN, PROFILE_ID.SPECIAL]) {
      expectRefused(await unchanged(() => call(Q.remove, { id })), 'CONFLICT', PROFILE_MESSAGES.reserved);
    }
  });

  it('refuses an unknown profile with NOT_FOUND', async () => {
    expectRefused(await call(Q.remove, { id: 999_999 }), 'NOT_FOUND', PROFILE_MESSAGES.notFound);
  });
});

describe('modules of a profile', () => {
  it('get_account_module_collection lists the 19 modules with their labels', async () => {
    const body = await call(Q.modules);
    expect(body.errors).toBeUndefined();
    expect(body.data.get_account_module_collection).toEqual(
      ACCOUNT_MODULES.map((m) => ({ id: m.id, name: m.name, label: m.label, module: { id: m.id, label: m.label } })),
    );
  });

  it('get_profile_account_module lists exactly the modules of the profile', async () => {
    const id = await t.createProfile({ modules: ['Media', 'Banner', 'User'] });
    const body = await call(Q.profileModules, { profile_id: id });
    expect(body.data.get_profile_account_module).toEqual(
      (['User', 'Media', 'Banner'] as const).map((name) => ({
        id: expect.any(Number),
        profile_id: id,
        account_module_id: moduleId(name),
        module: { id: moduleId(name), name, label: ACCOUNT_MODULES.find((m) => m.name === name)!.label },
      })),
    );
  });

  it('createProfileAccountModule links a module once, however often it is called', async () => {
    const id = await t.createProfile({ modules: [] });
    const variables = { profile_id: id, account_module_id: moduleId('Category') };
    const first = await call(Q.link, variables);
    expect(first.errors).toBeUndefined();
    expect(first.data.createProfileAccountModule).toMatchObject({
      profile_id: id,
      account_module_id: moduleId('Category'),
      module: { name: 'Category', label: 'Categorias' },
    });
    const again = await call(Q.link, variables, otherAdmin.token);
    expect(again.data.createProfileAccountModule.id).toBe(first.data.createProfileAccountModule.id);
    const rows = await t.db.select().from(profileAccountModule).where(eq(profileAccountModule.profile_id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ created_by: admin.id, updated_by: admin.id });
  });

  it('createProfileAccountModule refuses an unknown module', async () => {
    const id = await t.createProfile({ modules: [] });
    const body = await unchanged(() => call(Q.link, { profile_id: id, account_module_id: 999 }));
    expectRefused(body, 'NOT_FOUND', PROFILE_MESSAGES.moduleNotFound);
  });

  it('deleteProfileAccountModule removes only that link', async () => {
    const id = await t.createProfile({ modules: ['Dashboard', 'Media'] });
    const body = await call(Q.unlink, { profile_id: id, account_module_id: moduleId('Media') });
    expect(body.errors).toBeUndefined();
    expect(body.data.deleteProfileAccountModule).toBe(true);
    expect(await moduleNamesOf(id)).toEqual(['Dashboard']);
  });
});

describe('super administrator profiles cannot be changed', () => {
  const superadmin = PROFILE_ID.SUPER_ADMIN;
  it.each([
    ['edited', Q.save, { id: superadmin, title: 'Outro nome' }],
    ['deleted', Q.remove, { id: superadmin }],
    ['given a module', Q.link, { profile_id: superadmin, account_module_id: moduleId('Chat') }],
    ['stripped of a module', Q.unlink, { profile_id: superadmin, account_module_id: moduleId('Profile') }],
  ])('cannot be %s', async (_case, query, variables) => {
    const body = await unchanged(() => call(query, variables));
    expectRefused(body, 'FORBIDDEN', PROFILE_MESSAGES.superadmin);
  });
});

describe('get_users_by_profile', () => {
  it('lists the users of the profile by name', async () => {
    const id = await t.createProfile({ modules: [] });
    const zeca = await t.createUser({ profileId: id, name: 'Zeca Moura' });
    const ana = await t.createUser({ profileId: id, name: 'Ana Reis' });
    await t.createUser({ profileId: PROFILE_ID.ADMIN, name: 'Fora do Perfil' });
    const body = await call(Q.users, { id });
    expect(body.errors).toBeUndefined();
    expect(body.data.get_users_by_profile).toEqual([ana, zeca].map((u) => ({ id: u.id, name: u.name, mail: u.mail, uid: u.uid })));
  });

  it('is also open to the User module (owner pickers), unlike the rest of the profile calls', async () => {
    const caller = await t.signIn(await t.createProfile({ modules: ['User'] }));
    expect((await call(Q.users, { id: PROFILE_ID.SUPER_ADMIN }, caller.token)).data.get_users_by_profile).toHaveLength(2);
    expectRefused(await call(Q.list, {}, caller.token), 'FORBIDDEN');
  });
});

describe('access', () => {
  let limited: TestUser & { token: string };
  let victim: number;

  beforeAll(async () => {
    limited = await t.signIn(await t.createProfile({ modules: ['Dashboard'] }));
    victim = await t.createProfile({ modules: ['Dashboard'] });
  });

  const operations = () =>
    [
      ['profiles_collections', Q.list, {}],
      ['profile', Q.one, { id: victim }],
      ['get_account_module_collection', Q.modules, {}],
      ['get_profile_account_module', Q.profileModules, { profile_id: victim }],
      ['get_users_by_profile', Q.users, { id: victim }],
      ['createOrUpdateProfile (create)', Q.save, { title: 'Intruso' }],
      ['createOrUpdateProfile (update)', Q.save, { id: victim, title: 'Intruso' }],
      ['deleteProfile', Q.remove, { id: victim }],
      ['createProfileAccountModule', Q.link, { profile_id: victim, account_module_id: moduleId('Profile') }],
      ['deleteProfileAccountModule', Q.unlink, { profile_id: victim, account_module_id: moduleId('Dashboard') }],
    ] as const;

  it('a profile without the Profile module gets FORBIDDEN and no data from every operation', async () => {
    for (const [name, query, variables] of operations()) {
      const body = await unchanged(() => call(query, variables, limited.token));
      expect({ name, code: errorCode(body) }).toEqual({ name, code: 'FORBIDDEN' });
      expectRefused(body, 'FORBIDDEN', MESSAGES.forbidden);
    }
  });

  it('an anonymous caller gets UNAUTHENTICATED and no data from every operation', async () => {
    for (const [name, query, variables] of operations()) {
      const body = await unchanged(() => call(query, variables, null));
      expect({ name, code: errorCode(body) }).toEqual({ name, code: 'UNAUTHENTICATED' });
      expectRefused(body, 'UNAUTHENTICATED', MESSAGES.unauthenticated);
    }
  });

  it("granting and revoking the Profile module changes the profile's users on their next request", async () => {
    const profileId = await t.createProfile({ modules: ['Dashboard'] });
    const user = await t.signIn(profileId);
    const link = { profile_id: profileId, account_module_id: moduleId('Profile') };
    const myModules = async () => [...(await call(Q.myModules, {}, user.token)).data.modules_by_user].sort();

    expectRefused(await call(Q.list, {}, user.token), 'FORBIDDEN');

    expect((await call(Q.link, link)).errors).toBeUndefined();
    expect(await myModules()).toEqual(['Dashboard', 'Profile']);
    const granted = await call(Q.list, {}, user.token);
    expect(granted.errors).toBeUndefined();
    expect(granted.data.profiles_collections.map((p: { id: number }) => p.id)).toContain(profileId);

    expect((await call(Q.unlink, link)).errors).toBeUndefined();
    expect(await myModules()).toEqual(['Dashboard']);
    expectRefused(await call(Q.list, {}, user.token), 'FORBIDDEN');
  });
});

describe('nobody raises their own rights', () => {
  it('a user with only the Profile module cannot link or unlink modules of their own profile', async () => {
    const own = await t.createProfile({ modules: ['Profile'] });
    const user = await t.signIn(own);
    const before = await accountState();
    for (const query of [Q.link, Q.unlink]) {
      for (const module of ['User', 'Profile'] as const) {
        expectRefused(await call(query, { profile_id: own, account_module_id: moduleId(module) }, user.token), 'FORBIDDEN', PROFILE_MESSAGES.ownProfile);
      }
    }
    expect(await accountState()).toEqual(before);
  });

  it('grants another profile only the modules the caller holds, unless a super administrator', async () => {
    const user = await t.signIn(await t.createProfile({ modules: ['Profile', 'Media'] }));
    const other = await t.createProfile({ modules: [] });
    expect((await call(Q.link, { profile_id: other, account_module_id: moduleId('Media') }, user.token)).errors).toBeUndefined();
    expectRefused(await call(Q.link, { profile_id: other, account_module_id: moduleId('User') }, user.token), 'FORBIDDEN', PROFILE_MESSAGES.notHeld);
    expect((await call(Q.link, { profile_id: other, account_module_id: moduleId('User') })).errors).toBeUndefined();
  });

  it('records grants and revocations in the audit log with who did it', async () => {
    const other = await t.createProfile({ modules: [] });
    await call(Q.link, { profile_id: other, account_module_id: moduleId('Banner') });
    await call(Q.unlink, { profile_id: other, account_module_id: moduleId('Banner') });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_kind, 'profile'), eq(auditLog.target_id, other)))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.action, r.actor_id, r.user_id])).toEqual([
      ['profile.module.grant', admin.id, admin.id],
      ['profile.module.revoke', admin.id, admin.id],
    ]);
  });
});

describe('GET /api/v1/account/reportUsersProfile', () => {
  const report = (query: string, token: string | null = admin.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/account/reportUsersProfile?${query}`,
      headers: token ? bearer(token) : {},
    });

  async function sheetRows(buffer: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(workbook.worksheets).toHaveLength(1);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it("exports the profile's users as XLSX with the header ID, Nome, E-mail, UID", async () => {
    const id = await t.createProfile({ modules: [], title: 'Relatório' });
    const members = [await t.createUser({ profileId: id, name: 'Bruno Lima' }), await t.createUser({ profileId: id, name: 'Alice Costa' })];
    await t.createUser({ profileId: PROFILE_ID.ADMIN });

    const res = await report(`profileId=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(REPORT_MIME.xlsx);
    expect(res.headers['content-disposition']).toContain(`filename="usuarios-perfil-${id}.xlsx"`);
    expect(await sheetRows(res.rawPayload)).toEqual([['ID', 'Nome', 'E-mail', 'UID'], ...members.map((u) => [u.id, u.name, u.mail, u.uid])]);
  });

  it('exports only the header for a profile without users', async () => {
    const id = await t.createProfile({ modules: [] });
    const res = await report(`profileId=${id}`);
    expect(res.statusCode).toBe(200);
    expect(await sheetRows(res.rawPayload)).toEqual([['ID', 'Nome', 'E-mail', 'UID']]);
  });

  it('refuses a caller without the Profile module with 403, and an anonymous one with 401', async () => {
    const limited = await t.signIn(await t.createProfile({ modules: ['User'] }));
    expectRestRefused(await report(`profileId=${PROFILE_ID.ADMIN}`, limited.token), 'FORBIDDEN');
    expect((await report(`profileId=${PROFILE_ID.ADMIN}`, null)).statusCode).toBe(401);
  });

  it.each(['profileId=abc', 'profileId=0', 'profileId=-3', 'profileId=1.5', ''])('refuses %j with 400', async (query) => {
    const res = await report(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_USER_INPUT');
  });

  it('answers 404 for an unknown profile', async () => {
    const res = await report('profileId=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: PROFILE_MESSAGES.notFound, code: 'NOT_FOUND' });
  });
});
