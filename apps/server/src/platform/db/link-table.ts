import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { type AuditEntry, recordAudit } from '../audit-log.ts';
import { createdBy } from '../audit.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from './client.ts';
import { writeHistory } from '../history/record-history.ts';

/** An audit entry of a link change; the user is the caller's. */
export type LinkAudit = Omit<AuditEntry, 'user'>;

export interface LinkedQuery<TColumns extends SelectedFields> {
  /** The id column of the records at the other end (the link table's other column points at it). */
  id: PgColumn;
  /** The columns returned: of those records, of the link table, or both. */
  columns: TColumns;
  /** By the other end's id unless told. */
  orderBy?: SQL[];
  /** Keyset paging (keysetBatches): only ids greater than afterId, at most limit rows. */
  afterId?: number;
  limit?: number;
}

export interface LinkTable<TKey extends string> {
  /** The condition selecting one link. */
  where(ids: Record<TKey, number>): SQL;
  /** Adds the link unless it exists (idempotent); true when it was added, and only then audited. */
  link(db: Db, user: CurrentUser, ids: Record<TKey, number>, audit?: LinkAudit): Promise<boolean>;
  /** Removes the link if it exists (idempotent); true when there was one, and only then audited. */
  unlink(db: Db, user: CurrentUser | null, ids: Record<TKey, number>, audit?: LinkAudit): Promise<boolean>;
  /** The records linked to `id` through the column `by`, joined from the link table. */
  linked<TColumns extends SelectedFields>(db: Db, by: TKey, id: number, query: LinkedQuery<TColumns>): Promise<Array<SelectResultFields<TColumns>>>;
}

/** The record a link column points at: its table ('category_id' → category; 'user_id' → users). */
const recordTypeOf = (key: string) => (key === 'user_id' ? 'users' : key.replace(/_id$/, ''));

/** A link made or undone, in the history of the records at both ends ('Categoria X adicionada'). */
async function linkHistory<TKey extends string>(db: Db, user: CurrentUser | null, ids: Record<TKey, number>, action: 'link' | 'unlink'): Promise<void> {
  const keys = Object.keys(ids) as TKey[];
  for (const key of keys) {
    for (const other of keys.filter((k) => k !== key)) {
      const change = action === 'link' ? { field: other, old: null, new: ids[other] } : { field: other, old: ids[other], new: null };
      await writeHistory(db, { type: recordTypeOf(key), id: ids[key], user, action, changes: [change] });
    }
  }
}

/**
 * A link table between two records: (a_id, b_id), unique together, with the audit columns.
 * `keys` names its two columns, e.g. linkTable(categoryHasAsset, ['category_id', 'asset_id']).
 */
export function linkTable<TKey extends string>(table: PgTable & { id: PgColumn } & Record<TKey, PgColumn>, keys: readonly [TKey, TKey]): LinkTable<TKey> {
  const column = (key: TKey) => table[key];
  const where = (ids: Record<TKey, number>) => and(...keys.map((key) => eq(column(key), ids[key])))!;
  const { id } = table;
  return {
    where,
    async link(db, user, ids, audit) {
      const added = await db
        .insert(table)
        .values({ ...ids, ...createdBy(user) } as never)
        .onConflictDoNothing()
        .returning({ id });
      if (added.length && audit) await recordAudit(db, { ...audit, user });
      if (added.length) await linkHistory(db, user, ids, 'link');
      return added.length > 0;
    },
    async unlink(db, user, ids, audit) {
      const removed = await db.delete(table).where(where(ids)).returning({ id });
      if (removed.length && audit) await recordAudit(db, { ...audit, user });
      if (removed.length) await linkHistory(db, user, ids, 'unlink');
      return removed.length > 0;
    },
    linked<TColumns extends SelectedFields>(db: Db, by: TKey, linkedTo: number, query: LinkedQuery<TColumns>) {
      const other = column(keys[0] === by ? keys[1] : keys[0]);
      const rows = db
        .select(query.columns as SelectedFields)
        .from(table as PgTable)
        .innerJoin(query.id.table, eq(query.id, other))
        .$dynamic()
        .where(and(eq(column(by), linkedTo), query.afterId ? gt(query.id, query.afterId) : undefined))
        .orderBy(...(query.orderBy ?? [asc(query.id)]));
      return (query.limit ? rows.limit(query.limit) : rows) as unknown as Promise<Array<SelectResultFields<TColumns>>>;
    },
  };
}
