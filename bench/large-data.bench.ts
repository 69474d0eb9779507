/**
 * The lists, their counts and the dashboard at ten times the data (issue 25), on PostgreSQL: for
 * each call the SPA sends (a list's first page, a search, and page 500 or the last page; each
 * dashboard block), requests per second, p50 and p95 under 50 concurrent connections, of
 *   - project: the built server, its own process (or another build: BENCH_SERVER);
 *   - floor: Fastify + a `pg` Pool of 10 (lib/floor-server.ts) sending, per request, the session
 *     lookup and then the statements the current build sends for that call, recorded on the wire
 *     (lib/floor-recording.ts). Those statements are read in their plans below: index-only page
 *     ids, a kept count, a day rollup. A saved floor (BENCH_FLOOR) measures another build against
 *     the same anchor.
 * The targets: each list call ≥ 0.9x the floor's throughput with p95 under 100 ms; each dashboard
 * call p95 under 100 ms.
 *
 *   npm run build && DATABASE_URL=postgres://... npx tsx bench/large-data.bench.ts
 *   BENCH_LARGE_URL=postgres://.../bo_large_x      a database already loaded (bench/large-data.load.ts --keep)
 *   BENCH_SCALE=0.1                                a smaller data set when the bench loads its own
 *   BENCH_SERVER=/other/apps/server/dist/main.js   measure another build (e.g. the commit before)
 *   BENCH_FLOOR=.tmp/large-data-floor.json         the floor a previous run saved (it always saves one)
 *   BENCH_ONLY=search                              only the calls whose name holds this text
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, fillPlaceholders } from 'drizzle-orm';

import { users } from '../apps/server/src/db/schema/account.ts';
import { createSession, sessionLookup, sessionLookupParams } from '../apps/server/src/platform/auth/sessions.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { UserCountsDocument, UsersDocument, CommitmentTermsDocument } from '../apps/web/src/generated/account/graphql.ts';
import { PageViewsDocument } from '../apps/web/src/generated/analytics/graphql.ts';
import { ChatRoomsDocument } from '../apps/web/src/generated/chat/graphql.ts';
import { CorretoresDocument } from '../apps/web/src/generated/corretor/graphql.ts';
import { AssetCountsDocument, AssetsDocument } from '../apps/web/src/generated/dam/graphql.ts';
import { ClassroomsDocument, CourseCountsDocument, CoursesDocument, TrailsDocument, TrendingCoursesDocument } from '../apps/web/src/generated/lms/graphql.ts';
import { ParceirosDocument } from '../apps/web/src/generated/parceiro/graphql.ts';
import { pageViewChartDays, saoPauloDay } from '../apps/web/src/features/dashboard/page-view-days.ts';
import { explain, graphqlTask } from './lib/compare.ts';
import { aggregate, alternatingRound, type Contender, type Contest, fmt } from './lib/contest.ts';
import { floorStatements, recordCalls } from './lib/floor-recording.ts';
import { startFloor, type FloorStatement } from './lib/floor-server.ts';
import { createLargeDatabase } from './lib/large-data.ts';
import { runLoad } from './lib/load.ts';
import { startServer } from './lib/server-process.ts';
import { BENCH_ADMIN } from './lib/users-seed.ts';

const CONNECTIONS = 50;
const ROUND_MS = Number(process.env.BENCH_SECONDS ?? 3) * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const P95_AIM_MS = 100;
const THROUGHPUT_AIM = 0.9;
const PAGE_SIZE = 20;
const FAR_PAGE = 500;

interface Call {
  key: string;
  kind: 'list' | 'dashboard';
  service: string;
  field: string;
  request: { query: string; variables?: Record<string, unknown> };
}

/** A list the spec pages, its web document, and a search term of the loaded data. */
interface List {
  name: string;
  service: string;
  /** The web's generated document: its text is the query the screen sends. */
  document: { toString(): string };
  field: string;
  countField: string;
  search: string;
  variables?: Record<string, unknown>;
}

const LISTS: List[] = [
  { name: 'users', service: 'account', document: UsersDocument, field: 'users_collections', countField: 'users_count', search: 'Souza Prado' },
  {
    name: 'corretores',
    service: 'corretor',
    document: CorretoresDocument,
    field: 'cadastros_collections',
    countField: 'cadastros_count',
    search: 'Souza Prado',
  },
  { name: 'parceiros', service: 'parceiro', document: ParceirosDocument, field: 'cadastros_collections', countField: 'cadastros_count', search: 'Souza Prado' },
  {
    name: 'assets (Media)',
    service: 'dam',
    document: AssetsDocument,
    field: 'assets_collections',
    countField: 'assets_collections_count',
    search: 'Previdência',
    variables: { module_name: 'Media' },
  },
  {
    name: 'courses (online)',
    service: 'lms',
    document: CoursesDocument,
    field: 'courses_collections',
    countField: 'courses_count',
    search: 'Previdência',
    variables: { type: 'online' },
  },
  { name: 'trails', service: 'lms', document: TrailsDocument, field: 'trails_collections_dashboard', countField: 'trail_count', search: 'Previdência' },
  { name: 'classrooms', service: 'lms', document: ClassroomsDocument, field: 'classroom_collections', countField: 'classroom_count', search: 'Previdência' },
  { name: 'rooms', service: 'chat', document: ChatRoomsDocument, field: 'chats_collections', countField: 'chats_collections_count', search: 'Previdência' },
];

