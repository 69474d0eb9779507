/**
 * The request path against an HTTP floor: for a set of calls (users_collections with a selective
 * and a common search over 100,000 users, modules_by_user, and one cheap authenticated call of
 * every other service), requests per second, p50, p95 and the server's CPU time per request,
 * under 50 concurrent connections, for
 *   - project: the built server (apps/server/dist), its own process;
 *   - floor: bench/lib/floor-server.ts, its own process: Fastify 5 + a `pg` Pool of 10 (or its
 *     own PGlite) sending, for each request, exactly the statements the project sends for that
 *     call, always after the session lookup (the server may answer the session from its
 *     cache; the floor looks it up on every request, as the issue defines the anchor), and
 *     answering the last one's rows as JSON;
 *   - direct: the same statements straight to the database from this process (no HTTP).
 * Project and floor alternate in rounds (project, floor, floor, project, ...: each call's rounds
 * spread over the whole run) and are aggregated per contender; CPU is read from
 * /proc/<pid>/stat (utime + stime) before and after each round. On PostgreSQL the backends'
 * CPU per request is shown too (the same statements should cost the database the same), and
 * everywhere this process's own CPU per request: the load generator shares the 2 cores, so on
 * the cheapest calls it, not the server, may bound the requests per second.
 *
 * Where the floor's statements come from:
 *   - on PostgreSQL: recorded on the wire (lib/pg-recorder.ts) while the server answers each
 *     call once, after a warm-up request (so a session the server caches is not looked up
 *     again, as under load); housekeeping (pg-boss, the last_seen_at write) is left out. The
 *     exported builders' SQL (sessionLookup + usersPageQuery, as users-search.bench.ts) is
 *     checked against the recording and the difference printed;
 *   - on PGlite: the same recording (same Drizzle builders, same SQL text: PostgreSQL runs
 *     first), its session lookup replaced by this database's (sessionLookup with its params);
 *     without DATABASE_URL, the builders' statements for users_collections, modules_by_user and
 *     the chat call (a session lookup per request), and no floor for the other calls.
 *   PGlite cannot be opened twice on one folder: the floor opens a copy of the seeded folder,
 *   and the direct anchor runs before the server opens the original.
 *
 *   npm run build && npx tsx bench/request-path.bench.ts
 *   DATABASE_URL=postgres://... npx tsx bench/request-path.bench.ts
 *   BENCH_USERS=60000 BENCH_SECONDS=1 BENCH_ROUNDS=2 ...   (a short run; the selective term's users
 *   are numbers 50,000 to 51,999: fewer than 52,000 users find none, and the run stops)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillPlaceholders } from 'drizzle-orm';
import { sessionLookup, sessionLookupParams } from '../apps/server/src/platform/auth/sessions.ts';
import { graphqlTask, measureDirect, onEachDatabase, type Measure, type Sql, type Target } from './lib/compare.ts';
import { startFloor, type FloorConfig, type FloorStatement } from './lib/floor-server.ts';
import { aggregate, alternatingRound, type Contender, type Contest, fmt } from './lib/contest.ts';
import { floorStatements, recordCalls } from './lib/floor-recording.ts';
import { runLoad } from './lib/load.ts';
import type { RecordedStatement } from './lib/pg-recorder.ts';
import { startServer } from './lib/server-process.ts';
import { countMatches, prepareWithUsers, USER_SEARCH_TERMS, usersPageSql } from './lib/users-seed.ts';

const PREFIX = 'bo-bench-request-path';
const CONNECTIONS = 50;
const ROUND_MS = Number(process.env.BENCH_SECONDS ?? 3) * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WARMUP_MS = Math.min(ROUND_MS, 1000);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);

interface Call {
  key: string;
  label: string;
  service: string;
  field: string;
  request: { query: string; variables?: Record<string, unknown> };
  mustContain: string;
  /** Statements from the exported builders: 'session' only, or the session + a users page. */
  builder?: { search?: string };
}

const USERS_QUERY = `query ($search: String) { users_collections(search: $search) { id name mail uid profile { id title } } }`;

