import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { auditLog, session, users } from '../../../db/schema/account.ts';
import { LOGIN_MESSAGES } from '../../../platform/auth/routes.ts';
import { createTestApp, errorCode, errorMessage, expectRefused, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { USER_COUNT_INTERVAL_MESSAGE } from './user-schema.ts';
import { USER_MESSAGES } from './user-store.ts';

const Q = {
  list: `query ($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
    users_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {
      id name mail uid profile { id title } token
    }
  }`,
  count: `query ($search: String) { users_count(search: $search) }`,
  one: `query ($id: Int!) {
    user(id: $id) {
      id name mail uid token profile { id title is_admin is_superadmin } profile_id is_blocked blocked_description
      created_at updated_at created_by updated_by
    }
  }`,
  update: `mutation ($id: Int!, $input: UserInput!) {
    updateUser(id: $id, input: $input) { id name mail uid profile_id profile { id title } is_blocked blocked_description updated_by }
  }`,
  userCount: `query ($interval: String) { userCount(interval: $interval) }`,
  canManage: `{ can_manage_users }`,
  profileOptions: `{ user_profile_options { id title is_superadmin } }`,
  profileOptionsFor: `query ($user_id: Int) { user_profile_options(user_id: $user_id) { id title } }`,
  me: `{ get_authenticated_user { id } }`,
};

let t: TestApp;
let admin: TestUser & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN, { name: 'Admin Principal' });
});

afterAll(async () => {
  await t?.close();
});

function call(query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) {
  return t.gql('account', query, variables, token ?? undefined);
}

const allUsers = () => t.db.select().from(users).orderBy(asc(users.id));

/** Runs an action and proves it changed no user. */
async function unchanged(action: () => Promise<GqlBody>): Promise<GqlBody> {
  const before = await allUsers();
  const body = await action();
  expect(await allUsers()).toEqual(before);
  return body;
}

let seq = 0;
/** Users whose names share a marker, so a search isolates them from the rest of the file's users. */
async function group(names: string[], profileId: number | null = PROFILE_ID.ADMIN) {
  const marker = `Grp${++seq}x`;
  const created = [];
  for (const name of names) created.push(await t.createUser({ profileId, name: `${name} ${marker}` }));
  return { marker, created };
}

const inputOf = (u: TestUser, changes: Record<string, unknown> = {}) => ({
  name: u.name,
  mail: u.mail,
  uid: u.uid,
  profile_id: PROFILE_ID.ADMIN,
  is_blocked: 0,
  blocked_description: null,
  ...changes,
});

