import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../platform/db/client.ts';

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

/** Where pg-boss keeps its tables (platform/jobs/queue.ts). */
const JOBS_SCHEMA = 'pgboss';

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

/** What a test could change of the schema, and nothing of the data: the tables, columns, indexes, triggers, functions and settings. */
const FINGERPRINT = `select md5(string_agg(line, E'\\n' order by line)) as fingerprint from (
  select format('class %s %s %s', c.oid::regclass, c.relkind, c.relpersistence) as line
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all select format('column %s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, a.attisdropped)
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and a.attnum > 0
  union all select format('constraint %s %s %s', conrelid::regclass, conname, convalidated) from pg_constraint
  union all select format('trigger %s %s %s', tgrelid::regclass, tgname, tgenabled) from pg_trigger
  union all select format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
  union all select format('setting %s %s', setdatabase, setconfig) from pg_db_role_setting
  union all select format('extension %s %s', extname, extversion) from pg_extension
) lines`;

async function openPooled(dump: Blob): Promise<Pooled> {
  const database = await openDatabase({ kind: 'pglite', loadDataDir: dump });
  const { client } = database.driver as { client: PGlite };
  const rows = new Map<string, Blob>();
  for (const { name } of (await client.query<{ name: string }>(`select relid::regclass::text as name from pg_stat_user_tables order by 1`)).rows) {
    if (!(await client.query(`select from ${name} limit 1`)).rows.length) continue;
    rows.set(name, (await client.query(`copy ${name} to '/dev/blob'`)).blob!);
  }
  const setters = await client.query<{ setter: string }>(
    `select format('setval(%L, %s, %s)', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), (last_value is not null)::text) as setter
       from pg_sequences`,
  );
  const sequences = `select ${setters.rows.map((r) => r.setter).join(', ')}`;
  const template = { rows, sequences, fingerprint: await fingerprint(client) };
  return { database, client, dump, template, written: await writtenSoFar(client) };
}

async function fingerprint(client: PGlite): Promise<string> {
  return (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0].fingerprint;
}

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
  if ((await fingerprint(client)) !== template.fingerprint) return false;
  pooled.written = await writtenSoFar(client);
  return true;
}
