import { eq, sql } from 'drizzle-orm';
import { rowCount } from '../../db/schema/counters.ts';
import type { Db } from './client.ts';
import { preparedOnce } from './prepared-shapes.ts';

// Every list's first page shows its count: the statement is built and planned once.
const reading = preparedOnce((db, name) =>
  db
    .select({ n: rowCount.n })
    .from(rowCount)
    .where(eq(rowCount.key, sql.placeholder('key')))
    .prepare(name),
);

/**
 * A count triggers keep in row_count (migrations 0012 and 0015): `users`, `course:online`,
 * `asset:Media:1`. A per-value count no row has yet is 0.
 */
export async function keptCount(db: Db, key: string): Promise<number> {
  const [row] = await reading(db).execute({ key });
  return row?.n ?? 0;
}

/** The same count as an expression, for a statement that reads it beside its rows (a list's page). */
export const keptCountSql = (key: string) => sql<number>`coalesce((select ${rowCount.n} from ${rowCount} where ${rowCount.key} = ${key}), 0)`;

/** The key of a count per value of one or more columns: `course:online:1`; a value not given leaves its column out. */
export const countKey = (table: string, ...values: Array<string | number | null | undefined>) => {
  const given = values.filter((v) => v !== null && v !== undefined);
  return [table, ...given].join(':');
};
