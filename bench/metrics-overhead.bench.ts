/**
 * What the Prometheus metrics cost on the request path.
 *
 * Over HTTP, as deployed: the built server with METRICS_TOKEN set (the request path's timings
 * recorded; scraped every 5 s, more often than Prometheus' usual 15 s) against the same build
 * without it (nothing recorded), each its own process on its own database, alternating rounds of
 * the same calls at 50 connections: requests per second, p50, p95, and the server's CPU per
 * request. On two cores that comparison moves by several percent between two identical servers
 * (BENCH_AA=1 runs that A/A check), more than the recording costs. So the overhead is also
 * computed exactly: the recording's unit costs (a histogram observation with its timing, per kind,
 * measured here in a tight loop with the server's own metric objects) times the observations each
 * call makes (read from the server's /metrics: its deltas over the rounds), over the CPU per
 * request without metrics. The aim is under 3%.
 *
 *   npm run build && npx tsx bench/metrics-overhead.bench.ts
 *   DATABASE_URL=postgres://... npx tsx bench/metrics-overhead.bench.ts   (two scratch databases on that server)
 *   BENCH_SECONDS=3 BENCH_ROUNDS=12 ...
 *   BENCH_AA=1 ...   (metrics off on both: the noise of the method itself)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { aggregate, round, type Measured } from './lib/contest.ts';
import { gqlCall } from './lib/gql-call.ts';
import { startServer, type ServerProcess } from './lib/server-process.ts';
import { dbQueryDuration, graphqlOperationDuration, httpRequestDuration, secondsSince } from '../apps/server/src/platform/observability/metrics.ts';

const ROUND_MS = Number(process.env.BENCH_SECONDS ?? 3) * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const CONNECTIONS = 50;
const TOKEN = 'bench-metrics-token-0123456789';
const ADMIN = { email: 'admin@bench.local', password: 'bench-password' };

/** Each server's own database: a PGlite folder, or a scratch database on DATABASE_URL's server. */
async function databaseEnv(name: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bo-bench-metrics-${name}-`));
  const base = { DATA_DIR: dataDir, DEMO_DATA: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  if (!url) return { env: base, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const db = `bo_bench_metrics_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${db}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${db}`;
  return {
    env: { ...base, DATABASE_URL: target.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${db} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-backoffice-request': '1' },
    body: JSON.stringify({ login: ADMIN.email, password: ADMIN.password }),
  });
  if (!res.ok) throw new Error(`login ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

interface Call {
  label: string;
  url: string;
  /** A GraphQL query to the account service; none: a GET of url. */
  query?: string;
}

const CALLS: Call[] = [
  { label: 'GET /api/health (one statement)', url: '/api/health' },
  { label: 'profiles_collections (GraphQL, session, two statements)', url: '/api/v1/account/graphql', query: '{ profiles_collections { id title } }' },
  { label: 'can_manage_users (GraphQL, cached session, no statement)', url: '/api/v1/account/graphql', query: '{ can_manage_users }' },
];

const httpTask = (call: Call, url: string, token: string) =>
  call.query ? async () => Boolean(await gqlCall(url, token, 'account', call.query!, {})) : async () => (await fetch(`${url}${call.url}`)).ok;

type Kind = 'http' | 'graphql' | 'db';

/** µs of CPU per observation of each kind, as the server makes it: its timing, labels and histogram. */
async function unitCosts(): Promise<Record<Kind, number>> {
  const n = 300_000;
  const cpu = (run: () => void) => {
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    return (used.user + used.system) / n;
  };
  const ok = { outcome: 'ok' } as const;
  const settled = Promise.resolve();
  const costs = { http: 0, graphql: 0, db: 0 };
  for (let round = 0; round < 3; round++) {
    costs.http = cpu(() => {
      for (let i = 0; i < n; i++) httpRequestDuration.observe({ route: '/api/v1/account/graphql', method: 'POST', status: String(200) }, 0.0012);
    });
    costs.graphql = cpu(() => {
      for (let i = 0; i < n; i++) {
        const start = performance.now();
        graphqlOperationDuration.observe({ service: 'account', operation: 'profiles_collections', outcome: 'ok' }, secondsSince(start));
      }
    });
    const before = process.cpuUsage();
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      settled.then(() => dbQueryDuration.observe(ok, (performance.now() - start) / 1000));
    }
    await settled;
    await new Promise((resolve) => setImmediate(resolve));
    const used = process.cpuUsage(before);
    costs.db = (used.user + used.system) / n;
  }
  return costs;
}

const SERIES: Record<Kind, string> = {
  http: 'http_request_duration_seconds_count',
  graphql: 'graphql_operation_duration_seconds_count',
  db: 'db_query_duration_seconds_count',
};