describe('users_collections and users_count', () => {
  it('gives 20 users per page by default, newest first, with the profile and never a token', async () => {
    for (let i = 0; i < 22; i++) await t.createUser({ profileId: PROFILE_ID.SPECIAL });
    // Another user's session exists: its token must still not be listed.
    await t.signIn(PROFILE_ID.ADMIN);
    const body = await call(Q.list);
    expect(body.errors).toBeUndefined();
    const rows = body.data.users_collections;
    expect(rows).toHaveLength(20);
    const ids = rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [newest] = await t.db
      .select()
      .from(users)
      .orderBy(asc(users.id))
      .then((all) => all.slice(-1));
    expect(rows[0]).toEqual({
      id: newest.id,
      name: newest.name,
      mail: newest.mail,
      uid: newest.uid,
      profile: { id: PROFILE_ID.ADMIN, title: 'Administrador' },
      token: null,
    });
    expect(rows.every((r: { token: unknown }) => r.token === null)).toBe(true);
    expect(rows.find((r: { profile: { id: number } }) => r.profile.id === PROFILE_ID.SPECIAL).profile.title).toBe('Gestor de Conteúdo');

    const total = (await call(Q.count)).data.users_count;
    expect(total).toBe((await allUsers()).length);
  });

  it('pages through the users without repeating or skipping one', async () => {
    const { marker, created } = await group(Array.from({ length: 45 }, (_, i) => `Paginado ${i}`));
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const rows = (await call(Q.list, { search: marker, page })).data.users_collections;
      expect(rows).toHaveLength(page < 3 ? 20 : 5);
      seen.push(...rows.map((r: { id: number }) => r.id));
    }
    expect(seen).toEqual(created.map((u) => u.id).reverse());
    expect((await call(Q.list, { search: marker, page: 4 })).data.users_collections).toEqual([]);
    expect((await call(Q.count, { search: marker })).data.users_count).toBe(45);
  });

  it('orders by name or id, ascending or descending; title is accepted for name', async () => {
    const { marker, created } = await group(['Carla', 'Ana', 'Bruno']);
    const names = async (vars: Record<string, unknown>) =>
      (await call(Q.list, { search: marker, ...vars })).data.users_collections.map((r: { name: string }) => r.name.split(' ')[0]);
    expect(await names({ orderby: 'name', order: 'asc' })).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(await names({ orderby: 'name', order: 'desc' })).toEqual(['Carla', 'Bruno', 'Ana']);
    expect(await names({ orderby: 'title', order: 'ASC' })).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(await names({ orderby: 'id', order: 'asc' })).toEqual(['Carla', 'Ana', 'Bruno']);
    expect(await names({ orderby: 'id', order: 'desc' })).toEqual(['Bruno', 'Ana', 'Carla']);
    expect(created).toHaveLength(3);
  });

  it('searches and orders the same way with a term too short for the trigram indexes', async () => {
    const first = await t.createUser({ profileId: PROFILE_ID.ADMIN, name: 'Kx Bravo' });
    const second = await t.createUser({ profileId: PROFILE_ID.ADMIN, name: 'Kx Alfa' });
    const ids = async (vars: Record<string, unknown>) =>
      (await call(Q.list, { search: 'kX', ...vars })).data.users_collections.map((r: { id: number }) => r.id);
    expect(await ids({})).toEqual([second.id, first.id]);
    expect(await ids({ orderby: 'name', order: 'asc' })).toEqual([second.id, first.id]);
    expect(await ids({ orderby: 'name', order: 'asc', limit: 1, page: 2 })).toEqual([first.id]);
    expect((await call(Q.count, { search: 'kX' })).data.users_count).toBe(2);
  });

  it('treats arguments sent as null like missing ones (defaults)', async () => {
    const body = await call(Q.list, { search: null, limit: null, page: null, order: null, orderby: null });
    expect(body.errors).toBeUndefined();
    expect(body.data.users_collections).toHaveLength(20);
  });

  it('searches name, e-mail and UID as substrings in any letter case, and the id by number', async () => {
    const { marker, created } = await group(['Joaquina Severo', 'Outra Pessoa']);
    const [joaquina, outra] = created;
    const ids = async (search: string) => (await call(Q.list, { search })).data.users_collections.map((r: { id: number }) => r.id);
    expect(await ids('joaquina sev')).toEqual([joaquina.id]);
    expect(await ids(marker.toUpperCase())).toEqual([outra.id, joaquina.id]);
    expect(await ids(joaquina.mail.slice(0, 10).toUpperCase())).toContain(joaquina.id);
    expect(await ids(outra.uid)).toEqual([outra.id]);
    expect(await ids(String(outra.id))).toContain(outra.id);
    expect(await ids('  joaquina  ')).toEqual([joaquina.id]);
    // LIKE wildcards are taken literally.
    expect(await ids('%')).toEqual([]);
    expect((await call(Q.count, { search: 'joaquina' })).data.users_count).toBe(1);
    expect((await call(Q.count, { search: 'nada-disso' })).data.users_count).toBe(0);
  });

  it('finds a user whose UID is a CPF by the CPF typed with its mask, or by part of it', async () => {
    const { marker, created } = await group(['Corretora Cpf', 'Outro Cpf']);
    const [broker, other] = created;
    await t.db.update(users).set({ uid: '52998224725' }).where(eq(users.id, broker.id));
    await t.db.update(users).set({ uid: '11144477735' }).where(eq(users.id, other.id));
    const ids = async (search: string) => (await call(Q.list, { search })).data.users_collections.map((r: { id: number }) => r.id);
    expect(await ids('529.982.247-25')).toEqual([broker.id]);
    expect(await ids('52998224725')).toEqual([broker.id]);
    expect(await ids('247-25')).toEqual([broker.id]);
    // A term too short for the trigram indexes takes the plain query: the CPF matches there too.
    expect(await ids('7-')).toEqual(expect.arrayContaining([broker.id, other.id]));
    expect((await call(Q.count, { search: '111.444.777-35' })).data.users_count).toBe(1);
    expect(await ids(marker)).toEqual([other.id, broker.id]);
  });

  it('lists a user without a profile with profile null', async () => {
    const { marker } = await group(['Sem Perfil'], null);
    const [row] = (await call(Q.list, { search: marker })).data.users_collections;
    expect(row.profile).toBeNull();
  });

  it('refuses an unknown order column and out-of-range paging', async () => {
    const bad = await call(Q.list, { orderby: 'password_hash' });
    expectRefused(bad, 'BAD_USER_INPUT', 'Não é possível ordenar por "password_hash".');
    expectRefused(await call(Q.list, { limit: 500 }), 'BAD_USER_INPUT');
    expectRefused(await call(Q.list, { page: 0 }), 'BAD_USER_INPUT');
    expectRefused(await call(Q.list, { order: 'sideways' }), 'BAD_USER_INPUT');
  });
});

