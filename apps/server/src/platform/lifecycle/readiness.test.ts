import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrationsFolder } from '../db/migrations-folder.ts';
import { openNotifications } from '../db/notifications.ts';
import { localFileStorage, type FileStorage } from '../files/storage.ts';
import { createReadiness, installReadiness, journalMigrations, READINESS_REASONS, type ReadinessDeps, type ReadinessOptions } from './readiness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const depsOf = (overrides: Partial<ReadinessDeps> = {}): ReadinessDeps => ({
  db: t.db,
  driver: t.database.driver,
  notifications: { live: true },
  files: t.files,
  ...overrides,
});

/** /api/ready on a bare server, with these dependencies. */
async function probe(deps: ReadinessDeps, options: ReadinessOptions = {}) {
  const app = Fastify();
  const readiness = installReadiness(app, deps, { timeoutMs: 500, ...options });
  await app.ready();
  const get = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    return { status: res.statusCode, body: res.json(), connection: res.headers.connection };
  };
  return { app, readiness, get };
}

describe('GET /api/ready', () => {
  it('answers 200 on the app when the database, its migrations and the storage are fine; GET only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'POST', url: '/api/ready' })).statusCode).toBe(404);
  });

  it('answers 503 naming the storage when it cannot be written', async () => {
    // A file where the folder should be: not writable even as root, unlike a read-only folder.
    const notAFolder = path.join(t.filesDir, 'not-a-folder');
    fs.writeFileSync(notAFolder, '');
    const { get } = await probe(depsOf({ files: localFileStorage(notAFolder) }));
    expect(await get()).toMatchObject({ status: 503, body: { status: 'not ready', reason: `${READINESS_REASONS.storage} (write failed)` } });
    const hanging: FileStorage = { write: () => new Promise(() => {}), read: t.files.read, remove: t.files.remove };
    const slow = await probe(depsOf({ files: hanging }), { timeoutMs: 200 });
    expect(await slow.get()).toMatchObject({ status: 503, body: { reason: `${READINESS_REASONS.storage} (timed out)` } });
  });

  it('writes the storage probe once per few seconds, not on every poll, and leaves nothing behind', async () => {
    const writes: string[] = [];
    const counting: FileStorage = { ...t.files, write: (key, data) => (writes.push(key), t.files.write(key, data)) };
    const { get } = await probe(depsOf({ files: counting }), { storageCacheMs: 60_000 });
    for (let i = 0; i < 3; i++) expect((await get()).status).toBe(200);
    expect(writes).toHaveLength(1);
    expect(fs.existsSync(path.join(t.filesDir, writes[0]!))).toBe(false);
  });

  it('answers 503 when a migration of this code is not recorded, or PostgreSQL notifications are not listening', async () => {
    const future = new Map([...journalMigrations(migrationsFolder()), ['9999999999999', '9999_future']]);
    const { get } = await probe(depsOf(), { migrations: future });
    expect(await get()).toMatchObject({ status: 503, body: { reason: READINESS_REASONS.migrations(['9999_future']) } });
    const deaf = await probe(depsOf({ driver: { kind: 'postgres' }, notifications: { live: false } }));
    expect(await deaf.get()).toMatchObject({ status: 503, body: { reason: READINESS_REASONS.notifications } });
  });

  it('answers 503 shutting down, and closes each connection, once the shutdown has begun', async () => {
    const { readiness, get } = await probe(depsOf());
    expect((await get()).status).toBe(200);
    readiness.beginShutdown();
    expect(await get()).toEqual({ status: 503, body: { status: 'shutting down' }, connection: 'close' });
  });
});

if (process.env.DATABASE_URL) {
  describe('readiness and a PostgreSQL server that stops', () => {
    const bin = '/usr/lib/postgresql/15/bin';
    let dir: string;
    let port: number;
    let database: Database | undefined;
    const asPostgres = (command: string) => execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' });
    const pgCtl = (action: 'start' | 'stop') =>
      asPostgres(`${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w ${action === 'start' ? `-o "-p ${port} -k /tmp" start` : '-m fast stop'}`);

    beforeAll(async () => {
      // A throwaway cluster of its own: the shared one on 5432 serves the other tests meanwhile.
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-ready-pg-'));
      execFileSync('chown', ['postgres', dir]);
      asPostgres(`${bin}/initdb -D ${dir}/data -A trust -U postgres`);
      port = await new Promise<number>((resolve) => {
        const server = net.createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = server.address() as net.AddressInfo;
          server.close(() => resolve(free));
        });
      });
      pgCtl('start');
    }, 60_000);

    afterAll(async () => {
      await database?.close().catch(() => {});
      try {
        pgCtl('stop');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('turns 503 when the database stops and back to 200 when it returns', async () => {
      database = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await database.migrate(migrationsFolder());
      const notifications = openNotifications(database.driver, () => {});
      await notifications.listen('bo_ready_test', () => {});
      const readiness = createReadiness({ db: database.db, driver: database.driver, notifications, files: t.files }, { timeoutMs: 1000, storageCacheMs: 0 });
      try {
        expect(await readiness.check()).toEqual({ status: 'ready' });
        pgCtl('stop');
        const down = await readiness.check();
        expect(down).toMatchObject({ status: 'not ready' });
        expect((down as { reason: string }).reason).toMatch(/^database/);
        pgCtl('start');
        // The pool opens new connections; the listener reconnects on its own back-off.
        await vi.waitFor(async () => expect(await readiness.check()).toEqual({ status: 'ready' }), { timeout: 20_000, interval: 250 });
      } finally {
        await notifications.close();
      }
    }, 60_000);
  });
} else {
  describe('readiness and a PGlite database that stops answering', () => {
    it('turns 503 while a transaction holds the database, and back to 200 when it ends', async () => {
      // PGlite runs one transaction at a time: one that hangs stops every query behind it.
      const readiness = createReadiness(depsOf(), { timeoutMs: 300 });
      expect(await readiness.check()).toEqual({ status: 'ready' });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const client = (t.database.driver as { client: import('@electric-sql/pglite').PGlite }).client;
      const transaction = client.transaction(() => held);
      try {
        expect(await readiness.check()).toEqual({ status: 'not ready', reason: `${READINESS_REASONS.database} (timed out)` });
      } finally {
        release();
        await transaction;
      }
      expect(await readiness.check()).toEqual({ status: 'ready' });
    });

    it('turns 503 once the database handle is closed (an embedded database does not come back in the same process)', async () => {
      const own = await openDatabase({ kind: 'pglite' });
      await own.migrate(migrationsFolder());
      const readiness = createReadiness({ db: own.db, driver: own.driver, notifications: { live: true }, files: t.files }, { timeoutMs: 1000 });
      expect(await readiness.check()).toEqual({ status: 'ready' });
      await own.close();
      expect(await readiness.check()).toEqual({ status: 'not ready', reason: `${READINESS_REASONS.database} (query failed)` });
    }, 30_000);
  });
}
