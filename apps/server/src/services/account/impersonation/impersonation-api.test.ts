import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { impersonation, session, users } from '../../../db/schema/account.ts';
import { hashToken } from '../../../platform/auth/tokens.ts';
import { SESSION_COOKIE } from '../../../platform/http/request-user.ts';
import { CSRF_HEADER } from '../../../platform/security/same-origin.ts';
import { bearer, createTestApp, errorCode, expectRefused, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { LOGIN_MESSAGES } from '../../../platform/auth/routes.ts';
import { AUTHTOKEN_PATH, IMPERSONATION_MESSAGES, IMPERSONATION_PAGE, IMPERSONATION_TTL_MS } from './impersonation-store.ts';

const IMPERSONATE = `mutation ($user_id: Int!) { impersonateUser(user_id: $user_id) { url expires_at } }`;
const ME = `{ get_authenticated_user { id name impersonated_by { id name } } }`;
const UPDATE = `mutation ($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { id is_blocked } }`;
const LIST = `query ($search: String) { users_collections(search: $search) { id token } }`;

let t: TestApp;
let admin: TestUser & { token: string };
let userProfile: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN, { name: 'Regina Administradora' });
  userProfile = await t.createProfile({ modules: ['User'] });
});

afterAll(async () => {
  await t?.close();
});

function call(query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) {
  return t.gql('account', query, variables, token ?? undefined);
}

const records = () => t.db.select().from(impersonation).orderBy(asc(impersonation.id));

/** Mints a link as `token`'s user and returns the one-time token inside it. */
async function mint(targetId: number, token = admin.token): Promise<{ url: string; token: string; expires_at: string }> {
  const body = await call(IMPERSONATE, { user_id: targetId }, token);
  expect(body.errors).toBeUndefined();
  const { url, expires_at } = body.data.impersonateUser;
  return { url, expires_at, token: new URL(url, 'http://x').searchParams.get('token')! };
}

const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

/** Who the session cookie belongs to, as the API sees it. */
async function whoByCookie(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/graphql',
    headers: { cookie: `${SESSION_COOKIE}=${token}`, [CSRF_HEADER]: '1' },
    payload: { query: ME },
  });
  const body = res.json();
  return body.data?.get_authenticated_user ?? errorCode(body);
}

/** What the SPA page of the new tab does: POST the link's token, get the tab's own session. */
const exchange = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: AUTHTOKEN_PATH, headers: { [CSRF_HEADER]: '1', ...headers }, payload: { token } });

/** Mints a link as `actorToken`'s user and exchanges it: the bearer token of the new tab. */
async function impersonate(targetId: number, actorToken = admin.token): Promise<string> {
  const res = await exchange((await mint(targetId, actorToken)).token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

async function whoByBearer(token: string) {
  const body = await t.gql('account', ME, {}, token);
  return body.data?.get_authenticated_user ?? errorCode(body);
}

function expectInvalidToken(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ error: LOGIN_MESSAGES.invalidToken, code: 'UNAUTHENTICATED' });
  expect(sessionCookie(res)).toBeUndefined();
}

