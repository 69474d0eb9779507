import { sql } from 'drizzle-orm';
import { pageViewDay } from '../../db/schema/counters.ts';
import type { Db } from '../../platform/db/client.ts';
import { preparedOnce } from '../../platform/db/prepared-shapes.ts';

const dayCounts = (db: Db) =>
  db
    .select({ day: sql<string | null>`${pageViewDay.day}::text`, n: sql<number>`${pageViewDay.n}::int` })
    .from(pageViewDay)
    .where(sql`${pageViewDay.day} = any(${sql.placeholder('days')}::date[])`);
// The dashboard asks on every visit: built and planned once, the days one array.
const perDay = preparedOnce((db, name) => dayCounts(db).prepare(name));
const withTotal = preparedOnce((db, name) =>
  dayCounts(db)
    .unionAll(db.select({ day: sql<string | null>`null`, n: sql<number>`coalesce(sum(${pageViewDay.n}), 0)::int` }).from(pageViewDay))
    .prepare(name),
);

/**
 * Page views of logged-in users on days of the São Paulo calendar (00:00 to 24:00 there), and
 * all of them under the key null, in one statement. Anonymous events are stored but left out:
 * anyone can send them, so they could inflate the figure. Read from the daily counts triggers
 * keep as events arrive (migration 0012; a test compares them with the events).
 */
export async function countPageViews(db: Db, days: Array<string | null>): Promise<Map<string | null, number>> {
  const dated = days.filter((day): day is string => day !== null);
  const rows = await (days.includes(null) ? withTotal : perDay)(db).execute({ days: dated });
  const counts = new Map<string | null, number>(days.map((day) => [day, 0]));
  for (const row of rows) counts.set(row.day, Number(row.n));
  return counts;
}
