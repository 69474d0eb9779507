/**
 * `npm test`: every check, each once, with the wall time of each phase.
 *
 *   npm test                         everything on PGlite, or on PostgreSQL when DATABASE_URL is set
 *   npm test -- --db=both            CI: the API tests on both databases, the journeys on PostgreSQL
 *                                    (DATABASE_URL) and the embedded journey on PGlite as well
 *   npm test -- --only=unit,e2e      some parts only: check, build, unit, e2e
 *
 * Parts: `check` (Chromium present, codegen current, lint, typecheck) and `build` run side by side;
 * `unit` is vitest (the web's component tests once, the server's API tests on each database); `e2e`
 * is Playwright against the built app. Timings land in .tmp/test-timings/ and the ten slowest test
 * files and journeys are printed at the end (`node scripts/slowest-tests.mjs` prints them again).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { printSlowest, TIMINGS_DIR } from './slowest-tests.mjs';

const root = path.join(import.meta.dirname, '..');
const PARTS = ['check', 'build', 'unit', 'e2e'];
const E2E_CONFIG = 'apps/web/e2e/playwright.config.ts';
/** The journey that runs on PGlite too when the others run on PostgreSQL: what `npm start` uses. */
const EMBEDDED_JOURNEY = 'apps/web/e2e/embedded.e2e.ts';

const { values } = parseArgs({ options: { db: { type: 'string' }, only: { type: 'string' } } });
const postgresUrl = process.env.DATABASE_URL;
const db = values.db ?? (postgresUrl ? 'postgres' : 'pglite');
const fail = (message) => {
  console.error(message);
  process.exit(2);
};
if (!['pglite', 'postgres', 'both'].includes(db)) fail(`--db must be pglite, postgres or both, not ${db}`);
if (db !== 'pglite' && !postgresUrl) fail(`--db=${db} needs DATABASE_URL (postgres://user:pass@host:5432/db)`);
const parts = values.only ? values.only.split(',') : PARTS;
for (const part of parts) if (!PARTS.includes(part)) fail(`--only takes ${PARTS.join(', ')}; not ${part}`);
const databases = db === 'both' ? ['pglite', 'postgres'] : [db];

/** The environment of a child that should use `database`: DATABASE_URL set or removed. */
function envFor(database) {
  const env = { ...process.env };
  if (database === 'postgres') env.DATABASE_URL = postgresUrl;
  else delete env.DATABASE_URL;
  return env;
}

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const phases = [];

/** Runs a command; `quiet` keeps its output and prints it only if it fails. Resolves to its exit code. */
function run(command, args, { env = process.env, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code !== 0 && quiet) process.stderr.write(output);
      resolve(code ?? 1);
    });
  });
}

/** Runs one phase, records its wall time, and stops everything if it fails. */
async function phase(name, task) {
  console.log(`\n== ${name}`);
  const start = Date.now();
  const ok = await task();
  phases.push({ name, ms: Date.now() - start, ok });
  console.log(`== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(Date.now() - start)}`);
  if (!ok) finish(1);
}

/** Side by side, each quiet unless it fails; every one's own time is printed as it ends. */
async function together(tasks) {
  const codes = await Promise.all(
    tasks.map(async ({ name, command, args }) => {
      const start = Date.now();
      const code = await run(command, args, { quiet: true });
      console.log(`   ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - start)}`);
      return code;
    }),
  );
  return codes.every((code) => code === 0);
}

function finish(code) {
  const total = phases.reduce((sum, p) => sum + p.ms, 0);
  console.log('\nPhase times:');
  for (const p of phases) console.log(`  ${p.name.padEnd(34)} ${seconds(p.ms).padStart(9)}${p.ok ? '' : '  FAILED'}`);
  console.log(`  ${'total'.padEnd(34)} ${seconds(total).padStart(9)}`);
  if (code === 0) printSlowest();
  process.exit(code);
}

fs.rmSync(TIMINGS_DIR, { recursive: true, force: true });
fs.mkdirSync(TIMINGS_DIR, { recursive: true });

if (parts.includes('check') || parts.includes('build')) {
  const tasks = [];
  if (parts.includes('check')) {
    if (parts.includes('e2e') && (await run('node', ['scripts/check-chromium.mjs'])) !== 0) finish(1);
    tasks.push(
      { name: 'codegen is current', command: 'node', args: ['scripts/check-codegen.mjs'] },
      { name: 'lint', command: 'npm', args: ['run', 'lint'] },
      { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
    );
  }
  if (parts.includes('build')) tasks.push({ name: 'build (SPA and server)', command: 'npm', args: ['run', 'build'] });
  await phase(parts.includes('build') ? (parts.includes('check') ? 'check and build' : 'build') : 'check', () => together(tasks));
}

if (parts.includes('unit')) {
  for (const [i, database] of databases.entries()) {
    // The web's component tests touch no database: they run with the first one only.
    const projects = i === 0 ? [] : ['--project', 'server'];
    const report = path.join(TIMINGS_DIR, `vitest-${database}.json`);
    await phase(`vitest on ${database}${i === 0 ? '' : ' (API only)'}`, async () => {
      const args = ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
      return (await run(bin('vitest'), args, { env: envFor(database) })) === 0;
    });
  }
}

if (parts.includes('e2e')) {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) fail('The journeys need the build: npm test -- --only=build first');
  const journeyDatabase = databases.includes('postgres') ? 'postgres' : 'pglite';
  const playwright = (database, files, label) =>
    phase(label, async () => {
      const env = { ...envFor(database), PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(TIMINGS_DIR, `journeys-${database}.json`) };
      // One journey needs one server, not one per worker.
      if (files.length === 1) env.E2E_WORKERS = '1';
      return (await run(bin('playwright'), ['test', '-c', E2E_CONFIG, '--reporter=list,json', ...files], { env })) === 0;
    });
  await playwright(journeyDatabase, [], `journeys on ${journeyDatabase}`);
  if (db === 'both') await playwright('pglite', [EMBEDDED_JOURNEY], 'embedded journey on pglite');
}

finish(0);
