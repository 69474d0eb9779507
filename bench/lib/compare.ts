import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/platform/db/client.ts';
import { format, runLoad, type LoadResult } from './load.ts';

export type Target = 'pglite' | 'postgres';
export interface Sql {
  sql: string;
  params: unknown[];
}

/** A measurement on one database: env for the server process, a scratch folder, and a direct handle. */
export type Measure = (target: Target, env: Record<string, string>, workDir: string, openDirect: () => Promise<Database>) => Promise<void>;

/**
 * Runs a measurement on PGlite (in a temporary folder) and, when DATABASE_URL is set, on a
 * throwaway PostgreSQL database created on that server and dropped afterwards. PGlite first,
 * unless postgresFirst (a measurement that learns something on PostgreSQL to reuse on PGlite).
 * BENCH_TARGET=postgres (or pglite) measures only that one.
 */
export async function onEachDatabase(prefix: string, measure: Measure, options: { postgresFirst?: boolean } = {}): Promise<void> {
  const only = process.env.BENCH_TARGET;
  if (only === 'postgres') return onPostgres(prefix, measure);
  if (only === 'pglite') return onPglite(prefix, measure);
  if (options.postgresFirst) {
    await onPostgres(prefix, measure);
    await onPglite(prefix, measure);
  } else {
    await onPglite(prefix, measure);
    await onPostgres(prefix, measure);
  }
}

async function onPglite(prefix: string, measure: Measure): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  try {
    await measure('pglite', { DATA_DIR: dataDir }, dataDir, () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(prefix: string, measure: Measure): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('postgres: skipped (set DATABASE_URL to measure PostgreSQL too)');
    return;
  }
  const name = `${prefix.replace(/\W/g, '_')}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-pg-`));
  try {
    await measure('postgres', { DATABASE_URL: url.toString(), DATA_DIR: workDir }, workDir, () => openDatabase({ kind: 'postgres', url: url.toString() }));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The plan PostgreSQL (or PGlite) runs for a query, one line a step. */
export async function explain(database: Database, query: Sql): Promise<string[]> {
  const result = (await database.query(`explain (analyze, costs off, timing off, summary off) ${query.sql}`, query.params)) as {
    rows: Array<Record<string, string>>;
  };
  return result.rows.map((r) => Object.values(r)[0]);
}

/**
 * The anchor: each query sent straight to the database under the same concurrency; an entry
 * that is a list is one task of several statements sent one after the other (a request's SQL).
 */
export async function measureDirect(
  openDirect: () => Promise<Database>,
  queries: Array<Sql | Sql[]>,
  connections: number,
  durationMs: number,
): Promise<LoadResult[]> {
  const direct = await openDirect();
  const results: LoadResult[] = [];
  for (const query of queries) {
    const statements = [query].flat();
    results.push(
      await runLoad(
        async () => {
          for (const statement of statements) await direct.query(statement.sql, statement.params);
          return true;
        },
        connections,
        durationMs,
      ),
    );
  }
  await direct.close();
  return results;
}

/** A load task posting one GraphQL call; an error answer, or one without `mustContain`, fails. */
export function graphqlTask(url: string, token: string, request: { query: string; variables?: Record<string, unknown> }, mustContain = '') {
  const body = JSON.stringify(request);
  return async () => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
    const text = await res.text();
    if (!res.ok || text.includes('"errors"') || !text.includes(mustContain)) throw new Error(`${res.status} ${text.slice(0, 200)}`);
    return true;
  };
}

/** Server figures beside the direct ones, with the ratios. */
export function printComparison(target: Target, rows: Array<{ name: string; api: LoadResult; anchor: LoadResult }>): void {
  const width = Math.max(...rows.map((r) => r.name.length)) + 1;
  for (const { name, api, anchor } of rows) {
    console.log(`${target.padEnd(8)} ${name.padEnd(width)} server ${format(api, 'req')}`);
    console.log(`${''.padEnd(8)} ${''.padEnd(width)} direct ${format(anchor, 'q')}`);
    console.log(
      `${''.padEnd(8)} ${''.padEnd(width)} ratio server/direct throughput ${(api.perSecond / anchor.perSecond).toFixed(2)}, p95 ${(api.p95 / anchor.p95).toFixed(2)}x`,
    );
  }
}