const now = new Date();
const chartDays = pageViewChartDays(now);
const DASHBOARD: Call[] = [
  {
    key: 'page views (today, total, 10 days)',
    service: 'analytics',
    document: PageViewsDocument,
    field: 'today',
    variables: { today: saoPauloDay(now), ...Object.fromEntries(chartDays.map((d, i) => [`d${i}`, d.day])) },
  },
  { key: 'user counts', service: 'account', document: UserCountsDocument, field: 'all' },
  { key: 'course counts', service: 'lms', document: CourseCountsDocument, field: 'online' },
  { key: 'asset counts', service: 'dam', document: AssetCountsDocument, field: 'total' },
  { key: 'trending courses', service: 'lms', document: TrendingCoursesDocument, field: 'coursesOnlineTrending', variables: { limit: 5 } },
  { key: 'commitment terms', service: 'account', document: CommitmentTermsDocument, field: 'termoCompromissoCount' },
].map(({ key, service, document, field, variables }) => ({
  key: `dashboard: ${key}`,
  kind: 'dashboard',
  service,
  field,
  request: { query: String(document), variables },
}));

/** A list's three calls: the first page, a search, and page 500 (or the last page, when there are fewer). */
function listCalls(list: List, total: number): Call[] {
  const base = { limit: PAGE_SIZE, order: 'desc', orderby: 'id', ...list.variables };
  const far = Math.min(FAR_PAGE, Math.max(1, Math.ceil(total / PAGE_SIZE)));
  const call = (label: string, variables: Record<string, unknown>): Call => ({
    key: `${list.name}: ${label}`,
    kind: 'list',
    service: list.service,
    field: list.field,
    request: { query: String(list.document), variables: { ...base, ...variables } },
  });
  return [call('first page', { page: 1 }), call(`search "${list.search}"`, { page: 1, search: list.search }), call(`page ${far}`, { page: far })];
}

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl && !process.env.BENCH_LARGE_URL)
  throw new Error('Set DATABASE_URL (a PostgreSQL server where this role may create databases) or BENCH_LARGE_URL.');
const serverEntry = process.env.BENCH_SERVER;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-large-'));
const savedFloor = path.resolve(import.meta.dirname, '../.tmp/large-data-floor.json');

