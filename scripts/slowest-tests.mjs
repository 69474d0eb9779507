/**
 * The ten slowest test files and the ten slowest journeys of the last `npm test`, read from the
 * reports it leaves in .tmp/test-timings/ (vitest's and Playwright's JSON): where to look first
 * when the run grows. Run alone: `node scripts/slowest-tests.mjs`.
 */
import fs from 'node:fs';
import path from 'node:path';

export const TIMINGS_DIR = path.join(import.meta.dirname, '..', '.tmp', 'test-timings');
const TOP = 10;

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(TIMINGS_DIR, file), 'utf8'));
const reports = (prefix) => (fs.existsSync(TIMINGS_DIR) ? fs.readdirSync(TIMINGS_DIR).filter((f) => f.startsWith(prefix) && f.endsWith('.json')) : []);
const database = (file) => file.replace(/^[a-z]+-/, '').replace(/\.json$/, '');
const root = path.join(import.meta.dirname, '..') + path.sep;

/** Each vitest file's time (its hooks included), with the database it ran on. */
function vitestFiles() {
  return reports('vitest-').flatMap((file) =>
    readJson(file).testResults.map((t) => ({ name: t.name.replace(root, ''), where: database(file), ms: t.endTime - t.startTime })),
  );
}

/** Each journey's time, from the suites of Playwright's JSON report. */
function journeys() {
  const walk = (suite, where) => [
    ...(suite.specs ?? []).map((spec) => ({
      name: `${spec.file}:${spec.line} › ${spec.title}`,
      where,
      ms: spec.tests.reduce((sum, t) => sum + t.results.reduce((s, r) => s + r.duration, 0), 0),
    })),
    ...(suite.suites ?? []).flatMap((child) => walk(child, where)),
  ];
  return reports('journeys-').flatMap((file) => readJson(file).suites.flatMap((suite) => walk(suite, database(file))));
}

function table(title, rows) {
  if (!rows.length) return;
  console.log(`\n${title}`);
  for (const row of rows.sort((a, b) => b.ms - a.ms).slice(0, TOP)) {
    console.log(`  ${(row.ms / 1000).toFixed(1).padStart(6)} s  ${row.where.padEnd(8)}  ${row.name}`);
  }
}

export function printSlowest() {
  table(`The ${TOP} slowest test files`, vitestFiles());
  table(`The ${TOP} slowest journeys`, journeys());
}

if (import.meta.url === `file://${process.argv[1]}`) printSlowest();
