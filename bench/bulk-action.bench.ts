/**
 * A bulk action on 10,000 records (issue 26), on PostgreSQL at ten times the data: 10,000 new
 * online courses among the 50,000 of the large data set, acted on as the list's filter finds them
 * ('Selecionar todos os N resultados'): deactivate, add a segmentation value, then delete, with
 * one in ten refused because a classroom uses it. For each it prints how long the request took to
 * answer (the work runs as a job), how long the job took, records per second, the p95 of the
 * progress polls the screen sends meanwhile, and the server's peak memory.
 * Aims: the request answers within 1 s whatever the size; the 10,000 records are done within 60 s.
 *
 *   npm run build && BENCH_LARGE_URL=postgres://.../bo_large_x npx tsx bench/bulk-action.bench.ts
 *   (a database bench/large-data.load.ts --keep loaded; or DATABASE_URL, and the bench loads one)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { users } from '../apps/server/src/db/schema/account.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { gqlCall } from './lib/gql-call.ts';
import { largeDatabaseFromEnv } from './lib/large-data.ts';
import { processMemory } from './lib/process-memory.ts';
import { startServer } from './lib/server-process.ts';
import { BENCH_ADMIN } from './lib/users-seed.ts';

const RECORDS = 10_000;
const REFUSED_EVERY = 10;
const AIM_ANSWER_MS = 1000;
const AIM_TOTAL_S = 60;
const POLL_MS = 250;
const TITLE = `Bench bulk ${Date.now()}`;

const RUN = `mutation ($action: String!, $search: String!, $value: Int) {
  runBulkAction(kind: "course_online", action: $action, selection: { search: $search }, account_field_value_id: $value) { id status total processed done }
}`;
const STATUS = `query ($id: Int!) { bulk_run(id: $id) { status total processed done refused { id } } }`;

type Run = { id: number; status: string; total: number; processed: number; done: number; refused?: unknown[] };

const { url, drop } = await largeDatabaseFromEnv();

/** The courses acted on, a classroom on one in ten (its delete is refused), and a segmentation value. */
async function prepareRows(client: pg.Client): Promise<number> {
  await client.query(`insert into course (type, title, active) select 'online', $1 || ' ' || lpad(n::text, 5, '0'), 1 from generate_series(1, $2::int) n`, [
    TITLE,
    RECORDS,
  ]);
  await client.query(`insert into classroom (course_id, title) select id, 'Turma do bench' from course where title like $1 || '%' and id % $2 = 0`, [
    TITLE,
    REFUSED_EVERY,
  ]);
  const { rows } = await client.query<{ id: number }>(
    `insert into account_field_value (account_field_id, value) select min(id), $1 from account_field returning id`,
    [`BENCH-${Date.now()}`],
  );
  return rows[0]!.id;
}

async function cleanUp(client: pg.Client, valueId: number): Promise<void> {
  await client.query(`delete from classroom where course_id in (select id from course where title like $1 || '%')`, [TITLE]);
  await client.query(`delete from segmentation where account_field_value_id = $1`, [valueId]);
  await client.query(`delete from course where title like $1 || '%'`, [TITLE]);
  await client.query(`delete from account_field_value where id = $1`, [valueId]);
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bulk-'));
const env = {
  DATABASE_URL: url,
  DATA_DIR: workDir,
  DEMO_DATA: 'false',
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  LOG_LEVEL: 'warn',
};
const client = new pg.Client({ connectionString: url });
await client.connect();
let valueId = 0;
try {
  const server = await startServer(env, process.env.BENCH_SERVER);
  try {
    const database = await openDatabase({ kind: 'postgres', url });
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.mail, BENCH_ADMIN.email));
    const { token } = await createSession(database.db, admin!.id, 3600_000);
    await database.close();
    valueId = await prepareRows(client);
    const call = <T>(query: string, variables: Record<string, unknown>) => gqlCall<T>(server.url, token, 'bulk', query, variables);

    console.log(`${RECORDS.toLocaleString('en')} online courses titled "${TITLE} …", a classroom on one in ${REFUSED_EVERY}\n`);
    console.log('action          answer ms  job s   records/s  done    refused  poll p95 ms  server peak MB');
    for (const action of ['deactivate', 'segment_add', 'delete']) {
      const t0 = performance.now();
      const { runBulkAction: started } = await call<{ runBulkAction: Run }>(RUN, { action, search: TITLE, value: valueId });
      const answerMs = performance.now() - t0;
      const polls: number[] = [];
      let run: Run = started;
      while (run.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const p0 = performance.now();
        run = (await call<{ bulk_run: Run }>(STATUS, { id: started.id })).bulk_run;
        polls.push(performance.now() - p0);
      }
      const jobSeconds = (performance.now() - t0) / 1000;
      if (run.status !== 'done') throw new Error(`${action} ended ${run.status}`);
      console.log(
        `${action.padEnd(15)} ${answerMs.toFixed(0).padStart(9)}  ${jobSeconds.toFixed(1).padStart(5)}  ${(run.total / jobSeconds).toFixed(0).padStart(9)}  ${String(run.done).padStart(6)}  ${String(run.refused?.length ?? 0).padStart(7)}  ${percentile(polls, 95).toFixed(1).padStart(11)}  ${processMemory(server.pid).peakMb.toFixed(0).padStart(14)}`,
      );
      console.log(
        `                answer / aim (${AIM_ANSWER_MS} ms): ${(answerMs / AIM_ANSWER_MS).toFixed(2)}x; job / aim (${AIM_TOTAL_S} s): ${(jobSeconds / AIM_TOTAL_S).toFixed(2)}x`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  if (valueId) await cleanUp(client, valueId);
  await client.end();
  fs.rmSync(workDir, { recursive: true, force: true });
  await drop();
}
