import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { BulkAction } from '@backoffice/domain/bulk';
import { UserError } from '../errors.ts';
import type { BulkAct } from './bulk-target.ts';

type Acts = Partial<Record<BulkAction, BulkAct>>;

/**
 * The acts of a list that holds some rows of a shared table (the assets of one type, the contents
 * of one CMS list), refusing as not found a record of another list: a selection names ids, and
 * another list may answer to a module the caller lacks, which the kind's module check never saw.
 */
export function actsWithin(table: PgTable & { id: PgColumn }, list: SQL, notFound: string, acts: Acts): Acts {
  const within =
    (act: BulkAct): BulkAct =>
    async (deps, user, id, params) => {
      const [row] = await deps.db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), list))
        .limit(1);
      if (!row) throw new UserError(notFound, 'NOT_FOUND');
      return act(deps, user, id, params);
    };
  return Object.fromEntries(Object.entries(acts).map(([action, act]) => [action, within(act)]));
}
