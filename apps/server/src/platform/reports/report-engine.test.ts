import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reportFile } from '../../db/schema/reports.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PgBoss } from 'pg-boss';
import { bossConnection, createJobQueue, type JobQueue } from '../jobs/queue.ts';
import { createReportEngine, type ReportDefinition, type ReportEngine } from './report-engine.ts';
import type { FileStorage } from '../files/storage.ts';
import { spDateTime } from './sql-csv.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** n rows: the first name needs quoting, every date is 05/10/2026 10:07 in São Paulo. */
function definition(name: string, n: number, seen?: (range: { from: Date; to: Date }) => void, where = 'true'): ReportDefinition {
  return {
    name,
    query: (range) => {
      seen?.(range);
      return {
        headers: ['ID', 'Nome', 'Data'],
        columns: ['i', `case when i = 1 then 'Ana; "Lima"' else 'Pessoa ' || i end`, spDateTime("'2026-10-05T13:07:00Z'::timestamptz")],
        from: `from generate_series(1, ${n}) i where ${where}`,
        key: 'i',
      };
    },
  };
}

async function readAll(files: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of files.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function until<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}

function engineWith(jobs: JobQueue, definitions: ReportDefinition[]): ReportEngine {
  return createReportEngine({ db: t.db, driver: t.database.driver, files: t.files, jobs }, definitions);
}

describe('report engine', () => {
  it('generates a report in the background: generating, then ready with the CSV in storage', async () => {
    let seenRange: { from: Date; to: Date } | undefined;
    const jobs = createJobQueue(t.database, { pollingIntervalSeconds: 0.5 });
    const engine = engineWith(jobs, [definition('demo', 5, (range) => (seenRange = range))]);
    try {
      const requested = await engine.request({ name: 'demo' }, { period: 'month', year: 2026, month: 10 }, null);
      expect(requested.status).toBe('generating');
      expect(requested.name).toMatch(/^demo_2026-10_\d{10}\.csv$/);
      // A second request while it runs does not queue it twice.
      expect((await engine.request({ name: 'demo' }, { period: 'month', year: 2026, month: 10 }, null)).id).toBe(requested.id);

      const ready = await until(() => engine.ready({ name: 'demo' }, { period: 'month', year: 2026, month: 10 }));
      expect(ready.info).toMatchObject({ id: requested.id, status: 'ready', rows: 5 });
      expect(seenRange).toEqual({ from: new Date('2026-10-01T03:00:00Z'), to: new Date('2026-11-01T03:00:00Z') });
      const bytes = await readAll(t.files, ready.storageKey);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\n');
      expect(lines[0]).toBe('ID;Nome;Data');
      expect(lines[1]).toBe('1;"Ana; ""Lima""";05/10/2026 10:07');
      expect(lines[5]).toBe('5;Pessoa 5;05/10/2026 10:07');

      const latest = await engine.latest({ name: 'demo' });
      expect(latest).toEqual([expect.objectContaining({ id: requested.id, period: 'month', year: 2026, month: 10, status: 'ready' })]);
    } finally {
      await jobs.stop();
    }
  });

  it('retries a report whose server died while generating it, and finishes it', async () => {
    // The first server queues the report and a worker of it claims the job, then the process dies:
    // the job stays 'active' with no more heartbeats.
    const first = createJobQueue(t.database, { heartbeatSeconds: 10 });
    const requester = engineWith({ ...first, define: () => {} }, [definition('crash', 3)]);
    const requested = await requester.request({ name: 'crash' }, { period: 'year', year: 2025 }, null);
    const dying = new PgBoss({ ...bossConnection(t.database), supervise: false });
    await dying.start();
    const [claimed] = await dying.fetch('report');
    expect(claimed.data).toEqual({ reportFileId: requested.id });
    await dying.stop({ graceful: false, close: false });
    expect((await requester.latest({ name: 'crash' }))[0]).toMatchObject({ status: 'generating' });
    await first.stop();

    // The restarted server's supervisor notices the silence and its worker runs the job again.
    const restarted = createJobQueue(t.database, { superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5 });
    const second = engineWith(restarted, [definition('crash', 3)]);
    try {
      await restarted.start();
      const ready = await until(() => second.ready({ name: 'crash' }, { period: 'year', year: 2025 }), 60_000);
      expect(ready.info).toMatchObject({ id: requested.id, status: 'ready', rows: 3 });
      const [row] = await t.db.select().from(reportFile).where(eq(reportFile.id, requested.id));
      expect(await restarted.state('report', row.job_id!)).toMatchObject({ state: 'completed', retryCount: 1 });
    } finally {
      await restarted.stop();
    }
  }, 90_000);

  it('marks a report failed when its retries run out, and a new request starts over', async () => {
    const jobs = createJobQueue(t.database, { retryLimit: 1, retryDelaySeconds: 0, pollingIntervalSeconds: 0.5 });
    let attempts = 0;
    // Fails on the 7000th row, after the first rows were written.
    const engine = engineWith(jobs, [definition('broken', 9000, () => attempts++, '1 / (7000 - i) <> 0')]);
    try {
      const requested = await engine.request({ name: 'broken' }, { period: 'current' }, null);
      const failed = await until(async () => {
        const [row] = await t.db.select().from(reportFile).where(eq(reportFile.id, requested.id));
        return row.status === 'failed' ? row : undefined;
      });
      expect(failed.error).toContain('division by zero');
      expect(attempts).toBe(2);
      expect(failed.file_id).toBeNull();
      expect((await engine.latest({ name: 'broken' }))[0]).toMatchObject({ status: 'failed' });
      const again = await engine.request({ name: 'broken' }, { period: 'current' }, null);
      expect(again.id).not.toBe(requested.id);
    } finally {
      await jobs.stop();
    }
  });

  it('keeps only the newest file of a period: a regenerated month removes the older file', async () => {
    const jobs = createJobQueue(t.database, { pollingIntervalSeconds: 0.5 });
    const engine = engineWith(jobs, [definition('again', 2)]);
    try {
      const first = await engine.request({ name: 'again' }, { period: 'current' }, null);
      const firstReady = await until(() => engine.ready({ name: 'again' }, { period: 'current' }));
      expect(firstReady.info.id).toBe(first.id);
      const second = await engine.request({ name: 'again' }, { period: 'current' }, null);
      const secondReady = await until(async () => {
        const ready = await engine.ready({ name: 'again' }, { period: 'current' });
        return ready?.info.id === second.id ? ready : undefined;
      });
      expect(await readAll(t.files, secondReady.storageKey)).toBeTruthy();
      const rows = await t.db.select().from(reportFile).where(eq(reportFile.report, 'again'));
      expect(rows.map((r) => r.id)).toEqual([second.id]);
      await expect(readAll(t.files, firstReady.storageKey)).rejects.toThrow();
    } finally {
      await jobs.stop();
    }
  });
});
