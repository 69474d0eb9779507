import { and, asc, eq, sql } from 'drizzle-orm';
import { TRAIL_MESSAGES, type TrailItemType } from '@backoffice/domain/schemas/trail';
import { asset } from '../../../db/schema/dam.ts';
import { course, trail, trailItem } from '../../../db/schema/lms.ts';
import { createdBy } from '../../../platform/audit.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';
import { renumberTrailItems } from '../trail-items/renumber-trail-items.ts';
import { writeHistory } from '../../../platform/history/record-history.ts';

/**
 * A trail's items (online courses and digital contents of /Dam/Media) and their order. There is
 * no separate course or asset link table: the item row is the link, so adding or removing a
 * course or content is one row. Every write locks the trail's row first, so two admins editing
 * the same trail take turns and the positions stay 1..n without gaps or duplicates.
 */

export interface ItemRef {
  item_id: number;
  item_type: TrailItemType;
}

/** What each item type may point at: online courses, and the digital contents (module Media). */
const ITEM_SOURCES = {
  course: { table: course, id: course.id, title: course.title, where: eq(course.type, 'online'), missing: TRAIL_MESSAGES.courseNotFound },
  asset: { table: asset, id: asset.id, title: asset.title, where: eq(asset.module_name, 'Media'), missing: TRAIL_MESSAGES.assetNotFound },
} as const;

const itemTitle = sql<string>`coalesce(
  (select ${course.title} from ${course} where ${trailItem.item_type} = 'course' and ${course.id} = ${trailItem.item_id}),
  (select ${asset.title} from ${asset} where ${trailItem.item_type} = 'asset' and ${asset.id} = ${trailItem.item_id}),
  '')`;

const itemColumns = {
  id: trailItem.id,
  trail_id: trailItem.trail_id,
  item_id: trailItem.item_id,
  item_type: trailItem.item_type,
  ordernum: trailItem.ordernum,
  title: itemTitle,
};

/** trailitems: the trail's items in their order, with the title of what each points at. */
export function itemsOf(db: Db, trailId: number, type?: TrailItemType) {
  return db
    .select(itemColumns)
    .from(trailItem)
    .where(and(eq(trailItem.trail_id, trailId), type ? eq(trailItem.item_type, type) : undefined))
    .orderBy(asc(trailItem.ordernum), asc(trailItem.id));
}

/** Locks the trail's row for the rest of the transaction; NOT_FOUND when there is none. */
async function lockTrail(tx: Db, trailId: number): Promise<void> {
  const [row] = await tx.select({ id: trail.id }).from(trail).where(eq(trail.id, trailId)).for('update');
  if (!row) throw new UserError(TRAIL_MESSAGES.notFound, 'NOT_FOUND');
}

/**
 * The course or content exists; its row stays locked (key share) until the item is written, so a
 * deletion running meanwhile (which locks the row for update) either waits and then sees the item,
 * or ends first and the item is refused: never an item pointing at nothing.
 */
async function assertItemExists(tx: Db, ref: ItemRef): Promise<void> {
  const source = ITEM_SOURCES[ref.item_type];
  const [row] = await tx
    .select({ id: source.id })
    .from(source.table)
    .where(and(eq(source.id, ref.item_id), source.where))
    .for('key share');
  if (!row) throw new UserError(source.missing, 'NOT_FOUND');
}

const refWhere = (trailId: number, ref: ItemRef) =>
  and(eq(trailItem.trail_id, trailId), eq(trailItem.item_type, ref.item_type), eq(trailItem.item_id, ref.item_id));

async function itemRow(db: Db, trailId: number, ref: ItemRef) {
  const [row] = await db.select(itemColumns).from(trailItem).where(refWhere(trailId, ref));
  return row;
}

/** An item added to or removed from the trail, in the trail's history ('Curso X adicionado'). */
const itemHistory = (tx: Db, user: CurrentUser, trailId: number, ref: ItemRef, action: 'link' | 'unlink') =>
  writeHistory(tx, {
    type: 'trail',
    id: trailId,
    user,
    action,
    changes: [
      {
        field: ref.item_type === 'course' ? 'course_id' : 'asset_id',
        old: action === 'link' ? null : ref.item_id,
        new: action === 'link' ? ref.item_id : null,
      },
    ],
  });

