import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { saveRecord, type AuditedTable } from '../db/record.ts';
import type { BulkAct } from './bulk-target.ts';

/** activate and deactivate of a table with an `active` flag (1 or 0), saved as a form's save is (audit columns, constraints). */
export function activationActs(table: AuditedTable & { active: PgColumn }, notFound: string): { activate: BulkAct; deactivate: BulkAct } {
  const setActive =
    (active: 0 | 1): BulkAct =>
    ({ db }, user, id) =>
      saveRecord(db, {
        table,
        user,
        id,
        load: async (tx, key) => (await tx.select({ id: table.id }).from(table).where(eq(table.id, key)))[0],
        notFound,
        values: { active } as never,
      });
  return { activate: setActive(1), deactivate: setActive(0) };
}
