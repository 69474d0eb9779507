import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { openDatabase, type Database } from '../platform/db/client.ts';
import { adminStatement, databaseUrl } from './database-template.ts';
import { fingerprint, JOBS_SCHEMA, sequencesStatement, templateRows, USER_TABLES } from './template-state.ts';

/**
 * One PostgreSQL database per vitest worker, put back as the template left it between API test
 * files instead of created anew: CREATE DATABASE ... TEMPLATE and its DROP cost the server 0.4 to
 * 0.8 s of CPU a file, the reset below about 10 ms. Server files share their worker's modules
 * (isolate is off), so the idle database waits here for the next file, as pglite-pool.ts does.
 *
 * What a file changed is undone: the connections it left are ended, the job queue's schema is
 * dropped, every table is emptied (DELETE: TRUNCATE gives each table and index new files, which
 * costs as much as a new database), the template's rows are copied back and the sequences set back.
 * A file that changed the schema (its catalog's fingerprint differs) gets a new database instead.
 */
interface Pooled {
  templateName: string;
  url: string;
  template: Template;
}

interface Template {
  /** The rows of each table the template fills, as COPY wrote them. */
  rows: Map<string, Buffer>;
  /** One statement that sets every sequence back. */
  sequences: string;
  fingerprint: string;
}

let idle: Pooled | undefined;

/** A database in the template's state, and how to hand it back when the file is done with it. */
export async function borrowPostgres(serverUrl: string, templateName: string): Promise<{ database: Database; giveBack: () => Promise<void> }> {
  const pooled = idle?.templateName === templateName ? idle : await createPooled(serverUrl, templateName);
  idle = undefined;
  const database = await openDatabase({ kind: 'postgres', url: pooled.url });
  return {
    database,
    giveBack: async () => {
      await database.close();
      // A file with two apps at once borrows two databases: one is kept.
      if (!idle && (await reset(pooled).catch(() => false))) idle = pooled;
      else await adminStatement(serverUrl, `drop database if exists "${databaseName(pooled)}" with (force)`);
    },
  };
}

const databaseName = (pooled: Pooled) => new URL(pooled.url).pathname.slice(1);

async function createPooled(serverUrl: string, templateName: string): Promise<Pooled> {
  // Named after the template: the run's end drops them with it (dropDatabaseTemplate).
  const name = `${templateName}_${randomBytes(4).toString('hex')}`;
  await adminStatement(serverUrl, `create database "${name}" template "${templateName}"`);
  const url = databaseUrl(serverUrl, name);
  const template = await withClient(url, async (client) => {
    const query = queryOf(client);
    const rows = await templateRows(query, async (table) => {
      const chunks: Buffer[] = [];
      const collect = new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          chunks.push(chunk);
          done();
        },
      });
      await pipeline(client.query(copyTo(`copy ${table} to stdout`)), collect);
      return Buffer.concat(chunks);
    });
    return { rows, sequences: await sequencesStatement(query), fingerprint: await fingerprint(query) };
  });
  return { templateName, url, template };
}

/** Back to the template's state; false when this database cannot be trusted to get there. */
async function reset({ url, template }: Pooled): Promise<boolean> {
  return withClient(url, async (client) => {
    const query = queryOf(client);
    // Connections a file left open may hold locks, temporary tables or listeners.
    await client.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    await client.query(`drop schema if exists ${JOBS_SCHEMA} cascade`);
    const tables = (await query<{ name: string }>(USER_TABLES)).map((t) => t.name);
    // Replica: no trigger fires (foreign keys, counters, search keys, audit) while the rows go back as they were.
    await client.query(`set session_replication_role = replica; ${tables.map((t) => `delete from ${t};`).join(' ')}`);
    for (const [table, rows] of template.rows) await pipeline(Readable.from([rows]), client.query(copyFrom(`copy ${table} from stdin`)));
    await client.query(`reset session_replication_role; ${template.sequences}`);
    return (await fingerprint(query)) === template.fingerprint;
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const queryOf =
  (client: pg.Client) =>
  async <T>(sql: string) =>
    (await client.query(sql)).rows as T[];
