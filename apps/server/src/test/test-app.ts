import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, inject, vi } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import { ACCOUNT_MODULES, type ModuleName } from '@backoffice/domain/modules';
import { buildApp, type AppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { profile, profileAccountModule, users } from '../db/schema/account.ts';
import { hashPassword } from '../platform/auth/password.ts';
import type { Database, Db } from '../platform/db/client.ts';
import { localFileStorage, type FileStorage } from '../platform/files/storage.ts';
import { borrowPglite } from './pglite-pool.ts';
import { borrowPostgres } from './postgres-pool.ts';

export const DEFAULT_PASSWORD = 'Senha-de-teste-123';

/** Minimal environment for the app under test; tests may override any variable. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...env }, []);
}

export interface GqlError {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GqlBody<T = any> {
  data?: T | null;
  errors?: GqlError[];
}

export interface TestUser {
  id: number;
  name: string;
  mail: string;
  uid: string;
  password: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The database behind db (its driver, for a second job queue in crash tests). */
  database: Database;
  config: Config;
  /** The storage uploads of this app go to (a temporary folder). */
  files: FileStorage;
  filesDir: string;
  close(): Promise<void>;
  createUser(options: { profileId: number | null; password?: string; blocked?: boolean; name?: string }): Promise<TestUser>;
  /** A profile (not super admin) allowed exactly these modules; returns its id. */
  createProfile(options: { modules: readonly ModuleName[]; title?: string }): Promise<number>;
  /** Gives an existing profile (e.g. reference profile 15) exactly these modules. */
  setProfileModules(profileId: number, modules: readonly ModuleName[]): Promise<void>;
  /** Raw POST /api/v1/account/login; remoteAddress keeps throttle tests apart. */
  postLogin(login: string, password: string, remoteAddress?: string): Promise<LightMyRequestResponse>;
  /** Logs in and returns the session token; throws when the login is refused. */
  login(login: string, password: string): Promise<string>;
  /** A new user of the profile, logged in. */
  signIn(profileId: number, options?: { name?: string }): Promise<TestUser & { token: string }>;
  gql<T = any>(service: string, query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlBody<T>>;
  /**
   * Runs a write made straight to the database (as another server copy or a script would) that
   * changes what sessions resolve to, and waits until this app has been told (NOTIFY): on
   * PostgreSQL that arrives a moment after the commit, on PGlite at once.
   */
  changeSessions<T>(write: () => Promise<T>): Promise<T>;
}

/** The first error's code (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT...), if any. */
export function errorCode(body: GqlBody): string | undefined {
  return body.errors?.[0]?.extensions?.code;
}

export function errorMessage(body: GqlBody): string | undefined {
  return body.errors?.[0]?.message;
}

/** A GraphQL call refused with this code (and message), and no data for any field it asked. */
export function expectRefused(body: GqlBody, code: string, message?: string): void {
  expect(errorCode(body)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
  for (const value of Object.values(body.data ?? {})) expect(value).toBeNull();
}

const REFUSALS = {
  UNAUTHENTICATED: { status: 401, error: MESSAGES.unauthenticated },
  FORBIDDEN: { status: 403, error: MESSAGES.forbidden },
} as const;

/** A REST call refused for want of a session or of the module, with the readable message. */
export function expectRestRefused(res: LightMyRequestResponse, code: keyof typeof REFUSALS): void {
  expect(res.statusCode, res.body).toBe(REFUSALS[code].status);
  expect(res.json()).toEqual({ error: REFUSALS[code].error, code });
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * PGlite in memory by default, or with DATABASE_URL a database of its own on that server: either
 * way the worker's own, put back to the run's template between files (pglite-pool.ts,
 * postgres-pool.ts), so files run in parallel. A schema per file would not be enough, because the
 * generated migration names "public" in its foreign keys and drizzle keeps its journal in schema
 * "drizzle". The template is already migrated and seeded (test/global-setup.ts).
 */
let cachedDump: { file: string; blob: Blob } | undefined;
/** The template's dump, read once per worker (files share it: isolate is off for server tests). */
function templateDump(file: string): Blob {
  if (cachedDump?.file !== file) cachedDump = { file, blob: new Blob([fs.readFileSync(file)]) };
  return cachedDump.blob;
}

/** A database in the run template's state, the worker's own; `dispose` hands it back for the next file. */
export async function openTestDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const template = inject('databaseTemplate');
  const url = process.env.DATABASE_URL;
  if (template.kind === 'pglite') {
    const { database, giveBack } = await borrowPglite(templateDump(template.dumpFile));
    return { database, dispose: giveBack };
  }
  if (!url) throw new Error('The PostgreSQL template needs DATABASE_URL');
  const { database, giveBack } = await borrowPostgres(url, template.name);
  return { database, dispose: giveBack };
}

const hashes = new Map<string, Promise<string>>();
/** argon2 is slow on purpose; one hash per distinct password is enough for tests. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createTestApp(env: Record<string, string> = {}, options: Pick<AppOptions, 'logStream'> = {}): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase();
  const { db } = database;
  const config = testConfig(env);
  // Uploaded files of this test file go to a folder of its own, removed on close.
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-test-files-'));
  const files = localFileStorage(filesDir);
  const app = await buildApp({ database, config, files, ...options });
  await app.ready();

  let userSeq = 0;
  let profileSeq = 0;

  const createUser: TestApp['createUser'] = async ({ profileId, password = DEFAULT_PASSWORD, blocked = false, name }) => {
    const n = ++userSeq;
    const values = {
      name: name ?? `Usuário Teste ${n}`,
      mail: `usuario.${n}@Teste.Local`,
      uid: `T${String(n).padStart(8, '0')}`,
      password_hash: await cachedHash(password),
      profile_id: profileId,
      is_blocked: blocked ? 1 : 0,
    };
    const [row] = await db.insert(users).values(values).returning({ id: users.id });
    return { id: row.id, name: values.name, mail: values.mail, uid: values.uid, password };
  };

  const changeSessions: TestApp['changeSessions'] = async (write) => {
    const before = app.sessions.generation;
    const result = await write();
    await vi.waitFor(() => {
      if (app.sessions.generation === before) throw new Error('the change to the sessions was not notified');
    });
    return result;
  };

  const setProfileModules: TestApp['setProfileModules'] = async (profileId, modules) => {
    const links = ACCOUNT_MODULES.filter((m) => modules.includes(m.name)).map((m) => ({ profile_id: profileId, account_module_id: m.id }));
    if (links.length !== modules.length) throw new Error(`Unknown module in ${modules.join(', ')}`);
    await changeSessions(async () => {
      await db.delete(profileAccountModule).where(eq(profileAccountModule.profile_id, profileId));
      if (links.length) await db.insert(profileAccountModule).values(links);
    });
  };

  const createProfile: TestApp['createProfile'] = async ({ modules, title }) => {
    const [row] = await db
      .insert(profile)
      .values({ title: title ?? `Perfil Teste ${++profileSeq}`, is_admin: true, is_superadmin: false })
      .returning({ id: profile.id });
    await setProfileModules(row.id, modules);
    return row.id;
  };

  const postLogin: TestApp['postLogin'] = (login, password, remoteAddress) =>
    app.inject({ method: 'POST', url: '/api/v1/account/login', payload: { login, password }, remoteAddress });

  const login: TestApp['login'] = async (loginName, password) => {
    const res = await postLogin(loginName, password);
    if (res.statusCode !== 200) throw new Error(`login of ${loginName} refused: ${res.statusCode} ${res.body}`);
    return res.json<{ token: string }>().token;
  };

  const signIn: TestApp['signIn'] = async (profileId, options = {}) => {
    const user = await createUser({ profileId, name: options.name });
    return { ...user, token: await login(user.mail, user.password) };
  };

  const gql: TestApp['gql'] = async (service, query, variables = {}, token) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/${service}/graphql`,
      headers: token ? bearer(token) : {},
      payload: { query, variables },
    });
    return res.json();
  };

  return {
    app,
    db,
    database,
    config,
    files,
    filesDir,
    close: async () => {
      await app.close();
      await dispose();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
    createUser,
    createProfile,
    setProfileModules,
    postLogin,
    login,
    signIn,
    gql,
    changeSessions,
  };
}
