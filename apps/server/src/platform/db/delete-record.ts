import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@backoffice/domain/audit';
import type { BinType } from '@backoffice/domain/recycle-bin';
import { storedFile } from '../../db/schema/files.ts';
import { intoBin } from '../bin/bin-capture.ts';
import { recordAudit } from '../audit-log.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { UserError } from '../errors.ts';
import type { Db } from './client.ts';
import { withConstraintMessages } from './constraint-errors.ts';

/** Rows of a table that hang on the record: [table, condition]. */
export type ChildRows = readonly [PgTable, SQL | undefined];

/** Refuses (CONFLICT, with `message`) while any of these tables holds a row that hangs on the record. */
export async function assertNoChildren(db: Db, message: string, children: readonly ChildRows[]): Promise<void> {
  for (const [table, where] of children) {
    const [row] = await db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(1);
    if (row) throw new UserError(message, 'CONFLICT');
  }
}

export interface DeleteRecord<TCurrent> {
  table: PgTable & { id: PgColumn };
  id: number;
  /** The record as the checks and the caller need it; null when missing (or throws its own refusal). */
  load: (tx: Db, id: number) => Promise<TCurrent | null | undefined>;
  notFound: string;
  /** Refusals before the children are looked at (reserved records, rights). */
  check?: (tx: Db, current: TCurrent) => PromiseLike<unknown>;
  /** The children-exist message: given while `children` holds a row, or when a foreign key refuses. */
  childrenExist?: string;
  children?: (current: TCurrent) => readonly ChildRows[];
  /** Rows without a foreign key that go with the record (segmentation, mirrored values). */
  before?: (tx: Db, current: TCurrent) => PromiseLike<unknown>;
  /** The audit entry of the deletion (deletions of this kind are audited); none without a user. */
  audit?: { user: CurrentUser | null; action: AuditAction; kind: string; details?: (current: TCurrent) => Record<string, unknown> };
  /**
   * The recycle bin: the record and every row that goes with it are kept there, restorable, until
   * the purge. `files`: the stored files it owns, whose rows go with it; their bytes stay in
   * storage until the purge removes them.
   */
  bin?: {
    type: BinType | ((current: TCurrent) => BinType);
    title: (current: TCurrent) => string;
    user: CurrentUser | null;
    files?: (current: TCurrent) => ReadonlyArray<number | null | undefined>;
  };
}

/**
 * deleteXxx in one transaction: the row locked (a child created meanwhile waits, then meets
 * the foreign key), load (NOT_FOUND), the store's checks, the children check, then the
 * deletion (into the recycle bin, with `bin`) and its audit entry. Returns what load gave.
 */
export function deleteRecord<TCurrent>(db: Db, remove: DeleteRecord<TCurrent>): Promise<TCurrent> {
  const { table, id, audit } = remove;
  return withConstraintMessages({ foreignKey: remove.childrenExist }, () =>
    db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
      const current = (locked && (await remove.load(tx, id))) ?? null;
      if (current === null) throw new UserError(remove.notFound, 'NOT_FOUND');
      await remove.check?.(tx, current);
      if (remove.children) await assertNoChildren(tx, remove.childrenExist!, remove.children(current));
      const deletion = async () => {
        await remove.before?.(tx, current);
        await tx.delete(table).where(eq(table.id, id));
        const fileIds = (remove.bin?.files?.(current) ?? []).filter((f): f is number => Boolean(f));
        if (fileIds.length) await tx.delete(storedFile).where(inArray(storedFile.id, fileIds));
      };
      const { bin } = remove;
      if (bin) {
        const type = typeof bin.type === 'function' ? bin.type(current) : bin.type;
        await intoBin(tx, { type, recordId: id, title: bin.title(current), user: bin.user }, deletion);
      } else await deletion();
      if (audit?.user) {
        await recordAudit(tx, { action: audit.action, user: audit.user, target: { kind: audit.kind, id }, details: audit.details?.(current) });
      }
      return current;
    }),
  );
}
