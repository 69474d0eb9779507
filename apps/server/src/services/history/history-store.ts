import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ASSET_MODULES, ASSET_TYPES, isAssetType } from '@backoffice/domain/asset-types';
import { auditActedBy } from '@backoffice/domain/audit';
import { formatDateTime } from '@backoffice/domain/dates';
import { HISTORY_ACTIONS, HISTORY_FIELD_LABELS, HISTORY_FLAGS, HISTORY_MESSAGES, HISTORY_TYPES, type HistoryType } from '@backoffice/domain/history';
import { users } from '../../db/schema/account.ts';
import { asset } from '../../db/schema/dam.ts';
import { recordHistory, type HistoryChange } from '../../db/schema/history.ts';
import { checkAccess } from '../../platform/access/access.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { UserError } from '../../platform/errors.ts';

/** Columns holding the id of another record, shown with its title: the table and its title column. */
const REFERENCES: Readonly<Record<string, { table: string; title: string }>> = {
  category_id: { table: 'category', title: 'title' },
  course_id: { table: 'course', title: 'title' },
  trail_id: { table: 'trail', title: 'title' },
  asset_id: { table: 'asset', title: 'title' },
  profile_id: { table: 'profile', title: 'title' },
  account_module_id: { table: 'account_module', title: 'label' },
  owner: { table: 'users', title: 'name' },
  user_id: { table: 'users', title: 'name' },
  proof_id: { table: 'proof', title: 'title' },
  reactionevaluation_id: { table: 'proof', title: 'title' },
  quiz_id: { table: 'proof', title: 'title' },
  instrutor_id: { table: 'instrutor', title: 'nome' },
  branch_id: { table: 'branch', title: 'value' },
  account_field_value_id: { table: 'account_field_value', title: 'value' },
};

/** Reading a record's history takes the module of the record (an asset's: of its type). */
export async function assertHistoryAccess(db: Db, user: CurrentUser, type: HistoryType, id: number): Promise<void> {
  const module = HISTORY_TYPES[type];
  if (module) return checkAccess(user, module);
  const [row] = await db.select({ module_name: asset.module_name }).from(asset).where(eq(asset.id, id));
  checkAccess(user, row && isAssetType(row.module_name) ? ASSET_TYPES[row.module_name].module : ASSET_MODULES);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The titles of the records the changes point at, by 'table:id'. */
async function referencedTitles(db: Db, changes: HistoryChange[]): Promise<Map<string, string>> {
  const wanted = new Map<string, Set<number>>();
  for (const c of changes) {
    const ref = REFERENCES[c.field];
    if (!ref) continue;
    for (const v of [c.old, c.new]) if (typeof v === 'number') wanted.set(ref.table, (wanted.get(ref.table) ?? new Set()).add(v));
  }
  const titles = new Map<string, string>();
  for (const [table, ids] of wanted) {
    const title = Object.values(REFERENCES).find((r) => r.table === table)!.title;
    const { rows } = (await db.execute(
      sql`select id, ${sql.identifier(title)}::text as title from ${sql.identifier(table)} where id in (${sql.join(
        [...ids].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )) as unknown as { rows: Array<{ id: number; title: string }> };
    for (const r of rows) titles.set(`${table}:${r.id}`, r.title);
  }
  return titles;
}

/** A value as the form shows it: flags as Sim/Não, instants in São Paulo, ids with their titles. */
function shown(field: string, value: unknown, titles: Map<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object' && !Array.isArray(value) && 'sha256' in value) return HISTORY_MESSAGES.longText(Number((value as { length?: unknown }).length));
  if (HISTORY_FLAGS.has(field)) return value ? 'Sim' : 'Não';
  const ref = REFERENCES[field];
  if (ref && typeof value === 'number') {
    const title = titles.get(`${ref.table}:${value}`);
    return title ? `${title} (#${value})` : `#${value} (excluído)`;
  }
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDateTime(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const actor = alias(users, 'history_actor');
const subject = alias(users, 'history_user');

/**
 * Refuses (NOT_FOUND) an id that names nothing: no record now and no history. A deleted record
 * (in the recycle bin, or purged) keeps its history, which stays readable.
 */
export async function assertHistoryExists(db: Db, type: HistoryType, id: number, total: number): Promise<void> {
  if (total > 0) return;
  const { rows } = (await db.execute(sql`select 1 from ${sql.identifier(type)} where id = ${id}`)) as unknown as { rows: unknown[] };
  if (!rows.length) throw new UserError(HISTORY_MESSAGES.notFound, 'NOT_FOUND');
}

/** record_history: one record's entries, newest first, with labels and values as the forms show them. */
export async function historyOf(db: Db, type: HistoryType, id: number, page: number, limit: number) {
  const where = and(eq(recordHistory.record_type, type), eq(recordHistory.record_id, id));
  const [total] = await db.select({ n: count() }).from(recordHistory).where(where);
  const rows = await db
    .select({
      id: recordHistory.id,
      at: recordHistory.at,
      action: recordHistory.action,
      changes: recordHistory.changes,
      user_id: recordHistory.user_id,
      user_name: subject.name,
      actor_id: recordHistory.actor_id,
      actor_name: actor.name,
    })
    .from(recordHistory)
    .leftJoin(subject, eq(subject.id, recordHistory.user_id))
    .leftJoin(actor, eq(actor.id, recordHistory.actor_id))
    .where(where)
    .orderBy(desc(recordHistory.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const titles = await referencedTitles(
    db,
    rows.flatMap((r) => r.changes),
  );
  return {
    total: Number(total?.n ?? 0),
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      who: auditActedBy(r),
      action: r.action,
      action_label: HISTORY_ACTIONS[r.action as keyof typeof HISTORY_ACTIONS] ?? r.action,
      changes: r.changes.map((c) => ({
        field: c.field,
        label: HISTORY_FIELD_LABELS[c.field] ?? c.field,
        old: shown(c.field, c.old, titles),
        new: shown(c.field, c.new, titles),
      })),
    })),
  };
}
