import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema/account.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { openNotifications, type Notifications } from '../db/notifications.ts';
import { createSessionCache } from './session-cache.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A user signed in, and a session cache (TTL 60 s) on notifications that can be switched off. */
async function signedInWithSwitchableCache(name: string) {
  const user = await t.createUser({ profileId: PROFILE_ID.ADMIN, name });
  const token = await t.login(user.mail, user.password);
  const real = openNotifications(t.database.driver);
  const { notifications, down, up } = switchable(real);
  const cache = await createSessionCache(t.db, notifications, t.config.session.idleMs, 60_000);
  return { user, token, cache, down, up, real };
}

const ME = '{ get_authenticated_user { id name } }';
const me = async (app: TestApp['app'], token: string) =>
  (await app.inject({ method: 'POST', url: '/api/v1/account/graphql', headers: bearer(token), payload: { query: ME } })).json();

/** A write the triggers do not see, to tell a remembered session from one read again. */
async function renameUnnoticed(id: number, name: string) {
  await t.db.execute(sql`alter table users disable trigger user_session_changed`);
  await t.db.update(users).set({ name }).where(eq(users.id, id));
  await t.db.execute(sql`alter table users enable trigger user_session_changed`);
}

/** Notifications that can be switched off, as when the listening connection is down. */
function switchable(real: Notifications) {
  let live = true;
  const restored: Array<() => void> = [];
  const notifications: Notifications = {
    get live() {
      return live;
    },
    listen: (channel, handler) => real.listen(channel, handler),
    onRestored: (callback) => void restored.push(callback),
    close: () => real.close(),
  };
  return {
    notifications,
    down: () => void (live = false),
    up: () => {
      live = true;
      for (const callback of restored) callback();
    },
  };
}

describe('the session cache', () => {
  it('answers from memory for its few seconds, then reads the database again', async () => {
    const user = await t.createUser({ profileId: PROFILE_ID.ADMIN, name: 'Nome Lembrado' });
    const token = await t.login(user.mail, user.password);
    const notifications = openNotifications(t.database.driver);
    const cache = await createSessionCache(t.db, notifications, t.config.session.idleMs, 300);
    expect((await cache.resolve(token))?.name).toBe('Nome Lembrado');
    await renameUnnoticed(user.id, 'Nome Novo');
    expect((await cache.resolve(token))?.name).toBe('Nome Lembrado');
    await vi.waitFor(async () => expect((await cache.resolve(token))?.name).toBe('Nome Novo'));
    await notifications.close();
  });

  it('forgets at once whatever a write to users, profiles, their modules or sessions changes', async () => {
    const profileId = await t.createProfile({ modules: ['User'] });
    const user = await t.createUser({ profileId, name: 'Antes' });
    const token = await t.login(user.mail, user.password);
    const notifications = openNotifications(t.database.driver);
    const cache = await createSessionCache(t.db, notifications, t.config.session.idleMs, 60_000);
    const resolve = () => cache.resolve(token);
    const told = async (write: () => Promise<unknown>) => {
      const before = cache.generation;
      await write();
      await vi.waitFor(() => expect(cache.generation).toBeGreaterThan(before));
    };

    expect((await resolve())?.modules).toEqual(['User']);
    await told(() => t.setProfileModules(profileId, ['User', 'Profile']));
    expect([...(await resolve())!.modules].sort()).toEqual(['Profile', 'User']);
    await told(() => t.db.execute(sql`update profile set title = 'Perfil Renomeado' where id = ${profileId}`));
    expect((await resolve())?.profile?.title).toBe('Perfil Renomeado');
    await told(() => t.db.update(users).set({ name: 'Depois' }).where(eq(users.id, user.id)));
    expect((await resolve())?.name).toBe('Depois');
    await told(() => t.db.execute(sql`delete from session where user_id = ${user.id}`));
    expect(await resolve()).toBeNull();
    await notifications.close();
  });

  it('keeps nothing while notifications are down, and forgets everything when they come back', async () => {
    const { user, token, cache, down, up, real } = await signedInWithSwitchableCache('Primeiro');

    down();
    expect((await cache.resolve(token))?.name).toBe('Primeiro');
    await renameUnnoticed(user.id, 'Segundo');
    expect((await cache.resolve(token))?.name).toBe('Segundo');

    up();
    expect((await cache.resolve(token))?.name).toBe('Segundo');
    await renameUnnoticed(user.id, 'Terceiro');
    expect((await cache.resolve(token))?.name).toBe('Segundo');
    const before = cache.generation;
    down();
    up();
    expect(cache.generation).toBeGreaterThan(before);
    expect((await cache.resolve(token))?.name).toBe('Terceiro');
    await real.close();
  });

  it('tells without waiting what it holds: a resolved session until it is cleared, or that one must be resolved', async () => {
    const { token, cache, down, up, real } = await signedInWithSwitchableCache('Já Conhecido');
    expect(cache.held(null)).toBeNull();
    expect(cache.held(token)).toBeUndefined();
    await cache.resolve(token);
    expect(cache.held(token)?.name).toBe('Já Conhecido');
    cache.clear();
    expect(cache.held(token)).toBeUndefined();
    await cache.resolve(token);
    down();
    expect(cache.held(token)).toBeUndefined();
    up();
    expect(cache.held('desconhecido')).toBeUndefined();
    await real.close();
  });

  it('does not remember unknown tokens', async () => {
    const notifications = openNotifications(t.database.driver);
    const cache = await createSessionCache(t.db, notifications, t.config.session.idleMs);
    expect(await cache.resolve('desconhecido')).toBeNull();
    expect(await cache.resolve(null)).toBeNull();
    await notifications.close();
  });
});

describe('two server copies on one database', () => {
  let other: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    other = await buildApp({ database: t.database, config: t.config, files: t.files });
    await other.ready();
  });

  afterAll(async () => {
    await other?.close();
  });

  it('a user blocked through one copy loses access on the other at once', async () => {
    const admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
    const user = await t.signIn(PROFILE_ID.ADMIN);
    expect((await me(other, user.token)).data.get_authenticated_user.id).toBe(user.id);
    const before = other.sessions.generation;
    const input = { name: user.name, mail: user.mail, uid: user.uid, profile_id: PROFILE_ID.ADMIN, is_blocked: 1, blocked_description: 'Bloqueado' };
    const blocked = await t.gql(
      'account',
      'mutation ($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { id } }',
      { id: user.id, input },
      admin.token,
    );
    expect(blocked.errors).toBeUndefined();
    await vi.waitFor(() => expect(other.sessions.generation).toBeGreaterThan(before));
    expect((await me(other, user.token)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await me(t.app, user.token)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a logout through one copy ends the session on the other', async () => {
    const user = await t.signIn(PROFILE_ID.ADMIN);
    expect((await me(other, user.token)).data.get_authenticated_user.id).toBe(user.id);
    const before = other.sessions.generation;
    await t.app.inject({ method: 'POST', url: '/api/v1/account/logout', headers: bearer(user.token) });
    await vi.waitFor(() => expect(other.sessions.generation).toBeGreaterThan(before));
    expect((await me(other, user.token)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
