import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { MODULE_NAMES } from '@backoffice/domain/modules';
import { loginFailure, session, users } from '../../db/schema/account.ts';
import { createTestApp, errorCode, errorMessage, type TestApp, type TestUser } from '../../test/test-app.ts';
import { SESSION_COOKIE } from '../http/request-user.ts';
import { CSRF_HEADER } from '../security/same-origin.ts';
import { LOGIN_MESSAGES, LOGOUT_PAGE } from './routes.ts';

const ME = /* GraphQL */ `{ get_authenticated_user { id first_name name uid profile { id is_admin is_superadmin } } }`;
const ME_ID = /* GraphQL */ `{ get_authenticated_user { id } }`;
const MODULES_BY_TOKEN = /* GraphQL */ `query ($token: String) { modules_by_user(token: $token) }`;

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ profileId: PROFILE_ID.SUPER_ADMIN, name: 'Maria Clara Souza' });
});

afterAll(async () => {
  await t?.close();
});

/** The bo_session Set-Cookie header of a response, or undefined. */
function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

/** Who the API thinks the caller is (id), or the error code it answers with. */
async function whoAmI(token: string): Promise<number | string | undefined> {
  const body = await t.gql('account', ME_ID, {}, token);
  return body.data?.get_authenticated_user?.id ?? errorCode(body);
}

describe('login', () => {
  it('by e-mail, in any letter case, sets an HttpOnly SameSite session cookie and returns the token', async () => {
    const res = await t.postLogin(admin.mail.toUpperCase(), admin.password);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toEqual(expect.any(String));
    expect(token.length).toBeGreaterThan(20);
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`${SESSION_COOKIE}=${token};`);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(await whoAmI(token)).toBe(admin.id);
  });

  it('by UID', async () => {
    const res = await t.postLogin(admin.uid, admin.password);
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).toBeDefined();
    expect(await whoAmI(res.json().token)).toBe(admin.id);
  });

  it('refuses a wrong password with 401 and the generic message, without a cookie', async () => {
    const res = await t.postLogin(admin.mail, 'senha-errada', '10.0.0.1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: LOGIN_MESSAGES.invalid, code: 'UNAUTHENTICATED' });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await t.postLogin('ninguem@teste.local', 'qualquer-senha', '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: LOGIN_MESSAGES.invalid, code: 'UNAUTHENTICATED' });
  });

  it('refuses an empty login with 400 and the domain message', async () => {
    const res = await t.postLogin('   ', 'qualquer-senha');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Informe o e-mail ou a matrícula.', code: 'BAD_USER_INPUT' });
  });

  it('refuses a blocked user with the right password with 403 and the blocked message', async () => {
    const blocked = await t.createUser({ profileId: PROFILE_ID.ADMIN, blocked: true });
    const res = await t.postLogin(blocked.mail, blocked.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: LOGIN_MESSAGES.blocked, code: 'FORBIDDEN' });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('locks a login after LOGIN_MAX_FAILURES failures: even the right password then gets 429', async () => {
    expect(t.config.login.maxFailures).toBe(5);
    const user = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const ip = '10.0.0.3';
    for (let i = 0; i < t.config.login.maxFailures; i++) {
      expect((await t.postLogin(user.mail, `errada-${i}`, ip)).statusCode).toBe(401);
    }
    const res = await t.postLogin(user.mail, user.password, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: LOGIN_MESSAGES.throttled, code: 'TOO_MANY_REQUESTS' });
    // The lock is per login: another user on the same address still gets in.
    const other = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    expect((await t.postLogin(other.mail, other.password, ip)).statusCode).toBe(200);
  });

  it('locks the account, whatever login is typed: failures by e-mail also lock the UID', async () => {
    const user = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    for (let i = 0; i < t.config.login.maxFailures; i++) {
      expect((await t.postLogin(user.mail, `errada-${i}`, `10.0.1.${i}`)).statusCode).toBe(401);
    }
    const byUid = await t.postLogin(user.uid, user.password, '10.0.2.1');
    expect(byUid.statusCode).toBe(429);
    expect(byUid.json()).toEqual({ error: LOGIN_MESSAGES.throttled, code: 'TOO_MANY_REQUESTS' });
    // Alternating the two logins does not double the allowance either.
    const other = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    for (let i = 0; i < t.config.login.maxFailures; i++) {
      const login = i % 2 ? other.uid : other.mail;
      expect((await t.postLogin(login, `errada-${i}`, `10.0.3.${i}`)).statusCode).toBe(401);
    }
    expect((await t.postLogin(other.mail, other.password, '10.0.4.1')).statusCode).toBe(429);
  });

  it('counts failures by the connecting address, not by a client-sent X-Forwarded-For', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/login',
      payload: { login: 'ninguem@teste.local', password: 'errada' },
      remoteAddress: '10.0.0.9',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.statusCode).toBe(401);
    const keys = (await t.db.select({ key: loginFailure.key }).from(loginFailure)).map((r) => r.key);
    expect(keys).toContain('ip:10.0.0.9');
    expect(keys).not.toContain('ip:203.0.113.7');
  });

  it('does not lock a login below the limit, and a success resets the count', async () => {
    const user = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const ip = '10.0.0.4';
    const failures = t.config.login.maxFailures - 1;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < failures; i++) expect((await t.postLogin(user.mail, 'errada', ip)).statusCode).toBe(401);
      expect((await t.postLogin(user.mail, user.password, ip)).statusCode).toBe(200);
    }
  });
});

