import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkRun } from '../../db/schema/bulk.ts';
import { course } from '../../db/schema/lms.ts';
import { openDatabase } from '../db/client.ts';
import { adminToken, gql, scratchData, spawnServer, type SpawnedServer } from './spawned-server.ts';

const RECORDS = 800;
const TITLE = 'Curso do desligamento';
const RUN = `mutation ($selection: BulkSelection!) {
  runBulkAction(kind: "course_online", action: "activate", selection: $selection) { id status total processed }
}`;
const STATUS = 'query ($id: Int!) { bulk_run(id: $id) { id status total processed done refused { id } } }';

interface RunStatus {
  id: number;
  status: string;
  total: number;
  processed: number;
  done: number;
  refused: Array<{ id: number }>;
}

let data: Awaited<ReturnType<typeof scratchData>>;

beforeAll(async () => {
  data = await scratchData(async (database) => {
    await database.db
      .insert(course)
      .values(Array.from({ length: RECORDS }, (_, i) => ({ type: 'online', title: `${TITLE} ${String(i).padStart(5, '0')}`, active: 0 })));
  });
});

afterAll(async () => {
  await data?.dispose();
});

async function until<T>(what: () => Promise<T | undefined>, timeoutMs: number, intervalMs = 50): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

const statusOf = async (server: SpawnedServer, token: string, id: number) =>
  (await gql<{ bulk_run: RunStatus }>(server, 'bulk', STATUS, { id }, token)).data!.bulk_run;

describe('a job running at SIGTERM', () => {
  it('stops between batches, keeps what it committed, and completes every record on the next start', async () => {
    const first = await spawnServer(data, { SHUTDOWN_GRACE_SECONDS: '3' });
    let runId: number;
    let token: string;
    try {
      token = await adminToken(first);
      const started = await gql<{ runBulkAction: RunStatus }>(first, 'bulk', RUN, { selection: { search: TITLE } }, token);
      expect(started.errors).toBeUndefined();
      expect(started.data!.runBulkAction).toMatchObject({ status: 'running', total: RECORDS });
      runId = started.data!.runBulkAction.id;
      // Mid-run: a batch committed, more to come.
      const seen = await until(async () => {
        const status = await statusOf(first, token, runId);
        return status.processed > 0 ? status : undefined;
      }, 30_000);
      expect(seen.processed).toBeLessThan(RECORDS);
      const signalled = Date.now();
      first.process.kill('SIGTERM');
      const exit = await first.exited;
      expect(exit.code, first.output()).toBe(0);
      expect(exit.at - signalled).toBeLessThan(3000 + 4000);
    } finally {
      first.process.kill('SIGKILL');
    }

    // Stopped part-way, with its progress committed and its job given back to the queue.
    const database = await openDatabase(data.databaseUrl ? { kind: 'postgres', url: data.databaseUrl } : { kind: 'pglite', dataDir: `${data.dataDir}/db` });
    try {
      const [stopped] = await database.db.select().from(bulkRun).where(eq(bulkRun.id, runId));
      expect(stopped).toMatchObject({ status: 'running' });
      expect(stopped!.processed).toBeGreaterThan(0);
      expect(stopped!.processed).toBeLessThan(RECORDS);
      // Failed for a retry by the stop itself, not left 'active' until its heartbeat lapses.
      const { rows } = (await database.query('select state, retry_count from pgboss.job where id = $1', [stopped!.job_id])) as {
        rows: Array<{ state: string }>;
      };
      expect(rows).toEqual([expect.objectContaining({ state: 'retry' })]);
    } finally {
      await database.close();
    }

    const second = await spawnServer(data, { SHUTDOWN_GRACE_SECONDS: '3' });
    try {
      const restarted = Date.now();
      const finished = await until(
        async () => {
          const status = await statusOf(second, token!, runId);
          return status.status === 'running' ? undefined : status;
        },
        40_000,
        200,
      );
      expect(finished).toMatchObject({ status: 'done', total: RECORDS, processed: RECORDS, done: RECORDS, refused: [] });
      // Retried on the queue's retry delay, not after a heartbeat lapse.
      expect(Date.now() - restarted).toBeLessThan(20_000);
    } finally {
      second.process.kill('SIGTERM');
      await second.exited;
    }
    const check = await openDatabase(data.databaseUrl ? { kind: 'postgres', url: data.databaseUrl } : { kind: 'pglite', dataDir: `${data.dataDir}/db` });
    try {
      const rows = await check.db
        .select({ active: course.active })
        .from(course)
        .where(like(course.title, `${TITLE}%`));
      expect(rows).toHaveLength(RECORDS);
      expect(rows.every((row) => row.active === 1)).toBe(true);
    } finally {
      await check.close();
    }
  }, 90_000);
});
