/**
 * The records' history and the recycle bin (issue 27), on PostgreSQL with 1,000,000 history
 * entries (over 100,000 records) and 10,000 bin entries. Prints:
 *  - the p95 of one record's 'Histórico' page (aim under 20 ms);
 *  - what recording the history adds to a save, at p50 (aim under 1 ms): a category saved through
 *    saveRecord, against the same save's write alone;
 *  - the p95 of the recycle bin's first page.
 *
 *   BENCH_LARGE_URL=postgres://.../bo_large_x npx tsx bench/history.bench.ts
 *   (any migrated database of the project: the bench adds its rows and removes them after)
 */
import { eq, sql } from 'drizzle-orm';
import { MODULE_NAMES } from '../packages/domain/src/modules.ts';
import { category } from '../apps/server/src/db/schema/dam.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../apps/server/src/boot.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { saveRecord } from '../apps/server/src/platform/db/record.ts';
import { updatedBy } from '../apps/server/src/platform/audit.ts';
import type { CurrentUser } from '../apps/server/src/platform/auth/current-user.ts';
import { historyOf } from '../apps/server/src/services/history/history-store.ts';
import { listBinEntries } from '../apps/server/src/services/bin/bin-store.ts';

const ENTRIES = 1_000_000;
const RECORDS = 100_000;
const BIN_ENTRIES = 10_000;
const RUNS = 300;
const MARK = 'bench-history';

const url = process.env.BENCH_LARGE_URL ?? process.env.DATABASE_URL;
if (!url) throw new Error('Set BENCH_LARGE_URL (or DATABASE_URL) to a migrated database.');
// Migrated as the server does at start (the history and the bin came with migrations 0021-0023).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-history-'));
const database = await prepareDatabase(
  loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'error' } as NodeJS.ProcessEnv, []),
  () => {},
);
const { db } = database;
const admin: CurrentUser = {
  id: 1,
  name: 'Bench',
  first_name: 'Bench',
  uid: 'bench',
  mail: 'bench@bench.local',
  profile: { id: 2, title: 'Super', is_admin: true, is_superadmin: true },
  modules: [...MODULE_NAMES],
  sessionId: 0,
  impersonated_by: null,
};

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!;
async function timed(runs: number, task: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await task(i);
    times.push(performance.now() - t0);
  }
  return times;
}

try {
  const started = performance.now();
  await db.execute(sql`
    insert into record_history (record_type, record_id, at, user_id, action, changes)
    select ${MARK}, (n % ${RECORDS}) + 1, now() - (n || ' seconds')::interval, 1, 'update',
      jsonb_build_array(jsonb_build_object('field', 'title', 'old', 'Título ' || n, 'new', 'Título ' || (n + 1)))
    from generate_series(1, ${ENTRIES}) n`);
  await db.execute(sql`
    insert into bin_entry (type, module, record_id, title, deleted_by, deleted_at)
    select 'course', 'Course', -n, 'Curso do bench ' || n, 1, now() - (n || ' minutes')::interval from generate_series(1, ${BIN_ENTRIES}) n`);
  await db.execute(sql`analyze record_history`);
  await db.execute(sql`analyze bin_entry`);
  console.log(
    `${ENTRIES.toLocaleString('en')} history entries and ${BIN_ENTRIES.toLocaleString('en')} bin entries loaded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  // 'Histórico' of one record (10 entries each), first page, for records across the table.
  await timed(20, (i) => historyOf(db, MARK as never, ((i * 7919) % RECORDS) + 1, 1, 20));
  const history = await timed(RUNS, (i) => historyOf(db, MARK as never, ((i * 7919) % RECORDS) + 1, 1, 20));
  const p95 = percentile(history, 0.95);
  console.log(`'Histórico' page: p50 ${percentile(history, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms; p95 / aim (20 ms): ${(p95 / 20).toFixed(2)}x`);

  // A save with its history against the same save's write alone.
  const [row] = await db.insert(category).values({ title: 'Categoria do bench', parent_id: 0 }).returning({ id: category.id });
  const id = row!.id;
  const withHistory = await timed(RUNS, (i) =>
    saveRecord(db, { table: category, user: admin, id, load: async () => ({}), notFound: 'x', values: { title: `Categoria do bench ${i}` } }),
  );
  const writeOnly = await timed(RUNS, (i) =>
    db.transaction((tx) =>
      tx
        .update(category)
        .set({ title: `Categoria do bench ${i} b`, ...updatedBy(admin) })
        .where(eq(category.id, id)),
    ),
  );
  const added = percentile(withHistory, 0.5) - percentile(writeOnly, 0.5);
  console.log(
    `a save: p50 ${percentile(withHistory, 0.5).toFixed(2)} ms with its history, ${percentile(writeOnly, 0.5).toFixed(2)} ms for the write alone; history adds ${added.toFixed(2)} ms; / aim (1 ms): ${(added / 1).toFixed(2)}x`,
  );
  await db.delete(category).where(eq(category.id, id));
  await db.execute(sql`delete from record_history where record_type = 'category' and record_id = ${id}`);

  // The bin's first page for a super administrator.
  const bin = await timed(RUNS, () => listBinEntries(db, admin, { page: 1, limit: 20 }, 30));
  console.log(`recycle bin first page: p50 ${percentile(bin, 0.5).toFixed(2)} ms, p95 ${percentile(bin, 0.95).toFixed(2)} ms`);
} finally {
  await db.execute(sql`delete from record_history where record_type = ${MARK}`);
  await db.execute(sql`delete from bin_entry where record_id < 0 and title like 'Curso do bench %'`);
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
