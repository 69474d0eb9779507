import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@backoffice/domain/constants';
import { UserError } from '../errors.ts';
import type { Db } from './client.ts';

/** A table whose rows carry an id and the audit column updated_at (db/schema/audit.ts). */
type VersionedTable = PgTable & { id: PgColumn; updated_at: PgColumn };

/**
 * Refuses a save built on an older version of the record: two admins editing the same record
 * would otherwise overwrite each other silently. `expected` is the updated_at the form loaded;
 * without it (clients written against the spec) nothing is checked.
 *
 * Call it inside the save's transaction, before the update: the row lock makes a concurrent
 * save wait and then read the version this one writes. The instants are compared at the
 * millisecond: rows written through updatedBy hold JS Dates, and a defaultNow() row's extra
 * microseconds are dropped alike when the driver reads it for the form and here. A missing row
 * passes: the caller reports it in its own words.
 */
export async function assertUnchangedSince(tx: Db, table: VersionedTable, id: number, expected: string | null | undefined): Promise<void> {
  if (!expected) return;
  const [row] = await tx.select({ updated_at: table.updated_at }).from(table).where(eq(table.id, id)).for('update');
  if (!row) return;
  if ((row.updated_at as Date).getTime() !== Date.parse(expected)) throw new UserError(MESSAGES.staleRecord, 'CONFLICT');
}