describe('user(id)', () => {
  it('returns every field of the edit screen, dates as ISO strings, no token', async () => {
    const u = await t.createUser({ profileId: PROFILE_ID.SPECIAL, name: 'Helena Prado' });
    const body = await call(Q.one, { id: u.id });
    expect(body.errors).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(body.data.user).toEqual({
      id: u.id,
      name: 'Helena Prado',
      mail: u.mail,
      uid: u.uid,
      token: null,
      profile: { id: PROFILE_ID.SPECIAL, title: 'Gestor de Conteúdo', is_admin: true, is_superadmin: false },
      profile_id: PROFILE_ID.SPECIAL,
      is_blocked: 0,
      blocked_description: null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      created_by: null,
      updated_by: null,
    });
  });

  it('is null for an unknown id', async () => {
    const body = await call(Q.one, { id: 999_999 });
    expect(body.errors).toBeUndefined();
    expect(body.data.user).toBeNull();
  });
});

describe('updateUser', () => {
  it('saves the fields trimmed, audited with the session user', async () => {
    const u = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const body = await call(Q.update, {
      id: u.id,
      input: { name: '  Renata Dias ', mail: ' renata.dias@teste.local ', uid: ' R1234 ', profile_id: PROFILE_ID.SPECIAL, is_blocked: 0 },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateUser).toEqual({
      id: u.id,
      name: 'Renata Dias',
      mail: 'renata.dias@teste.local',
      uid: 'R1234',
      profile_id: PROFILE_ID.SPECIAL,
      profile: { id: PROFILE_ID.SPECIAL, title: 'Gestor de Conteúdo' },
      is_blocked: 0,
      blocked_description: null,
      updated_by: admin.id,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ name: 'Renata Dias', uid: 'R1234', created_by: null, updated_by: admin.id });
  });

  it('clears the profile when profile_id is null', async () => {
    const u = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const body = await call(Q.update, { id: u.id, input: inputOf(u, { profile_id: null }) });
    expect(body.data.updateUser).toMatchObject({ profile_id: null, profile: null });
  });

  it('keeps the blocking reason while blocked and clears it when unblocked', async () => {
    const u = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const blocked = await call(Q.update, { id: u.id, input: inputOf(u, { is_blocked: 1, blocked_description: ' Pediu desligamento ' }) });
    expect(blocked.data.updateUser).toMatchObject({ is_blocked: 1, blocked_description: 'Pediu desligamento' });
    const unblocked = await call(Q.update, { id: u.id, input: inputOf(u, { is_blocked: 0, blocked_description: 'Pediu desligamento' }) });
    expect(unblocked.data.updateUser).toMatchObject({ is_blocked: 0, blocked_description: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row.blocked_description).toBeNull();
  });

  it("accepts the user's own e-mail in another letter case", async () => {
    const u = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const body = await call(Q.update, { id: u.id, input: inputOf(u, { mail: u.mail.toUpperCase() }) });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateUser.mail).toBe(u.mail.toUpperCase());
  });

  it.each([
    ['an empty name', { name: '' }, 'O campo nome é obrigatório!'],
    ['a blank name', { name: '   ' }, 'O campo nome é obrigatório!'],
    ['a missing name', { name: null }, 'O campo nome é obrigatório!'],
    ['a name of 81 characters', { name: 'n'.repeat(81) }, 'O campo nome deve ter no máximo 80 caracteres.'],
    ['an empty e-mail', { mail: '' }, 'O campo e-mail é obrigatório!'],
    ['an invalid e-mail', { mail: 'sem-arroba' }, 'Informe um e-mail válido.'],
    ['an e-mail of 81 characters', { mail: `${'m'.repeat(69)}@teste.local` }, 'O campo e-mail deve ter no máximo 80 caracteres.'],
    ['an empty UID', { uid: '' }, 'O campo user id (cpf ou matrícula) é obrigatório!'],
    ['a UID of 15 characters', { uid: '1'.repeat(15) }, 'O campo user id (cpf ou matrícula) deve ter no máximo 14 caracteres.'],
    ['a reason of 256 characters', { is_blocked: 1, blocked_description: 'r'.repeat(256) }, 'O campo motivo do bloqueio deve ter no máximo 255 caracteres.'],
  ])('refuses %s, changing nothing', async (_case, changes, message) => {
    const u = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const body = await unchanged(() => call(Q.update, { id: u.id, input: inputOf(u, changes) }));
    expectRefused(body, 'BAD_USER_INPUT', message);
  });

  it('accepts the longest values of the validation rules (name 80, mail 80, uid 14, reason 255)', async () => {
    const u = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const input = inputOf(u, {
      name: 'n'.repeat(80),
      mail: `${'m'.repeat(68)}@teste.local`,
      uid: 'U'.repeat(14),
      is_blocked: 1,
      blocked_description: 'r'.repeat(255),
    });
    const body = await call(Q.update, { id: u.id, input });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateUser).toMatchObject({ name: input.name, mail: input.mail, uid: input.uid, blocked_description: input.blocked_description });
  });

  it("refuses another user's e-mail in any letter case, and another user's UID", async () => {
    const [a, b] = [await t.createUser({ profileId: PROFILE_ID.ADMIN }), await t.createUser({ profileId: PROFILE_ID.ADMIN })];
    const mail = await unchanged(() => call(Q.update, { id: a.id, input: inputOf(a, { mail: b.mail.toUpperCase() }) }));
    expectRefused(mail, 'CONFLICT', USER_MESSAGES.mailTaken);
    const uid = await unchanged(() => call(Q.update, { id: a.id, input: inputOf(a, { uid: b.uid }) }));
    expectRefused(uid, 'CONFLICT', USER_MESSAGES.uidTaken);
  });

  it('refuses an unknown profile and an unknown user', async () => {
    const u = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const profileBody = await unchanged(() => call(Q.update, { id: u.id, input: inputOf(u, { profile_id: 999_999 }) }));
    expectRefused(profileBody, 'BAD_USER_INPUT', USER_MESSAGES.profileNotFound);
    const userBody = await unchanged(() => call(Q.update, { id: 999_999, input: inputOf(u) }));
    expectRefused(userBody, 'NOT_FOUND', USER_MESSAGES.notFound);
  });

  it('has no input for the audit fields', async () => {
    const u = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const query = `mutation { updateUser(id: ${u.id}, input: { name: "X", mail: "x@teste.local", uid: "X1", updated_by: 1 }) { id } }`;
    const body = await unchanged(() => call(query));
    expect(errorMessage(body)).toContain('updated_by');
  });

  it('blocking ends every session of the user at once; the login refuses them until unblocked', async () => {
    const u = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const tokens = [await t.login(u.mail, u.password), await t.login(u.uid, u.password)];
    for (const token of tokens) expect((await call(Q.me, {}, token)).data.get_authenticated_user.id).toBe(u.id);

    const body = await call(Q.update, { id: u.id, input: inputOf(u, { is_blocked: 1, blocked_description: 'Fraude' }) });
    expect(body.errors).toBeUndefined();
    expect(await t.db.select().from(session).where(eq(session.user_id, u.id))).toEqual([]);
    for (const token of tokens) expect(errorCode(await call(Q.me, {}, token))).toBe('UNAUTHENTICATED');

    const refused = await t.postLogin(u.mail, u.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: LOGIN_MESSAGES.blocked, code: 'FORBIDDEN' });
    expect(refused.headers['set-cookie']).toBeUndefined();

    expect((await call(Q.update, { id: u.id, input: inputOf(u, { is_blocked: 0 }) })).errors).toBeUndefined();
    const token = await t.login(u.mail, u.password);
    expect((await call(Q.me, {}, token)).data.get_authenticated_user.id).toBe(u.id);
    // The sessions ended by the block stay ended.
    for (const old of tokens) expect(errorCode(await call(Q.me, {}, old))).toBe('UNAUTHENTICATED');
  });

  it('an unblocked save leaves the sessions alone', async () => {
    const u = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const token = await t.login(u.mail, u.password);
    expect((await call(Q.update, { id: u.id, input: inputOf(u, { name: 'Nome Novo' }) })).errors).toBeUndefined();
    expect((await call(Q.me, {}, token)).data.get_authenticated_user.id).toBe(u.id);
  });

  it('refuses to block oneself', async () => {
    const self = await t.signIn(PROFILE_ID.SUPER_ADMIN);
    const body = await unchanged(() =>
      call(Q.update, { id: self.id, input: inputOf(self, { profile_id: PROFILE_ID.SUPER_ADMIN, is_blocked: 1 }) }, self.token),
    );
    expectRefused(body, 'BAD_USER_INPUT', USER_MESSAGES.blockSelf);
    expect((await call(Q.me, {}, self.token)).data.get_authenticated_user.id).toBe(self.id);
  });

  it('only a super administrator edits a super administrator or gives that profile', async () => {
    const manager = await t.signIn(await t.createProfile({ modules: ['User'] }));
    const superadmin = await t.createUser({ profileId: PROFILE_ID.SUPER_ADMIN });
    const plain = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const edit = await unchanged(() =>
      call(Q.update, { id: superadmin.id, input: inputOf(superadmin, { profile_id: PROFILE_ID.SUPER_ADMIN, is_blocked: 1 }) }, manager.token),
    );
    expectRefused(edit, 'FORBIDDEN', USER_MESSAGES.superadminUser);
    const promote = await unchanged(() => call(Q.update, { id: plain.id, input: inputOf(plain, { profile_id: PROFILE_ID.SUPER_ADMIN }) }, manager.token));
    expectRefused(promote, 'FORBIDDEN', USER_MESSAGES.superadminProfile);
    // The same manager edits an ordinary user, and a super administrator does both.
    expect((await call(Q.update, { id: plain.id, input: inputOf(plain, { name: 'Editado' }) }, manager.token)).errors).toBeUndefined();
    const promoted = await call(Q.update, { id: plain.id, input: inputOf(plain, { profile_id: PROFILE_ID.SUPER_ADMIN }) });
    expect(promoted.data.updateUser.profile_id).toBe(PROFILE_ID.SUPER_ADMIN);
  });
});

