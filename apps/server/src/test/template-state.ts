/**
 * What the pools of test databases (pglite-pool.ts, postgres-pool.ts) read of the template's state
 * to put a database back to it between API test files, and to tell when they cannot.
 */

/** Where pg-boss keeps its tables (platform/jobs/queue.ts): made when the queue first starts, so absent from the template. */
export const JOBS_SCHEMA = 'pgboss';

/** Every table of the database's own schemas, by a name SQL accepts. */
export const USER_TABLES = `select relid::regclass::text as name from pg_stat_user_tables order by 1`;

/**
 * What a test could change of the schema, and nothing of the data: the tables, columns, indexes,
 * triggers, functions and this database's settings. Temporary schemas are left out: they end with
 * their session.
 */
export const FINGERPRINT = `select md5(string_agg(line, E'\\n' order by line)) as fingerprint from (
  select format('class %s %s %s', c.oid::regclass, c.relkind, c.relpersistence) as line
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg\\_%temp\\_%'
  union all select format('column %s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, a.attisdropped)
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg\\_%temp\\_%' and a.attnum > 0
  union all select format('constraint %s %s %s', conrelid::regclass, conname, convalidated) from pg_constraint
  union all select format('trigger %s %s %s', tgrelid::regclass, tgname, tgenabled) from pg_trigger
  union all select format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
  union all select format('setting %s %s', setdatabase, setconfig) from pg_db_role_setting
    where setdatabase in (0, (select oid from pg_database where datname = current_database()))
  union all select format('extension %s %s', extname, extversion) from pg_extension
) lines`;

/** One statement per sequence that sets it back to where it is now. */
const SEQUENCE_SETTERS = `select format('setval(%L, %s, %s)', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), (last_value is not null)::text) as setter
  from pg_sequences`;

type Query = <T>(sql: string) => Promise<T[]>;

/** One statement that sets every sequence back to where it is now. */
export async function sequencesStatement(query: Query): Promise<string> {
  const setters = await query<{ setter: string }>(SEQUENCE_SETTERS);
  return `select ${setters.map((r) => r.setter).join(', ')}`;
}

export async function fingerprint(query: Query): Promise<string> {
  return (await query<{ fingerprint: string }>(FINGERPRINT))[0].fingerprint;
}

/** The tables the template fills: each copied out by `copyOut` (COPY's text, however the driver carries it). */
export async function templateRows<T>(query: Query, copyOut: (table: string) => Promise<T>): Promise<Map<string, T>> {
  const rows = new Map<string, T>();
  for (const { name } of await query<{ name: string }>(USER_TABLES)) {
    if ((await query(`select from ${name} limit 1`)).length) rows.set(name, await copyOut(name));
  }
  return rows;
}
