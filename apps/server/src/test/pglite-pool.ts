import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../platform/db/client.ts';
import { fingerprint, JOBS_SCHEMA, sequencesStatement, templateRows } from './template-state.ts';

/**
 * One PGlite per vitest worker, put back as the template left it between API test files instead of
 * opened anew: opening one costs about a second of CPU, a quarter of the PGlite run. Server files
 * share their worker's modules (isolate is off), so the idle database waits here for the next file.
 *
 * What a file changed is undone: every table it wrote (the statistics count each row written) and
 * every table the template fills are emptied, the template's rows copied back, the sequences set
 * back and the session reset. A file that changed the schema (its catalog's fingerprint differs),
 * closed the handle or left a transaction open gets a new database instead.
 */
interface Pooled {
  database: Database;
  client: PGlite;
  dump: Blob;
  template: Template;
  /** Rows written per table (its statistics) as of the last reset. */
  written: Map<string, number>;
}

interface Template {
  /** The rows of each table the template fills, as COPY wrote them. */
  rows: Map<string, Blob>;
  /** One statement that sets every sequence back. */
  sequences: string;
  fingerprint: string;
}

let idle: Pooled | undefined;

/** A database in the template's state, and how to hand it back when the file is done with it. */
export async function borrowPglite(dump: Blob): Promise<{ database: Database; giveBack: () => Promise<void> }> {
  const pooled = idle?.dump === dump ? idle : await openPooled(dump);
  idle = undefined;
  return {
    database: pooled.database,
    giveBack: async () => {
      // A file with two apps at once borrows two databases: one is kept.
      if (!idle && (await reset(pooled).catch(() => false))) idle = pooled;
      else if (!pooled.client.closed) await pooled.database.close();
    },
  };
}

const WRITTEN = `select relid::regclass::text as name, n_tup_ins + n_tup_upd + n_tup_del as written from pg_stat_user_tables`;

async function openPooled(dump: Blob): Promise<Pooled> {
  const database = await openDatabase({ kind: 'pglite', loadDataDir: dump });
  const { client } = database.driver as { client: PGlite };
  const query = queryOf(client);
  const rows = await templateRows(query, async (name) => (await client.query(`copy ${name} to '/dev/blob'`)).blob!);
  const template = { rows, sequences: await sequencesStatement(query), fingerprint: await fingerprint(query) };
  return { database, client, dump, template, written: await writtenSoFar(client) };
}

const queryOf =
  (client: PGlite) =>
  async <T>(sql: string) =>
    (await client.query<T>(sql)).rows;

/** Rows written per table: the statistics are flushed first (single-user PGlite keeps them back a second). */
async function writtenSoFar(client: PGlite): Promise<Map<string, number>> {
  await client.query('select pg_stat_force_next_flush()');
  return new Map((await client.query<{ name: string; written: string }>(WRITTEN)).rows.map((r) => [r.name, Number(r.written)]));
}

/** Back to the template's state; false when this database cannot be trusted to get there. */
async function reset(pooled: Pooled): Promise<boolean> {
  const { client, template } = pooled;
  if (client.closed) return false;
  // Fails inside a transaction a test left open, and drops what a session may hold: settings,
  // prepared statements, temporary tables, listeners, advisory locks.
  await client.exec('discard all');
  // The job queue makes its schema when it first starts: gone again, as in the template.
  await client.exec(`drop schema if exists ${JOBS_SCHEMA} cascade`);
  const written = await writtenSoFar(client);
  const dirty = [...written].filter(([name, count]) => count !== pooled.written.get(name)).map(([name]) => name);
  // A test may also have emptied a template table (TRUNCATE counts no rows): they are all put back.
  const emptied = [...new Set([...dirty, ...template.rows.keys()])];
  // Replica: no trigger fires (counters, search keys, audit) while the rows go back as they were.
  await client.exec(`set session_replication_role = replica; truncate ${emptied.join(', ')} cascade`);
  for (const [name, blob] of template.rows) await client.query(`copy ${name} from '/dev/blob'`, [], { blob });
  await client.exec(`reset session_replication_role; ${template.sequences}`);
  if ((await fingerprint(queryOf(client))) !== template.fingerprint) return false;
  pooled.written = await writtenSoFar(client);
  return true;
}
