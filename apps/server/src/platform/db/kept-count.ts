import { eq } from 'drizzle-orm';
import { rowCount } from '../../db/schema/counters.ts';
import type { Db } from './client.ts';

/**
 * A count triggers keep in row_count (migrations 0012 and 0015): `users`, `course:online`,
 * `asset:Media:1`. A per-value count no row has yet is 0.
 */
export async function keptCount(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ n: rowCount.n }).from(rowCount).where(eq(rowCount.key, key));
  return row?.n ?? 0;
}

/** The key of a count per value of one or more columns: `course:online:1`; a value not given leaves its column out. */
export const countKey = (table: string, ...values: Array<string | number | null | undefined>) => {
  const given = values.filter((v) => v !== null && v !== undefined);
  return [table, ...given].join(':');
};
