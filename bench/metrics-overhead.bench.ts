/**
 * What the Prometheus metrics (and the one-line request log that came with them) cost on the
 * request path: the built server of this tree against a build of the commit before them
 * (BENCH_BASELINE_REV), each its own process on its own database, in alternating rounds of the
 * same calls at 50 connections. Prints requests per second, p50 and p95, the server's CPU time per
 * request, and the overhead: CPU per request and throughput, this tree against the baseline. The
 * aim is under 3%.
 *
 * The current server runs with METRICS_TOKEN set and is scraped once a second during its rounds,
 * as a Prometheus server would (more often than the usual 15 s).
 *
 *   npm run build && npx tsx bench/metrics-overhead.bench.ts
 *   DATABASE_URL=postgres://... npx tsx bench/metrics-overhead.bench.ts   (two scratch databases on that server)
 *   BENCH_SECONDS=3 BENCH_ROUNDS=6 BENCH_BASELINE_REV=<commit> ...
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { aggregate, round, type Measured } from './lib/contest.ts';
import { gqlCall } from './lib/gql-call.ts';
import { startServer, type ServerProcess } from './lib/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const BASELINE_REV = process.env.BENCH_BASELINE_REV ?? 'fd18043';
const ROUND_MS = Number(process.env.BENCH_SECONDS ?? 3) * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const CONNECTIONS = 50;
const TOKEN = 'bench-metrics-token-0123456789';
const ADMIN = { email: 'admin@bench.local', password: 'bench-password' };

/** A worktree of the baseline commit sharing this tree's node_modules, its server built. */
function buildBaseline(): string {
  const dir = path.join(os.tmpdir(), `bo-bench-baseline-${BASELINE_REV}`);
  const entry = path.join(dir, 'apps/server/dist/main.js');
  if (fs.existsSync(entry)) return entry;
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'prune'], { cwd: root });
  execFileSync('git', ['worktree', 'add', '--detach', dir, BASELINE_REV], { cwd: root, stdio: 'ignore' });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(dir, 'apps/server'), stdio: 'inherit' });
  return entry;
}

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
  task: (url: string, token: string) => () => Promise<boolean>;
}

const CALLS: Call[] = [
  { label: 'GET /api/health (one statement)', task: (url) => async () => (await fetch(`${url}/api/health`)).ok },
  {
    label: 'profiles_collections (GraphQL, session, two statements)',
    task: (url, token) => async () => Boolean(await gqlCall(url, token, 'account', '{ profiles_collections { id title } }', {})),
  },
  {
    label: 'can_manage_users (GraphQL, cached session, no statement)',
    task: (url, token) => async () =>
      (await gqlCall<{ can_manage_users: boolean }>(url, token, 'account', '{ can_manage_users }', {})).can_manage_users !== undefined,
  },
];

const baselineEntry = buildBaseline();
const current = await databaseEnv('current');
const baseline = await databaseEnv('baseline');
const servers: Record<'current' | 'baseline', ServerProcess> = {
  current: await startServer({ ...current.env, METRICS_TOKEN: TOKEN }),
  baseline: await startServer(baseline.env, baselineEntry),
};
const tokens = { current: await login(servers.current.url), baseline: await login(servers.baseline.url) };
const dbName = (env: Record<string, string>) => (env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : null);

// A scraper during the current server's rounds: what a Prometheus server would add.
let scrapes = 0;
const scraper = setInterval(() => {
  void fetch(`${servers.current.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }).then((r) => r.ok && scrapes++);
}, 1000);

console.log(
  `metrics overhead: this tree against ${BASELINE_REV}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_MS / 1000} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
console.log('| call | baseline req/s · p50 · p95 | with metrics req/s · p50 · p95 | CPU ms/req baseline → with | CPU overhead | throughput |');
console.log('|---|---|---|---|---|---|');
const overheads: number[] = [];
try {
  for (const call of CALLS) {
    const rounds: Record<'current' | 'baseline', Measured[]> = { current: [], baseline: [] };
    for (const name of ['current', 'baseline'] as const)
      await round({ name: 'project', pid: servers[name].pid, task: call.task(servers[name].url, tokens[name]) }, null, CONNECTIONS, 1000);
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 ? (['baseline', 'current'] as const) : (['current', 'baseline'] as const);
      for (const name of order) {
        const env = name === 'current' ? current.env : baseline.env;
        rounds[name].push(
          await round({ name: 'project', pid: servers[name].pid, task: call.task(servers[name].url, tokens[name]) }, dbName(env), CONNECTIONS, ROUND_MS),
        );
      }
    }
    const a = aggregate(rounds.baseline);
    const b = aggregate(rounds.current);
    const cpuOverhead = (b.cpuPerRequest + b.dbCpuPerRequest) / (a.cpuPerRequest + a.dbCpuPerRequest) - 1;
    overheads.push(cpuOverhead);
    const line = (x: typeof a) =>
      `${x.load.perSecond.toFixed(0)} · ${x.load.p50.toFixed(1)} · ${x.load.p95.toFixed(1)}${x.load.errors ? ` (${x.load.errors} errors)` : ''}`;
    console.log(
      `| ${call.label} | ${line(a)} | ${line(b)} | ${(a.cpuPerRequest + a.dbCpuPerRequest).toFixed(3)} → ${(b.cpuPerRequest + b.dbCpuPerRequest).toFixed(3)} | ${(cpuOverhead * 100).toFixed(1)}% | ${((b.load.perSecond / a.load.perSecond - 1) * 100).toFixed(1)}% |`,
    );
  }
  const mean = overheads.reduce((s, x) => s + x, 0) / overheads.length;
  console.log(
    `\nmean CPU overhead per request: ${(mean * 100).toFixed(1)}% (aim under 3%: ratio ${(mean / 0.03).toFixed(2)} of the aim); ${scrapes} scrapes during the run`,
  );
} finally {
  clearInterval(scraper);
  await servers.current.stop();
  await servers.baseline.stop();
  await current.drop();
  await baseline.drop();
}
