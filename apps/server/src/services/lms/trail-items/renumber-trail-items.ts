import { inArray, sql } from 'drizzle-orm';
import { trailItem } from '../../../db/schema/lms.ts';
import type { Db } from '../../../platform/db/client.ts';

/**
 * Numbers the items of these trails 1..n again, keeping their order, after some were removed
 * (a deleted course or content leaves gaps the drag-and-drop list would show and send back).
 * One statement for all the trails; rows already in place are not rewritten.
 */
export async function renumberTrailItems(db: Db, trailIds: readonly number[]): Promise<void> {
  const ids = [...new Set(trailIds)];
  if (!ids.length) return;
  const ranked = db
    .select({
      id: trailItem.id,
      position: sql<number>`row_number() over (partition by ${trailItem.trail_id} order by ${trailItem.ordernum}, ${trailItem.id})`.as('position'),
    })
    .from(trailItem)
    .where(inArray(trailItem.trail_id, ids))
    .as('ranked');
  await db
    .update(trailItem)
    .set({ ordernum: sql`${ranked.position}` })
    .from(ranked)
    .where(sql`${trailItem.id} = ${ranked.id} and ${trailItem.ordernum} <> ${ranked.position}`);
}