/** Midnight of a date in America/Sao_Paulo (UTC-3 all year since 2019), `days` from today. */
function saoPauloMidnight(days: number): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const midnight = new Date(`${today}T00:00:00-03:00`);
  return new Date(midnight.getTime() + days * 86_400_000);
}

describe('nobody raises their own rights through updateUser', () => {
  it('a user with the User module cannot change their own profile, even to a richer one', async () => {
    const own = await t.createProfile({ modules: ['User'] });
    const manager = await t.signIn(own);
    const richer = await t.createProfile({ modules: ['User', 'Profile', 'Media'] });
    for (const profile_id of [richer, PROFILE_ID.SUPER_ADMIN, null]) {
      const res = await unchanged(() => call(Q.update, { id: manager.id, input: inputOf(manager, { profile_id }) }, manager.token));
      expectRefused(res, 'FORBIDDEN', USER_MESSAGES.ownProfile);
    }
    // Their other fields they may still edit.
    expect((await call(Q.update, { id: manager.id, input: inputOf(manager, { name: 'Novo Nome', profile_id: own }) }, manager.token)).errors).toBeUndefined();
  });

  it('gives another user only a profile whose modules the caller holds, unless a super administrator', async () => {
    const manager = await t.signIn(await t.createProfile({ modules: ['User', 'Media'] }));
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const poorer = await t.createProfile({ modules: ['Media'] });
    const richer = await t.createProfile({ modules: ['Media', 'Profile'] });
    const refused = await unchanged(() => call(Q.update, { id: target.id, input: inputOf(target, { profile_id: richer }) }, manager.token));
    expectRefused(refused, 'FORBIDDEN', USER_MESSAGES.richerProfile);
    expect((await call(Q.update, { id: target.id, input: inputOf(target, { profile_id: poorer }) }, manager.token)).data.updateUser.profile_id).toBe(poorer);
    expect((await call(Q.update, { id: target.id, input: inputOf(target, { profile_id: richer }) })).data.updateUser.profile_id).toBe(richer);
  });

  it('records profile changes and blocking in the audit log', async () => {
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    await call(Q.update, { id: target.id, input: inputOf(target, { profile_id: PROFILE_ID.SPECIAL }) });
    await call(Q.update, { id: target.id, input: inputOf(target, { profile_id: PROFILE_ID.SPECIAL, is_blocked: 1, blocked_description: 'Saiu da empresa' }) });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_kind, 'user'), eq(auditLog.target_id, target.id)))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.action, r.actor_id, r.details])).toEqual([
      ['user.profile.change', admin.id, { from: PROFILE_ID.ADMIN, to: PROFILE_ID.SPECIAL }],
      ['user.block', admin.id, { reason: 'Saiu da empresa' }],
    ]);
  });
});

