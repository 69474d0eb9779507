import { eq, sql } from 'drizzle-orm';
import { pageViewDay } from '../../db/schema/counters.ts';
import type { Db } from '../../platform/db/client.ts';

/**
 * Page views of logged-in users on a day of the São Paulo calendar (00:00 to 24:00 there), or
 * all of them. Anonymous events are stored but left out: anyone can send them, so they could
 * inflate the figure. Read from the daily counts triggers keep as events arrive (migration 0012;
 * a test compares them with the events).
 */
export async function countPageViews(db: Db, day?: string | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${pageViewDay.n}), 0)::int` })
    .from(pageViewDay)
    .where(day ? eq(pageViewDay.day, day) : undefined);
  return row?.n ?? 0;
}