describe('credentials', () => {
  it('accepts the session cookie', async () => {
    const token = await t.login(admin.mail, admin.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/graphql',
      headers: { cookie: `${SESSION_COOKIE}=${token}`, [CSRF_HEADER]: '1' },
      payload: { query: ME_ID },
    });
    expect(res.json().data.get_authenticated_user.id).toBe(admin.id);
  });

  it('accepts the bearer token', async () => {
    const token = await t.login(admin.mail, admin.password);
    expect(await whoAmI(token)).toBe(admin.id);
  });

  it('treats a missing or unknown token as anonymous', async () => {
    const anonymous = await t.gql('account', ME_ID);
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
    expect(errorMessage(anonymous)).toBe(MESSAGES.unauthenticated);
    expect(anonymous.data?.get_authenticated_user ?? null).toBeNull();
    expect(await whoAmI('token-que-nao-existe')).toBe('UNAUTHENTICATED');
  });

  it('POST logout ends the session and clears its cookie: the same token is then refused', async () => {
    const token = await t.login(admin.mail, admin.password);
    expect(await whoAmI(token)).toBe(admin.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/account/logout', headers: { cookie: `${SESSION_COOKIE}=${token}`, [CSRF_HEADER]: '1' } });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(await whoAmI(token)).toBe('UNAUTHENTICATED');
  });

  it('GET logout changes nothing: it leads to the page that posts the logout', async () => {
    const token = await t.login(admin.mail, admin.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/logout',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(LOGOUT_PAGE);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await whoAmI(token)).toBe(admin.id);
  });

  it('ends a session idle for longer than SESSION_IDLE_MINUTES, within its absolute lifetime', async () => {
    const user = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const token = await t.login(user.mail, user.password);
    const idle = new Date(Date.now() - t.config.session.idleMs + 5 * 60_000);
    await t.db.update(session).set({ last_seen_at: idle }).where(eq(session.user_id, user.id));
    // A use within the idle time keeps the session going, and counts as activity.
    expect(await whoAmI(token)).toBe(user.id);
    const [seen] = await t.db.select({ at: session.last_seen_at }).from(session).where(eq(session.user_id, user.id));
    expect(seen.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await t.changeSessions(() =>
      t.db
        .update(session)
        .set({ last_seen_at: new Date(Date.now() - t.config.session.idleMs - 1000) })
        .where(eq(session.user_id, user.id)),
    );
    expect(await whoAmI(token)).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired session', async () => {
    const user = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const token = await t.login(user.mail, user.password);
    expect(await whoAmI(token)).toBe(user.id);
    await t.changeSessions(() =>
      t.db
        .update(session)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(session.user_id, user.id)),
    );
    expect(await whoAmI(token)).toBe('UNAUTHENTICATED');
  });

  it('a user blocked after login loses access on the next request', async () => {
    const user = await t.createUser({ profileId: PROFILE_ID.ADMIN });
    const token = await t.login(user.mail, user.password);
    expect(await whoAmI(token)).toBe(user.id);
    await t.changeSessions(() => t.db.update(users).set({ is_blocked: 1 }).where(eq(users.id, user.id)));
    expect(await whoAmI(token)).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/v1/account/session (token hand-over)', () => {
  const handOver = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/account/session', payload: { token } });

  it('turns a valid token into the session cookie', async () => {
    const token = await t.login(admin.mail, admin.password);
    const res = await handOver(token);
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toContain(`${SESSION_COOKIE}=${token};`);
    expect(cookie).toMatch(/; HttpOnly/i);
  });

  it('refuses an invalid token with 401 and no cookie', async () => {
    const res = await handOver('token-invalido');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: LOGIN_MESSAGES.invalidToken, code: 'UNAUTHENTICATED' });
    expect(sessionCookie(res)).toBeUndefined();
  });
});

describe('access calls', () => {
  it('account_auth is public and gives the login and logout addresses', async () => {
    const body = await t.gql('account', `{ account_auth { login_url logout_url } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.account_auth).toEqual({ login_url: t.config.login.url, logout_url: '/api/v1/account/logout' });
  });

  it('get_authenticated_user describes the caller and its profile', async () => {
    const token = await t.login(admin.mail, admin.password);
    const body = await t.gql('account', ME, {}, token);
    expect(body.errors).toBeUndefined();
    expect(body.data.get_authenticated_user).toEqual({
      id: admin.id,
      first_name: 'Maria',
      name: 'Maria Clara Souza',
      uid: admin.uid,
      profile: { id: PROFILE_ID.SUPER_ADMIN, is_admin: true, is_superadmin: true },
    });
  });

  it('get_user_by_token resolves the token given as argument, not the caller', async () => {
    const other = await t.createUser({ profileId: PROFILE_ID.ADMIN, name: 'João Pereira' });
    const otherToken = await t.login(other.mail, other.password);
    const query = `query ($token: String!) { get_user_by_token(token: $token) { id first_name uid profile { id is_superadmin } } }`;
    const body = await t.gql('account', query, { token: otherToken });
    expect(body.errors).toBeUndefined();
    expect(body.data.get_user_by_token).toEqual({
      id: other.id,
      first_name: 'João',
      uid: other.uid,
      profile: { id: PROFILE_ID.ADMIN, is_superadmin: false },
    });
    const unknown = await t.gql('account', query, { token: 'token-invalido' });
    expect(unknown.data?.get_user_by_token ?? null).toBeNull();
    expect(errorCode(unknown)).toBe('UNAUTHENTICATED');
  });

  it('modules_by_user gives a super administrator every module', async () => {
    const token = await t.login(admin.mail, admin.password);
    const body = await t.gql('account', MODULES_BY_TOKEN, { token });
    expect(body.data.modules_by_user).toHaveLength(19);
    expect([...body.data.modules_by_user].sort()).toEqual([...MODULE_NAMES].sort());
  });

  it('modules_by_user gives a limited profile exactly its modules', async () => {
    const profileId = await t.createProfile({ modules: ['Media', 'Dashboard', 'Chat'] });
    const user = await t.signIn(profileId);
    const byToken = await t.gql('account', MODULES_BY_TOKEN, { token: user.token });
    expect([...byToken.data.modules_by_user].sort()).toEqual(['Chat', 'Dashboard', 'Media']);
    // Without the argument it answers for the caller's own session.
    const bySession = await t.gql('account', MODULES_BY_TOKEN, {}, user.token);
    expect([...bySession.data.modules_by_user].sort()).toEqual(['Chat', 'Dashboard', 'Media']);
  });

  it('modules_by_user refuses an invalid token, or no token at all, with UNAUTHENTICATED', async () => {
    for (const variables of [{ token: 'token-invalido' }, {}]) {
      const body = await t.gql('account', MODULES_BY_TOKEN, variables);
      expect(errorCode(body)).toBe('UNAUTHENTICATED');
      expect(body.data?.modules_by_user ?? null).toBeNull();
    }
  });
});

describe('GET /api/health', () => {
  it('reports the server and the database as ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