/** The observations of each kind the server has made so far (its own /metrics). */
async function observations(url: string): Promise<Record<Kind, number>> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const sum = (name: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  return { http: sum(SERIES.http), graphql: sum(SERIES.graphql), db: sum(SERIES.db) };
}

const units = await unitCosts();
console.log(
  `unit costs, µs of CPU per observation: HTTP request ${units.http.toFixed(2)}, GraphQL field ${units.graphql.toFixed(2)}, statement ${units.db.toFixed(2)}`,
);

const on = await databaseEnv('on');
const off = await databaseEnv('off');
const started: ServerProcess[] = [];
const start = async (env: Record<string, string>, entry?: string) => {
  const server = await startServer(env, entry);
  started.push(server);
  return server;
};
const stopAll = async () => {
  for (const server of started) await server.stop();
  await on.drop();
  await off.drop();
};
let servers: Record<'on' | 'off', ServerProcess>;
let tokens: Record<'on' | 'off', string>;
try {
  servers = { on: await start({ ...on.env, ...(process.env.BENCH_AA ? {} : { METRICS_TOKEN: TOKEN }) }), off: await start(off.env) };
  tokens = { on: await login(servers.on.url), off: await login(servers.off.url) };
} catch (error) {
  await stopAll();
  throw error;
}
const dbName = (env: Record<string, string>) => (env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : null);

// A scraper during the run: what a Prometheus server would add (more often than its usual 15 s).
let scrapes = 0;
const scraper = setInterval(() => {
  void fetch(`${servers.on.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }).then((r) => r.ok && scrapes++);
}, 5000);

console.log(
  `over HTTP: ${process.env.BENCH_AA ? 'A/A run, metrics off on both' : 'metrics on (METRICS_TOKEN) against off'}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_MS / 1000} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
console.log(
  '| call | off: req/s · p50 · p95 | on: req/s · p50 · p95 | CPU ms/req off → on | measured difference | recording per request | its share of the CPU per request |',
);
console.log('|---|---|---|---|---|---|---|');
const overheads: number[] = [];
try {
  for (const call of CALLS) {
    const rounds: Record<'on' | 'off', Measured[]> = { on: [], off: [] };
    const seen = process.env.BENCH_AA ? null : await observations(servers.on.url);
    for (const name of ['on', 'off'] as const)
      await round({ name: 'project', pid: servers[name].pid, task: httpTask(call, servers[name].url, tokens[name]) }, null, CONNECTIONS, 1000);
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const);
      for (const name of order) {
        const env = name === 'on' ? on.env : off.env;
        rounds[name].push(
          await round({ name: 'project', pid: servers[name].pid, task: httpTask(call, servers[name].url, tokens[name]) }, dbName(env), CONNECTIONS, ROUND_MS),
        );
      }
    }
    const a = aggregate(rounds.off);
    const b = aggregate(rounds.on);
    const measured = (b.cpuPerRequest + b.dbCpuPerRequest) / (a.cpuPerRequest + a.dbCpuPerRequest) - 1;
    // The observations each request made, at their unit costs, over the CPU per request without metrics.
    let perRequest = 0;
    if (seen) {
      const now = await observations(servers.on.url);
      const requests = now.http - seen.http;
      perRequest = (['http', 'graphql', 'db'] as const).reduce((µs, kind) => µs + ((now[kind] - seen[kind]) / requests) * units[kind], 0);
    }
    const overhead = perRequest / 1000 / (a.cpuPerRequest + a.dbCpuPerRequest);
    overheads.push(overhead);
    const line = (x: typeof a) =>
      `${x.load.perSecond.toFixed(0)} · ${x.load.p50.toFixed(1)} · ${x.load.p95.toFixed(1)}${x.load.errors ? ` (${x.load.errors} errors)` : ''}`;
    console.log(
      `| ${call.label} | ${line(a)} | ${line(b)} | ${(a.cpuPerRequest + a.dbCpuPerRequest).toFixed(3)} → ${(b.cpuPerRequest + b.dbCpuPerRequest).toFixed(3)} | ${(measured * 100).toFixed(1)}% (throughput ${((b.load.perSecond / a.load.perSecond - 1) * 100).toFixed(1)}%) | ${perRequest.toFixed(2)} µs | ${(overhead * 100).toFixed(2)}% |`,
    );
  }
  const mean = overheads.reduce((s, x) => s + x, 0) / overheads.length;
  console.log(
    `\nthe recording's share of the CPU per request, mean over the calls: ${(mean * 100).toFixed(2)}% (aim under 3%: ratio ${(mean / 0.03).toFixed(2)} of the aim); ${scrapes} scrapes during the run`,
  );
} finally {
  clearInterval(scraper);
  await stopAll();
}
