/**
 * Requests per second and p95 latency of profiles_collections and modules_by_user under 50
 * concurrent connections, on PGlite and (with DATABASE_URL) on PostgreSQL, each compared with the
 * same SQL sent straight to the database (PGlite in-process, PostgreSQL through a pg pool).
 *   npm run bench                     (PGlite only)
 *   DATABASE_URL=postgres://... npm run bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/boot.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { createSession, sessionLookup, sessionLookupParams } from '../apps/server/src/platform/auth/sessions.ts';
import { listProfiles } from '../apps/server/src/services/account/profiles/profile-store.ts';
import { users } from '../apps/server/src/db/schema/account.ts';
import { eq, fillPlaceholders } from 'drizzle-orm';
import { format, runLoad } from './lib/load.ts';
import { startServer } from './lib/server-process.ts';

const CONNECTIONS = 50;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const ADMIN = { email: 'bench@bench.local', password: 'bench-password' };

type Direct = (sql: string, params: unknown[]) => Promise<unknown>;

async function measure(target: 'pglite' | 'postgres', env: Record<string, string>, openDirect: () => Promise<{ query: Direct; close: () => Promise<void> }>) {
  // 1. Prepare the database the way the server does, and capture the exact SQL of both calls.
  const config = loadConfig(
    { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'true', LOG_LEVEL: 'error' } as NodeJS.ProcessEnv,
    [],
  );
  const database = await prepareDatabase(config, () => {});
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.mail, ADMIN.email));
  const { token } = await createSession(database.db, admin.id, 3600_000);
  const profilesSql = listProfiles(database.db).toSQL();
  const lookup = sessionLookup(database.db).toSQL();
  const sessionSql = { sql: lookup.sql, params: fillPlaceholders(lookup.params, sessionLookupParams(token)) };
  await database.close();

  // 2. The anchor: the same queries straight to the database.
  const direct = await openDirect();
  const directProfiles = await runLoad(async () => (await direct.query(profilesSql.sql, profilesSql.params), true), CONNECTIONS, DURATION_MS);
  const directModules = await runLoad(async () => (await direct.query(sessionSql.sql, sessionSql.params), true), CONNECTIONS, DURATION_MS);
  await direct.close();

  // 3. The server, as its own process, under the same concurrency.
  const server = await startServer(env);
  const call = (query: string) => async () => {
    const res = await fetch(`${server.url}/api/v1/account/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    const text = await res.text();
    if (!res.ok || text.includes('"errors"')) throw new Error(`${res.status} ${text.slice(0, 200)}`);
    return true;
  };
  const apiProfiles = await runLoad(call('{ profiles_collections { id title is_admin is_superadmin userCount } }'), CONNECTIONS, DURATION_MS);
  const apiModules = await runLoad(call('{ modules_by_user }'), CONNECTIONS, DURATION_MS);
  await server.stop();

  for (const [name, api, anchor] of [
    ['profiles_collections', apiProfiles, directProfiles],
    ['modules_by_user', apiModules, directModules],
  ] as const) {
    console.log(`${target.padEnd(8)} ${name.padEnd(21)} server ${format(api, 'req')}`);
    console.log(`${''.padEnd(8)} ${''.padEnd(21)} direct ${format(anchor, 'q')}`);
    console.log(
      `${''.padEnd(8)} ${''.padEnd(21)} ratio server/direct throughput ${(api.perSecond / anchor.perSecond).toFixed(2)}, p95 ${(api.p95 / anchor.p95).toFixed(2)}x`,
    );
  }
}

console.log(`${CONNECTIONS} concurrent connections, ${DURATION_MS / 1000} s per measurement, ${os.cpus().length} cores`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-'));
await measure('pglite', { DATA_DIR: dataDir }, async () => {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  return { query: database.query, close: database.close };
});
fs.rmSync(dataDir, { recursive: true, force: true });

if (process.env.DATABASE_URL) {
  const name = `bo_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    await measure('postgres', { DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() }, async () => {
      // The server's pool has 10 connections; the anchor gets the same.
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      return { query: database.query, close: database.close };
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('postgres: skipped (set DATABASE_URL to measure PostgreSQL too)');
}
