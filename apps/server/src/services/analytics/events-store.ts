import { inArray } from 'drizzle-orm';
import { ANALYTICS_MESSAGES, EVENT_ASSET_TYPE, type AnalyticsEventInput } from '@backoffice/domain/schemas/analytics-event';
import { analyticsEvent } from '../../db/schema/analytics.ts';
import { asset } from '../../db/schema/dam.ts';
import type { Db } from '../../platform/db/client.ts';

/**
 * Why an event's asset is refused: a banner click must point at a Banner, a download at a
 * digital content (Media). Returns the message for the first event that fails, with its index.
 */
export async function findWrongAsset(db: Db, events: readonly AnalyticsEventInput[]): Promise<{ index: number; message: string } | null> {
  const ids = [...new Set(events.flatMap((e) => (e.asset_id === null ? [] : [e.asset_id])))];
  if (!ids.length) return null;
  const rows = await db.select({ id: asset.id, module_name: asset.module_name }).from(asset).where(inArray(asset.id, ids));
  const typeOf = new Map(rows.map((r) => [r.id, r.module_name]));
  for (const [index, event] of events.entries()) {
    if (event.kind === 'page_view' || event.asset_id === null) continue;
    if (typeOf.get(event.asset_id) === EVENT_ASSET_TYPE[event.kind]) continue;
    const message = event.kind === 'banner_click' ? ANALYTICS_MESSAGES.bannerNotFound(event.asset_id) : ANALYTICS_MESSAGES.mediaNotFound(event.asset_id);
    return { index, message };
  }
  return null;
}

/** Stores the events of one request in one statement: all of them or none. */
export async function storeEvents(db: Db, userId: number | null, events: readonly AnalyticsEventInput[]): Promise<number> {
  const rows = await db
    .insert(analyticsEvent)
    .values(events.map((e) => ({ kind: e.kind, path: e.path, asset_id: e.asset_id, occurred_at: e.occurred_at, user_id: userId })))
    .returning({ id: analyticsEvent.id });
  return rows.length;
}