const CALLS: Call[] = [
  ...USER_SEARCH_TERMS.map(({ label, search }) => ({
    key: `users-${label}`,
    label: `account users_collections ${label} "${search}"`,
    service: 'account',
    field: 'users_collections',
    request: { query: USERS_QUERY, variables: { search } },
    mustContain: '"users_collections":[{',
    builder: { search },
  })),
  {
    key: 'modules',
    label: 'account modules_by_user',
    service: 'account',
    field: 'modules_by_user',
    request: { query: '{ modules_by_user }' },
    mustContain: '"modules_by_user":[',
    builder: {},
  },
  {
    key: 'lms',
    label: 'lms video_media_collection',
    service: 'lms',
    field: 'video_media_collection',
    request: { query: '{ video_media_collection { id title status } }' },
    mustContain: '"video_media_collection":[',
  },
  {
    key: 'dam',
    label: 'dam category_collections',
    service: 'dam',
    field: 'category_collections',
    request: { query: '{ category_collections { id title parent_id } }' },
    mustContain: '"category_collections":[',
  },
  {
    key: 'analytics',
    label: 'analytics countPages',
    service: 'analytics',
    field: 'countPages',
    request: { query: '{ countPages }' },
    mustContain: '"countPages":',
  },
  // chat serves only the session calls.
  {
    key: 'chat',
    label: 'chat get_authenticated_user',
    service: 'chat',
    field: 'get_authenticated_user',
    request: { query: '{ get_authenticated_user { id name } }' },
    mustContain: '"get_authenticated_user":',
    builder: {},
  },
  {
    key: 'cms',
    label: 'cms contents_collections',
    service: 'cms',
    field: 'contents_collections',
    request: { query: '{ contents_collections(module_name: "Testimony") { id title } }' },
    mustContain: '"contents_collections":[',
  },
  {
    key: 'corretor',
    label: 'corretor cadastros_collections',
    service: 'corretor',
    field: 'cadastros_collections',
    request: { query: '{ cadastros_collections { id name cpf } }' },
    mustContain: '"cadastros_collections":[',
  },
  {
    key: 'parceiro',
    label: 'parceiro branch_collections',
    service: 'parceiro',
    field: 'branch_collections',
    request: { query: '{ branch_collections { id value } }' },
    mustContain: '"branch_collections":[',
  },
];

/** What the server sent per call on the PostgreSQL wire (kept for the PGlite run). */
let recorded = new Map<string, RecordedStatement[]>();

const sameSql = (a: Sql[], b: Sql[]) => a.length === b.length && a.every((s, i) => s.sql === b[i].sql);
const short = (sql: string) => sql.replace(/\s+/g, ' ').slice(0, 110) + (sql.length > 110 ? '…' : '');

