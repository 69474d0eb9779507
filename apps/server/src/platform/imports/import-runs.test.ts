import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { importRun } from '../../db/schema/account.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { UserError } from '../errors.ts';
import { recentImportRuns, recordImportRun, IMPORT_ERRORS_KEPT, type ImportCounts } from './import-runs.ts';

let t: TestApp;
let admin: TestUser;
let target: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ profileId: PROFILE_ID.SUPER_ADMIN, name: 'Regina Administradora' });
  target = await t.createUser({ profileId: PROFILE_ID.ADMIN, name: 'Bruno Importador' });
});

afterAll(async () => {
  await t?.close();
});

const userOf = (user: TestUser, impersonatedBy: TestUser | null = null) =>
  ({ id: user.id, name: user.name, impersonated_by: impersonatedBy && { id: impersonatedBy.id, name: impersonatedBy.name } }) as CurrentUser;

const runRow = async (fileName: string) => (await t.db.select().from(importRun).where(eq(importRun.file_name, fileName)))[0];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('recordImportRun', () => {
  it('records a run as running with a heartbeat and its counts so far, then done with its counts and errors', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const errors = Array.from({ length: IMPORT_ERRORS_KEPT + 5 }, (_, i) => ({ row: i + 2, value: `v${i}`, error: 'Linha inválida.' }));
    const running = recordImportRun(t.db, {
      kind: 'real-estate-base',
      fileName: 'base-grande.csv',
      user: userOf(target, admin),
      heartbeatMs: 50,
      work: async (progress: (counts: ImportCounts) => void) => {
        progress({ done: 500, created: 480, failed: 20 });
        await gate;
        return { created: 900, errors };
      },
      summary: (r) => ({ counts: { done: r.created + r.errors.length, created: r.created, failed: r.errors.length }, errors: r.errors }),
    });
    await sleep(50);
    const first = await runRow('base-grande.csv');
    expect(first).toMatchObject({ kind: 'real-estate-base', status: 'running', requested_by: target.id, requested_by_actor: admin.id, finished_at: null });
    await sleep(300);
    const beating = await runRow('base-grande.csv');
    expect(beating).toMatchObject({ status: 'running', rows_done: 500, rows_created: 480, rows_failed: 20 });
    expect(beating.heartbeat_at.getTime()).toBeGreaterThan(first.heartbeat_at.getTime());

    release();
    expect(await running).toEqual({ created: 900, errors });
    const done = await runRow('base-grande.csv');
    expect(done).toMatchObject({ status: 'done', rows_done: 1005, rows_created: 900, rows_failed: 105 });
    expect(done.finished_at).toBeInstanceOf(Date);
    expect(done.errors).toEqual(errors.slice(0, IMPORT_ERRORS_KEPT));
  });

  it('records a refused file as failed with its message, and hides an unexpected error behind the generic one', async () => {
    const fail = (fileName: string, error: Error) =>
      recordImportRun(t.db, {
        kind: 'real-estate-base',
        fileName,
        user: userOf(admin),
        work: async () => {
          throw error;
        },
        summary: () => ({ counts: { done: 0, created: 0, failed: 0 }, errors: [] }),
      });
    await expect(fail('vazio.csv', new UserError('O arquivo está vazio.'))).rejects.toThrow('O arquivo está vazio.');
    expect(await runRow('vazio.csv')).toMatchObject({
      status: 'failed',
      requested_by: admin.id,
      requested_by_actor: null,
      errors: [{ row: null, value: '', error: 'O arquivo está vazio.' }],
    });
    await expect(fail('quebrou.csv', new Error('connection reset'))).rejects.toThrow('connection reset');
    expect(await runRow('quebrou.csv')).toMatchObject({ status: 'failed', errors: [{ row: null, value: '', error: MESSAGES.internal }] });
  });
});

describe('recentImportRuns', () => {
  it('lists the newest runs of a kind, a running one whose heartbeat stopped as interrupted', async () => {
    const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
    await t.db.insert(importRun).values([
      {
        kind: 'corretor-users',
        file_name: 'morreu.csv',
        requested_by: target.id,
        requested_by_actor: admin.id,
        rows_done: 1000,
        started_at: ago(10),
        heartbeat_at: ago(5),
      },
      { kind: 'corretor-users', file_name: 'vivo.csv', requested_by: admin.id, rows_done: 10, started_at: ago(1), heartbeat_at: ago(0) },
      { kind: 'parceiro-users', file_name: 'outro-tipo.csv', requested_by: admin.id, started_at: ago(2), heartbeat_at: ago(2) },
    ]);
    const runs = await recentImportRuns(t.db, 'corretor-users', 10);
    expect(runs.map((r) => [r.file_name, r.status])).toEqual([
      ['vivo.csv', 'running'],
      ['morreu.csv', 'interrupted'],
    ]);
    expect(runs[1]).toMatchObject({
      rows_done: 1000,
      requested_by: { id: target.id, name: 'Bruno Importador' },
      requested_by_actor: { id: admin.id, name: 'Regina Administradora' },
      finished_at: null,
    });
    expect(runs[0].requested_by_actor).toBeNull();
    expect(new Date(runs[0].started_at).getTime()).toBeGreaterThan(new Date(runs[1].started_at).getTime());
    expect(await recentImportRuns(t.db, 'corretor-users', 1)).toHaveLength(1);
  });
});