describe('userCount', () => {
  it('counts all users, and those created today and yesterday in America/Sao_Paulo', async () => {
    const minute = 60_000;
    const at = async (date: Date) => {
      const u = await t.createUser({ profileId: PROFILE_ID.ADMIN });
      await t.db.update(users).set({ created_at: date }).where(eq(users.id, u.id));
    };
    const count = async (interval?: string) => {
      const body = await call(Q.userCount, interval === undefined ? {} : { interval });
      expect(body.errors).toBeUndefined();
      return body.data.userCount as number;
    };
    const before = { all: await count('all'), today: await count('today'), yesterday: await count('yesterday') };
    await at(new Date(saoPauloMidnight(0).getTime() + minute)); // today, 00:01 in São Paulo (03:01 UTC)
    await at(new Date(saoPauloMidnight(0).getTime() - minute)); // yesterday 23:59 in São Paulo, already "today" in UTC
    await at(new Date(saoPauloMidnight(-1).getTime() + minute)); // yesterday 00:01
    await at(new Date(saoPauloMidnight(-1).getTime() - minute)); // the day before yesterday
    expect(await count('all')).toBe(before.all + 4);
    expect(await count()).toBe(before.all + 4);
    expect(await count('today')).toBe(before.today + 1);
    expect(await count('yesterday')).toBe(before.yesterday + 2);
  });

  it('refuses an unknown interval', async () => {
    expectRefused(await call(Q.userCount, { interval: 'week' }), 'BAD_USER_INPUT', USER_COUNT_INTERVAL_MESSAGE);
  });

  it('is open to the dashboard users block: profile 15 with the Dashboard module, not any Dashboard profile', async () => {
    await t.setProfileModules(PROFILE_ID.SPECIAL, ['Dashboard']);
    const special = await t.signIn(PROFILE_ID.SPECIAL);
    const body = await call(Q.userCount, { interval: 'all' }, special.token);
    expect(body.errors).toBeUndefined();
    expect(body.data.userCount).toBe((await allUsers()).length);
    const dashboardOnly = await t.signIn(await t.createProfile({ modules: ['Dashboard'] }));
    expectRefused(await call(Q.userCount, { interval: 'all' }, dashboardOnly.token), 'FORBIDDEN', MESSAGES.forbidden);
  });
});