/** A new order of the trail's items, in its history: the items before and after, as 'course:1'. */
type Keyed = { item_type: string; item_id: number };
const orderHistory = (tx: Db, user: CurrentUser, trailId: number, before: readonly Keyed[], after: readonly Keyed[]) =>
  writeHistory(tx, {
    type: 'trail',
    id: trailId,
    user,
    action: 'reorder',
    changes: before.map(keyOf).join() === after.map(keyOf).join() ? [] : [{ field: 'items', old: before.map(keyOf), new: after.map(keyOf) }],
  });

/**
 * Adds the course or content to the trail as its last item (position n+1). Adding one the trail
 * already holds changes nothing and returns it where it is.
 */
export function addItem(db: Db, user: CurrentUser, trailId: number, ref: ItemRef) {
  return db.transaction(async (tx) => {
    await lockTrail(tx, trailId);
    await assertItemExists(tx, ref);
    const next = sql<number>`(select coalesce(max(${trailItem.ordernum}), 0) + 1 from ${trailItem} where ${trailItem.trail_id} = ${trailId})`;
    const added = await tx
      .insert(trailItem)
      .values({ trail_id: trailId, item_id: ref.item_id, item_type: ref.item_type, ordernum: next, ...createdBy(user) })
      .onConflictDoNothing()
      .returning({ id: trailItem.id });
    if (added.length) await itemHistory(tx, user, trailId, ref, 'link');
    return (await itemRow(tx, trailId, ref))!;
  });
}

/** Removes the item from the trail and numbers the others 1..n again; false when it was not there. */
export function removeItem(db: Db, user: CurrentUser, trailId: number, ref: ItemRef): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockTrail(tx, trailId);
    const removed = await tx.delete(trailItem).where(refWhere(trailId, ref)).returning({ id: trailItem.id });
    if (!removed.length) return false;
    await renumberTrailItems(tx, [trailId]);
    await itemHistory(tx, user, trailId, ref, 'unlink');
    return true;
  });
}

/** Writes positions 1..n for the item ids in this order, in one statement; rows in place are left alone. */
async function writeOrder(tx: Db, orderedIds: readonly number[]): Promise<void> {
  if (!orderedIds.length) return;
  await tx.execute(sql`
    update ${trailItem} set ordernum = v.pos::int
    from jsonb_array_elements_text(${JSON.stringify(orderedIds)}::jsonb) with ordinality as v(id, pos)
    where ${trailItem.id} = v.id::int and ${trailItem.ordernum} <> v.pos::int`);
}

const keyOf = (ref: { item_type: string; item_id: number }) => `${ref.item_type}:${ref.item_id}`;

/**
 * reorderTrailItems: the trail's whole new order in one transaction. Refused unless it lists
 * every current item exactly once (an order made from a stale screen would otherwise drop or
 * duplicate items).
 */
export function reorderItems(db: Db, user: CurrentUser, trailId: number, order: readonly ItemRef[]) {
  return db.transaction(async (tx) => {
    await lockTrail(tx, trailId);
    const current = await itemsOf(tx, trailId);
    const idByKey = new Map(current.map((item) => [keyOf(item), item.id]));
    const orderedIds = order.map((ref) => idByKey.get(keyOf(ref)));
    if (order.length !== current.length || new Set(order.map(keyOf)).size !== order.length || orderedIds.some((id) => id === undefined)) {
      throw new UserError(TRAIL_MESSAGES.orderMismatch, 'CONFLICT');
    }
    await writeOrder(tx, orderedIds as number[]);
    await orderHistory(tx, user, trailId, current, order);
    return itemsOf(tx, trailId);
  });
}

/**
 * updateOrderTrailItems (the spec's one call per item): moves one item to a position and shifts
 * the items between, so the positions stay 1..n whatever order the calls arrive in.
 */
export function moveItem(db: Db, user: CurrentUser, trailId: number, ref: ItemRef, position: number) {
  return db.transaction(async (tx) => {
    await lockTrail(tx, trailId);
    const current = await itemsOf(tx, trailId);
    const from = current.findIndex((item) => keyOf(item) === keyOf(ref));
    if (from < 0) throw new UserError(TRAIL_MESSAGES.itemNotInTrail, 'NOT_FOUND');
    if (position < 1 || position > current.length) throw new UserError(TRAIL_MESSAGES.invalidPosition);
    const ids = current.map((item) => item.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(position - 1, 0, moved);
    await writeOrder(tx, ids);
    const byId = new Map(current.map((item) => [item.id, item]));
    await orderHistory(
      tx,
      user,
      trailId,
      current,
      ids.map((id) => byId.get(id)!),
    );
    return (await itemRow(tx, trailId, ref))!;
  });
}