// 1. The data: a database loaded before, or one loaded now (and dropped at the end).
let url = process.env.BENCH_LARGE_URL;
let drop = async () => {};
if (!url) {
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const loaded = await createLargeDatabase(adminUrl!, { scale, log: (line) => console.log(`  ${line}`) });
  console.log(`loaded at scale ${scale} in ${loaded.seconds.toFixed(0)} s`);
  url = loaded.url;
  drop = loaded.drop;
}
const env = { DATABASE_URL: url, DATA_DIR: workDir, DEMO_DATA: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
const dbName = new URL(url).pathname.slice(1);

try {
  // 2. A session of the bench's super administrator, each list's size, and the calls.
  const database = await openDatabase({ kind: 'postgres', url });
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.mail, BENCH_ADMIN.email));
  const { token } = await createSession(database.db, admin.id, 3 * 3600_000);
  const lookup = sessionLookup(database.db).toSQL();
  const session: FloorStatement = { sql: lookup.sql, params: fillPlaceholders(lookup.params, sessionLookupParams(token)), session: true };
  const sizes = new Map<string, number>();
  const calls: Call[] = [];
  const server0 = await startServer(env, serverEntry);
  try {
    for (const list of LISTS) {
      const res = await fetch(`${server0.url}/api/v1/${list.service}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: String(list.document), variables: { page: 1, limit: 1, ...list.variables } }),
      });
      const body = (await res.json()) as { data?: Record<string, number>; errors?: unknown };
      if (!body.data) throw new Error(`${list.name}: ${JSON.stringify(body.errors).slice(0, 300)}`);
      sizes.set(list.name, Number(body.data[list.countField]));
      calls.push(...listCalls(list, sizes.get(list.name)!));
    }
  } finally {
    await server0.stop();
  }
  calls.push(...DASHBOARD);
  const only = process.env.BENCH_ONLY;
  if (only) calls.splice(0, calls.length, ...calls.filter((call) => call.key.includes(only)));
  console.log(`\nlists: ${[...sizes].map(([name, n]) => `${name} ${n.toLocaleString('en-US')}`).join(', ')}`);

  // 3. The floor's statements: recorded from this build, or those a run saved.
  const withMarker = (call: Call) => ({ key: call.key, service: call.service, request: call.request, mustContain: `"${call.field}":` });
  let recorded: Record<string, Array<{ sql: string; params: Array<string | null>; name?: string }>>;
  if (process.env.BENCH_FLOOR) {
    recorded = JSON.parse(fs.readFileSync(process.env.BENCH_FLOOR, 'utf8'));
  } else {
    recorded = Object.fromEntries(await recordCalls(env, token, calls.map(withMarker)));
    fs.mkdirSync(path.dirname(savedFloor), { recursive: true });
    fs.writeFileSync(savedFloor, JSON.stringify(recorded));
  }
  const floorOf = new Map(calls.map((call) => [call.key, floorStatements(recorded[call.key], session, true)]));
  console.log(`\nwhat the floor sends per request, after the session lookup, and how PostgreSQL runs it:`);
  for (const call of calls) {
    console.log(`  ${call.key}`);
    for (const s of floorOf.get(call.key)!.filter((s) => !s.session)) {
      const plan = await explain(database, { sql: s.sql, params: s.params });
      // The plan's nodes (first line, and each '->'), without their relation names and figures.
      const nodes = [
        ...new Set(
          plan
            .filter((line, i) => i === 0 || line.trim().startsWith('->'))
            .map((line) =>
              line
                .trim()
                .replace(/^->\s*/, '')
                .replace(/ on .*| using .*|\s+\(.*$/, ''),
            ),
        ),
      ];
      console.log(`    ${s.sql.replace(/\s+/g, ' ').slice(0, 100)}…  [${nodes.join(', ')}]`);
    }
  }
  await database.close();

  // 4. Project and floor, alternating.
  const server = await startServer(env, serverEntry);
  const floor = await startFloor(
    {
      database: { kind: 'postgres', url },
      calls: Object.fromEntries(calls.map((call) => [call.key, { field: call.field, statements: floorOf.get(call.key)! }])),
    },
    workDir,
  );
  const results = new Map<string, Contest>();
  console.log(
    `\nload average before measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  try {
    const contenders = (call: Call): Contender[] => [
      { name: 'project', pid: server.pid, task: graphqlTask(`${server.url}/api/v1/${call.service}/graphql`, token, call.request, `"${call.field}":`) },
      { name: 'floor', pid: floor.pid, task: graphqlTask(`${floor.url}/floor/${encodeURIComponent(call.key)}`, token, call.request, `"${call.field}":`) },
    ];
    for (const call of calls) {
      for (const c of contenders(call)) {
        await c.task().catch((error: unknown) => {
          throw new Error(`${c.name} failed ${call.key}: ${String(error)}`);
        });
        await runLoad(c.task, CONNECTIONS, Math.min(ROUND_MS, 1000));
      }
      const entry: Contest = { project: [], floor: [] };
      for (let r = 0; r < ROUNDS; r++) await alternatingRound(contenders(call), r, entry, dbName, CONNECTIONS, ROUND_MS);
      results.set(call.key, entry);
    }
  } finally {
    await floor.stop();
    await server.stop();
  }

  // 5. The table.
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_MS / 1000} s per contender and call (req/s · p50 ms · p95 ms)${serverEntry ? `; project: ${serverEntry}` : ''}\n`,
  );
  console.log(
    '| call | project req/s · p50 · p95 | floor req/s · p50 · p95 | throughput project/floor | CPU ms/req project / floor | db CPU ms/req project / floor | aim met |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const call of calls) {
    const entry = results.get(call.key)!;
    const project = aggregate(entry.project);
    const floorResult = aggregate(entry.floor);
    const ratio = project.load.perSecond / floorResult.load.perSecond;
    const met = project.load.p95 < P95_AIM_MS && (call.kind === 'dashboard' || ratio >= THROUGHPUT_AIM);
    console.log(
      `| ${call.key} | ${fmt(project.load)} | ${fmt(floorResult.load)} | ${ratio.toFixed(2)} | ${project.cpuPerRequest.toFixed(2)} / ${floorResult.cpuPerRequest.toFixed(2)} | ${project.dbCpuPerRequest.toFixed(2)} / ${floorResult.dbCpuPerRequest.toFixed(2)} | ${met ? 'yes' : 'no'} |`,
    );
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
  await drop();
}