const measure: Measure = async (target: Target, env, workDir, openDirect) => {
  // 1. The database the way the server prepares it, with the demo data of every service and 100,000 users on top.
  const started = performance.now();
  const { database, token, total } = await prepareWithUsers(env, { users: USERS, demoData: true });
  console.log(`${target}: ${total} users and the demo data, ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const { label, search } of USER_SEARCH_TERMS) console.log(`  ${label} term "${search}": ${await countMatches(database, search)} matching users`);
  const lookup = sessionLookup(database.db).toSQL();
  const session: FloorStatement = { sql: lookup.sql, params: fillPlaceholders(lookup.params, sessionLookupParams(token)), session: true };
  const fromBuilders = new Map(
    CALLS.filter((c) => c.builder).map((c) => [c.key, c.builder!.search ? [session, usersPageSql(database, c.builder!.search)] : [session]] as const),
  );
  await database.close();

  // 2. The statements of each call, for the floor and the direct anchor.
  if (target === 'postgres') {
    recorded = await recordCalls(env, token, CALLS);
    for (const [key, built] of fromBuilders) {
      const wire = recorded.get(key)!;
      const verdict = sameSql(built, wire)
        ? "the builders' SQL (session lookup + page), as the server sent it"
        : sameSql(
              built.filter((s) => !('session' in s)),
              wire,
            )
          ? "the builders' SQL less the session lookup: the server answered the session from memory"
          : `NOT the builders' SQL (${wire.length} statement(s) sent, ${built.length} built; the floor sends what was sent)`;
      console.log(`  ${key}: ${verdict}`);
    }
  }
  const statementsOf = (call: Call): FloorStatement[] | null => {
    const wire = recorded.get(call.key);
    // Recorded on PostgreSQL and replayed on PGlite: the lookup of this database's session.
    if (wire) return floorStatements(wire, session, target !== 'postgres');
    // Nothing recorded (no DATABASE_URL): the builders' SQL, a session lookup per request.
    return fromBuilders.get(call.key) ?? null;
  };
  const floorCalls = CALLS.flatMap((call) => {
    const statements = statementsOf(call);
    return statements ? [{ call, statements }] : [];
  });
  console.log(`\n${target}: statements per request the floor sends (as the project does):`);
  for (const call of CALLS) {
    const statements = statementsOf(call);
    if (!statements) {
      console.log(`  ${call.label}: no floor (its SQL is recorded on the PostgreSQL wire: set DATABASE_URL)`);
      continue;
    }
    console.log(`  ${call.label}: ${statements.length}`);
    for (const s of statements) console.log(`    ${s.session ? '[session] ' : ''}${s.name ? `[prepared "${s.name}"] ` : ''}${short(s.sql)}`);
  }

  // PGlite holds its folder: the floor gets its own copy, and the direct anchor runs before the server opens it.
  let floorDatabase: FloorConfig['database'];
  if (target === 'pglite') {
    const copy = path.join(workDir, 'floor-db');
    fs.cpSync(path.join(workDir, 'db'), copy, { recursive: true });
    floorDatabase = { kind: 'pglite', dataDir: copy };
  } else {
    floorDatabase = { kind: 'postgres', url: env.DATABASE_URL };
  }

  console.log(
    `\n${target}: load average before measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)`,
  );

  // 3. The anchor: the statements straight to the database, one call's in sequence per task.
  // A call that sends no SQL (its session answered from memory) has no direct figure.
  const withSql = floorCalls.filter((f) => f.statements.length > 0);
  const direct = await measureDirect(
    openDirect,
    withSql.map((f) => f.statements as Sql[]),
    CONNECTIONS,
    ROUND_MS,
  );
  const directOf = new Map(withSql.map((f, i) => [f.call.key, direct[i]]));

  // 4. Project and floor, each its own process, alternating.
  const server = await startServer(env);
  const floor = await startFloor(
    { database: floorDatabase, calls: Object.fromEntries(floorCalls.map(({ call, statements }) => [call.key, { field: call.field, statements }])) },
    workDir,
  );
  const dbName = target === 'postgres' ? new URL(env.DATABASE_URL).pathname.slice(1) : null;
  const results = new Map<string, Contest>();
  try {
    const contenders = (call: Call): Contender[] => [
      { name: 'project', pid: server.pid, task: graphqlTask(`${server.url}/api/v1/${call.service}/graphql`, token, call.request, call.mustContain) },
      ...(floorCalls.some((f) => f.call === call)
        ? [{ name: 'floor' as const, pid: floor.pid, task: graphqlTask(`${floor.url}/floor/${call.key}`, token, call.request, call.mustContain) }]
        : []),
    ];
    // Each answers each call right before any load (a refusal would otherwise only show as errors).
    for (const call of CALLS) {
      for (const c of contenders(call)) {
        await c.task().catch((error: unknown) => {
          throw new Error(`${c.name} failed ${call.label}: ${String(error)}`);
        });
      }
    }
    for (const call of CALLS) for (const c of contenders(call)) await runLoad(c.task, CONNECTIONS, WARMUP_MS);
    for (let r = 0; r < ROUNDS; r++) {
      for (const call of CALLS) {
        const entry = results.get(call.key) ?? { project: [], floor: [] };
        await alternatingRound(contenders(call), r, entry, dbName, CONNECTIONS, ROUND_MS);
        results.set(call.key, entry);
      }
    }
  } finally {
    await floor.stop();
    await server.stop();
  }
  console.log(
    `${target}: load average after measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  // 5. The table.
  const dbColumns = target === 'postgres';
  console.log(`\n${target}: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_MS / 1000} s per contender and call (req/s · p50 ms · p95 ms)\n`);
  console.log(
    `| call | project req/s · p50 · p95 | floor req/s · p50 · p95 | direct q/s · p50 · p95 | throughput project/floor | CPU ms/req project / floor (ratio) |${dbColumns ? ' db CPU ms/req project / floor |' : ''} load generator CPU ms/req project / floor |`,
  );
  console.log(`|---|---|---|---|---|---|${dbColumns ? '---|' : ''}---|`);
  for (const call of CALLS) {
    const entry = results.get(call.key)!;
    const project = aggregate(entry.project);
    const floorResult = entry.floor.length ? aggregate(entry.floor) : null;
    const anchor = directOf.get(call.key);
    const cells = [
      call.label,
      fmt(project.load),
      floorResult ? fmt(floorResult.load) : '—',
      anchor ? fmt(anchor) : floorResult ? 'no SQL' : '—',
      floorResult ? (project.load.perSecond / floorResult.load.perSecond).toFixed(2) : '—',
      floorResult
        ? `${project.cpuPerRequest.toFixed(3)} / ${floorResult.cpuPerRequest.toFixed(3)} (${(project.cpuPerRequest / floorResult.cpuPerRequest).toFixed(2)}x)`
        : `${project.cpuPerRequest.toFixed(3)} / —`,
      ...(dbColumns ? [floorResult ? `${project.dbCpuPerRequest.toFixed(3)} / ${floorResult.dbCpuPerRequest.toFixed(3)}` : '—'] : []),
      `${project.clientCpuPerRequest.toFixed(3)} / ${floorResult ? floorResult.clientCpuPerRequest.toFixed(3) : '—'}`,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  if (recorded.size === 0) {
    console.log(
      "\nNothing recorded (no DATABASE_URL): the floor sent the builders' statements (the session lookup, then the page), and no floor for the calls whose SQL is only recorded on PostgreSQL.",
    );
  }
  console.log('');
};

console.log(
  `request path vs HTTP floor: ${USERS} users, ${CONNECTIONS} concurrent connections, ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s, ${os.cpus().length} cores\n`,
);

// PostgreSQL first: what the server sends there is what the PGlite floor replays.
await onEachDatabase(PREFIX, measure, { postgresFirst: true });