describe('can_manage_users', () => {
  it('is true for a super administrator and for the configured ids, false for other admins', async () => {
    const userModule = await t.createProfile({ modules: ['User'] });
    const plain = await t.signIn(userModule);
    const manager = await t.signIn(userModule);
    expect((await call(Q.canManage)).data.can_manage_users).toBe(true);
    expect((await call(Q.canManage, {}, plain.token)).data.can_manage_users).toBe(false);
    expect((await call(Q.canManage, {}, manager.token)).data.can_manage_users).toBe(false);
    t.config.userManagerIds.push(manager.id);
    try {
      expect((await call(Q.canManage, {}, manager.token)).data.can_manage_users).toBe(true);
      expect((await call(Q.canManage, {}, plain.token)).data.can_manage_users).toBe(false);
    } finally {
      t.config.userManagerIds.splice(t.config.userManagerIds.indexOf(manager.id), 1);
    }
  });
});

describe('user_profile_options', () => {
  it('lists the profiles by title; super administrator profiles only to a super administrator', async () => {
    const titles = (body: GqlBody) => body.data.user_profile_options.map((p: { title: string }) => p.title);
    const manager = await t.signIn(await t.createProfile({ modules: ['User'], title: 'Somente Usuarios' }));
    const all = await call(Q.profileOptions);
    expect(all.errors).toBeUndefined();
    expect(titles(all)).toEqual([...titles(all)].sort((a: string, b: string) => a.localeCompare(b)));
    expect(all.data.user_profile_options).toEqual(
      expect.arrayContaining([
        { id: PROFILE_ID.ADMIN, title: 'Administrador', is_superadmin: false },
        { id: PROFILE_ID.SUPER_ADMIN, title: 'Super Administrador', is_superadmin: true },
        { id: PROFILE_ID.SPECIAL, title: 'Gestor de Conteúdo', is_superadmin: false },
      ]),
    );
    // A user administrator without the Profile module still gets the options (those they may give).
    const limited = await call(Q.profileOptions, {}, manager.token);
    expect(limited.errors).toBeUndefined();
    expect(titles(limited)).toContain('Somente Usuarios');
    expect(titles(limited)).not.toContain('Super Administrador');
  });

  it('offers an administrator only the profiles updateUser lets them give: none with a module they lack', async () => {
    const own = await t.createProfile({ modules: ['User', 'Media'] });
    const manager = await t.signIn(own);
    const poorer = await t.createProfile({ modules: ['Media'] });
    const empty = await t.createProfile({ modules: [] });
    const richer = await t.createProfile({ modules: ['Media', 'Profile'] });
    const ids = async (variables: Record<string, unknown> = {}, token = manager.token) => {
      const body = await call(Q.profileOptionsFor, variables, token);
      expect(body.errors).toBeUndefined();
      return body.data.user_profile_options.map((p: { id: number }) => p.id) as number[];
    };
    const offered = await ids();
    expect(offered).toEqual(expect.arrayContaining([own, poorer, empty]));
    for (const refused of [richer, PROFILE_ID.ADMIN, PROFILE_ID.SPECIAL, PROFILE_ID.SUPER_ADMIN]) expect(offered).not.toContain(refused);
    // What is offered, updateUser accepts.
    const target = await t.createUser({ profileId: null });
    for (const profile_id of offered) {
      const body = await call(Q.update, { id: target.id, input: inputOf(target, { profile_id }) }, manager.token);
      expect({ profile_id, errors: body.errors }).toEqual({ profile_id, errors: undefined });
    }
    // For a given user: the same, but nothing for the caller themselves (nobody changes their own
    // profile) nor for a super administrator they may not edit.
    expect(await ids({ user_id: target.id })).toEqual(offered);
    expect(await ids({ user_id: manager.id })).toEqual([]);
    const chief = await t.createUser({ profileId: PROFILE_ID.SUPER_ADMIN });
    expect(await ids({ user_id: chief.id })).toEqual([]);
    // A super administrator may give any profile, but not change their own.
    expect(await ids({ user_id: target.id }, admin.token)).toEqual(expect.arrayContaining([richer, PROFILE_ID.SUPER_ADMIN, PROFILE_ID.ADMIN]));
    expect(await ids({ user_id: admin.id }, admin.token)).toEqual([]);
  });
});

describe('access', () => {
  let limited: TestUser & { token: string };
  let victim: TestUser;

  beforeAll(async () => {
    limited = await t.signIn(await t.createProfile({ modules: ['Profile', 'Corretor'] }));
    victim = await t.createUser({ profileId: PROFILE_ID.ADMIN });
  });

  const operations = () =>
    [
      ['users_collections', Q.list, {}],
      ['users_count', Q.count, {}],
      ['user', Q.one, { id: victim.id }],
      ['updateUser', Q.update, { id: victim.id, input: inputOf(victim, { name: 'Intruso', is_blocked: 1 }) }],
      ['userCount', Q.userCount, { interval: 'all' }],
      ['can_manage_users', Q.canManage, {}],
      ['user_profile_options', Q.profileOptions, {}],
    ] as const;

  it('a profile without the User module gets FORBIDDEN and no data from every operation', async () => {
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

  it('a profile with the User module is allowed', async () => {
    const allowed = await t.signIn(await t.createProfile({ modules: ['User'] }));
    for (const [name, query, variables] of operations()) {
      const body = await call(query, variables, allowed.token);
      expect({ name, errors: body.errors }).toEqual({ name, errors: undefined });
    }
  });
});
