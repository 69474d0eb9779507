import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';

/** Tables a deletion and a restore do not restore by design: logs, sessions, queues and the bin itself. */
const NOT_RESTORED = new Set([
  'audit_log',
  'session',
  'bin_entry',
  'bin_row',
  'bulk_run',
  'idempotent_request',
  'rate_limit',
  'report_file',
  'import_run',
  'login_failure',
]);

/** Every row of every other table, as text, by table: what a delete then a restore must give back unchanged. */
export async function databaseRows(t: TestApp): Promise<Record<string, string[]>> {
  const { rows: tables } = (await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`)) as unknown as {
    rows: Array<{ tablename: string }>;
  };
  const out: Record<string, string[]> = {};
  for (const { tablename } of tables) {
    if (NOT_RESTORED.has(tablename)) continue;
    const { rows } = (await t.db.execute(sql`select to_jsonb(r)::text as row from ${sql.identifier(tablename)} r`)) as unknown as {
      rows: Array<{ row: string }>;
    };
    out[tablename] = rows.map((r) => r.row).sort();
  }
  return out;
}

const RUN = {
  entries: `query ($type: String, $by: Int, $page: Int) { bin_entries(type: $type, deleted_by: $by, page: $page) { id type type_label title record_id deleted_by deleted_by_name deleted_at days_left } }`,
  count: `query ($type: String, $by: Int) { bin_count(type: $type, deleted_by: $by) }`,
  restore: `mutation ($id: Int!) { restoreBinEntry(id: $id) { type record_id not_restored } }`,
  purge: `mutation ($id: Int!) { purgeBinEntry(id: $id) }`,
};

export interface BinEntryView {
  id: number;
  type: string;
  type_label: string;
  title: string;
  record_id: number;
  deleted_by: number | null;
  deleted_by_name: string | null;
  days_left: number;
}

/** The bin's calls as a caller (`token` by default). */
export function binKit(t: TestApp, token: string) {
  const call = async <T>(query: string, variables: Record<string, unknown> = {}, as = token): Promise<T> => {
    const body = await t.gql('bin', query, variables, as);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as T;
  };
  const entries = async (variables: Record<string, unknown> = {}, as = token) =>
    (await call<{ bin_entries: BinEntryView[] }>(RUN.entries, variables, as)).bin_entries;
  /** The newest entry of a record (its latest deletion). */
  const entryOf = async (type: string, recordId: number, as = token) => (await entries({ type }, as)).find((e) => e.record_id === recordId);
  const restore = async (id: number, as = token) =>
    (await call<{ restoreBinEntry: { type: string; record_id: number; not_restored: string[] } }>(RUN.restore, { id }, as)).restoreBinEntry;
  const purge = (id: number, as = token) => call<{ purgeBinEntry: boolean }>(RUN.purge, { id }, as);
  return { RUN, call, entries, entryOf, restore, purge };
}
