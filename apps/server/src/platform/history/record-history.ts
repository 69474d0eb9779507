import { createHash } from 'node:crypto';
import { recordHistory, type HistoryChange } from '../../db/schema/history.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';

export type HistoryAction = 'create' | 'update' | 'link' | 'unlink' | 'reorder';

/** Columns a history never shows: the audit columns (the entry itself says who and when) and secrets. */
const LEFT_OUT = /^(id|created_at|created_by|created_by_actor|updated_at|updated_by|updated_by_actor)$|password|token|hash|secret/i;

/**
 * Texts longer than this are kept as their length and a SHA-256, not copied whole: a history of a
 * rich description edited a hundred times would otherwise hold a hundred copies of it.
 */
export const HISTORY_TEXT_MAX = 500;

function kept(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > HISTORY_TEXT_MAX) {
    return { length: value.length, sha256: createHash('sha256').update(value).digest('hex') };
  }
  return value ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(kept(a)) === JSON.stringify(kept(b));

/** The fields that differ between a row before and after a save (before null: a new record). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): HistoryChange[] {
  return Object.keys(after)
    .filter((field) => !LEFT_OUT.test(field) && !same(before?.[field] ?? null, after[field]))
    .map((field) => ({ field, old: kept(before?.[field] ?? null), new: kept(after[field]) }));
}

/** One entry of a record's history, in the caller's transaction; nothing when nothing changed. */
export async function writeHistory(
  tx: Db,
  entry: { type: string; id: number; user: CurrentUser | null; action: HistoryAction; changes: HistoryChange[] },
): Promise<void> {
  if (!entry.changes.length) return;
  await tx.insert(recordHistory).values({
    record_type: entry.type,
    record_id: entry.id,
    user_id: entry.user?.id ?? null,
    actor_id: entry.user?.impersonated_by?.id ?? entry.user?.id ?? null,
    action: entry.action,
    changes: entry.changes,
  });
}
