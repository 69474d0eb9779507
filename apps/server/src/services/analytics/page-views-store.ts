import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { analyticsEvent } from '../../db/schema/analytics.ts';
import type { Db } from '../../platform/db/client.ts';
import { BUSINESS_TIME_ZONE } from '@backoffice/domain/dates';

/** Midnight starting a São Paulo calendar day (YYYY-MM-DD) + `days`, as a timestamptz. */
const dayStart = (day: string, days: number) => sql`((${day}::date + ${days}::int)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

/**
 * Page views of logged-in users on a day of the São Paulo calendar (00:00 to 24:00 there), or
 * all of them. Anonymous events are stored but left out: anyone can send them, so they could
 * inflate the figure.
 */
export async function countPageViews(db: Db, day?: string | null): Promise<number> {
  const range = day ? and(gte(analyticsEvent.occurred_at, dayStart(day, 0)), lt(analyticsEvent.occurred_at, dayStart(day, 1))) : undefined;
  const [row] = await db
    .select({ n: count() })
    .from(analyticsEvent)
    .where(and(eq(analyticsEvent.kind, 'page_view'), isNotNull(analyticsEvent.user_id), range));
  return row?.n ?? 0;
}