describe('impersonateUser', () => {
  it('mints a single-use link valid 60 s and records who, whom and when (only the hash of the token)', async () => {
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const before = Date.now();
    const link = await mint(target.id);
    expect(link.url).toMatch(new RegExp(`^${AUTHTOKEN_PATH}\\?token=[A-Za-z0-9_-]{40,}$`));
    const expiresAt = new Date(link.expires_at).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + IMPERSONATION_TTL_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + IMPERSONATION_TTL_MS);
    expect(IMPERSONATION_TTL_MS).toBe(60_000);

    const [record] = (await records()).slice(-1);
    expect(record).toMatchObject({ actor_id: admin.id, target_id: target.id, token_hash: hashToken(link.token), used_at: null });
    expect(record.expires_at.getTime()).toBe(expiresAt);
    expect(record.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(await records())).not.toContain(link.token);
  });

  it('is refused to an administrator with the User module who is not a user manager, recording nothing', async () => {
    const plain = await t.signIn(userProfile);
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const before = await records();
    expectRefused(await call(IMPERSONATE, { user_id: target.id }, plain.token), 'FORBIDDEN', MESSAGES.forbidden);
    expect(await records()).toEqual(before);
  });

  it('is allowed to a configured user manager with the User module, not to one without it', async () => {
    const manager = await t.signIn(userProfile);
    const noModule = await t.signIn(await t.createProfile({ modules: ['Profile'] }));
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    t.config.userManagerIds.push(manager.id, noModule.id);
    try {
      const link = await mint(target.id, manager.token);
      expect((await records()).slice(-1)[0]).toMatchObject({ actor_id: manager.id, target_id: target.id });
      expect(link.url).toContain(AUTHTOKEN_PATH);
      const before = await records();
      expectRefused(await call(IMPERSONATE, { user_id: target.id }, noModule.token), 'FORBIDDEN', MESSAGES.forbidden);
      expect(await records()).toEqual(before);
    } finally {
      t.config.userManagerIds.length = 0;
    }
  });

  it('is refused to an anonymous caller', async () => {
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    expectRefused(await call(IMPERSONATE, { user_id: target.id }, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
  });

  it('refuses oneself, a blocked user and an unknown user', async () => {
    const blocked = await t.createUser({ profileId: PROFILE_ID.ADMIN, blocked: true });
    const before = await records();
    expectRefused(await call(IMPERSONATE, { user_id: admin.id }), 'BAD_USER_INPUT', IMPERSONATION_MESSAGES.self);
    expectRefused(await call(IMPERSONATE, { user_id: blocked.id }), 'BAD_USER_INPUT', IMPERSONATION_MESSAGES.blocked);
    expectRefused(await call(IMPERSONATE, { user_id: 999_999 }), 'NOT_FOUND', IMPERSONATION_MESSAGES.notFound);
    expect(await records()).toEqual(before);
  });

  it('refuses a super administrator as target unless the caller is one', async () => {
    const manager = await t.signIn(userProfile);
    const superTarget = await t.createUser({ profileId: PROFILE_ID.SUPER_ADMIN });
    t.config.userManagerIds.push(manager.id);
    try {
      expectRefused(await call(IMPERSONATE, { user_id: superTarget.id }, manager.token), 'FORBIDDEN', IMPERSONATION_MESSAGES.superadmin);
    } finally {
      t.config.userManagerIds.length = 0;
    }
    expect((await mint(superTarget.id)).url).toContain(AUTHTOKEN_PATH);
  });
});

describe('account/authtoken: the new tab exchanges the link for a session of its own', () => {
  it('GET only leads to the SPA page of the tab, changing nothing', async () => {
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const link = await mint(target.id);
    const res = await open(link.url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${IMPERSONATION_PAGE}/${link.token}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sessionCookie(res)).toBeUndefined();
    const [record] = await t.db
      .select()
      .from(impersonation)
      .where(eq(impersonation.token_hash, hashToken(link.token)));
    expect(record.used_at).toBeNull();
    expect(await t.db.select().from(session).where(eq(session.user_id, target.id))).toEqual([]);
  });

  it('POST opens a session as the target, handed back as a bearer token without touching the cookie', async () => {
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN, name: 'Paulo Alvo' });
    const link = await mint(target.id);
    const res = await exchange(link.token, { cookie: `${SESSION_COOKIE}=${admin.token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionCookie(res)).toBeUndefined();
    // A new session of its own: not the one-time token, not the administrator's.
    const { token } = res.json<{ token: string }>();
    expect(token).not.toBe(link.token);
    expect(token).not.toBe(admin.token);

    expect(await whoByBearer(token)).toEqual({ id: target.id, name: 'Paulo Alvo', impersonated_by: { id: admin.id, name: 'Regina Administradora' } });
    const [row] = await t.db
      .select()
      .from(session)
      .where(eq(session.token_hash, hashToken(token)));
    expect(row).toMatchObject({ user_id: target.id, impersonated_by: admin.id });
    const [record] = await t.db
      .select()
      .from(impersonation)
      .where(eq(impersonation.token_hash, hashToken(link.token)));
    expect(record.used_at).toBeInstanceOf(Date);
    // The administrator's own session (the cookie of every other tab) goes on, as themselves.
    expect(await whoByCookie(admin.token)).toEqual({ id: admin.id, name: 'Regina Administradora', impersonated_by: null });
  });

  it('is single use', async () => {
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const link = await mint(target.id);
    expect((await exchange(link.token)).statusCode).toBe(200);
    expectInvalidToken(await exchange(link.token));
    expect(await t.db.select().from(session).where(eq(session.user_id, target.id))).toHaveLength(1);
  });

  it('lets only one of two simultaneous requests through', async () => {
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const link = await mint(target.id);
    const results = await Promise.all([exchange(link.token), exchange(link.token), exchange(link.token)]);
    expect(results.filter((r) => r.statusCode === 200).length).toBe(1);
  });

  it('refuses an expired token', async () => {
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const link = await mint(target.id);
    await t.db
      .update(impersonation)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(impersonation.token_hash, hashToken(link.token)));
    expectInvalidToken(await exchange(link.token));
    expect(await t.db.select().from(session).where(eq(session.user_id, target.id))).toEqual([]);
  });

  it.each([
    ['an unknown token', 'nao-existe'],
    ['an empty token', ''],
    ['a token of 300 characters', 'a'.repeat(300)],
  ])('refuses %s', async (_case, token) => {
    expectInvalidToken(await exchange(token));
  });

  it('a GET without a token goes to the login address', async () => {
    const res = await open(AUTHTOKEN_PATH);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(t.config.login.url);
  });

  it("does not accept a user's session token: only a minted link opens a session", async () => {
    const other = await t.signIn(PROFILE_ID.ADMIN);
    expectInvalidToken(await exchange(other.token));
  });

  it('refuses the link when the target was blocked after it was minted', async () => {
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const link = await mint(target.id);
    await t.db.update(users).set({ is_blocked: 1 }).where(eq(users.id, target.id));
    expectInvalidToken(await exchange(link.token));
  });

  it('an impersonated session cannot impersonate again', async () => {
    const target = await t.createUser({ profileId: PROFILE_ID.SUPER_ADMIN });
    const token = await impersonate(target.id);
    const third = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    expectRefused(await call(IMPERSONATE, { user_id: third.id }, token), 'FORBIDDEN', IMPERSONATION_MESSAGES.nested);
  });

  it("ending the access ends only that tab's session and leaves the administrator's cookie alone", async () => {
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const token = await impersonate(target.id);
    // The tab sends its bearer token; the browser adds the administrator's cookie on its own.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/logout',
      headers: { ...bearer(token), cookie: `${SESSION_COOKIE}=${admin.token}`, [CSRF_HEADER]: '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await whoByBearer(token)).toBe('UNAUTHENTICATED');
    expect((await whoByCookie(admin.token)).id).toBe(admin.id);
  });

  it('blocking the administrator ends the sessions they opened as others', async () => {
    const actor = await t.signIn(PROFILE_ID.SUPER_ADMIN, { name: 'Ator Bloqueado' });
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const token = await impersonate(target.id, actor.token);
    expect((await whoByBearer(token)).impersonated_by).toEqual({ id: actor.id, name: 'Ator Bloqueado' });
    const input = { name: actor.name, mail: actor.mail, uid: actor.uid, profile_id: PROFILE_ID.SUPER_ADMIN, is_blocked: 1 };
    expect((await call(UPDATE, { id: actor.id, input })).errors).toBeUndefined();
    expect(await whoByBearer(token)).toBe('UNAUTHENTICATED');
    expect(await whoByCookie(actor.token)).toBe('UNAUTHENTICATED');
  });

  it('users_collections never carries a token, even for users with sessions', async () => {
    const target = await t.createUser({ profileId: PROFILE_ID.ADMIN, name: 'Com Sessao Aberta' });
    await impersonate(target.id);
    await t.login(target.mail, target.password);
    const body = await call(LIST, { search: 'Com Sessao Aberta' });
    expect(body.data.users_collections).toEqual([{ id: target.id, token: null }]);
  });
});

describe('get_authenticated_user.impersonated_by', () => {
  it('is null for a session opened by the login', async () => {
    expect(await whoByCookie(admin.token)).toMatchObject({ impersonated_by: null });
  });
});
