import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { TRAIL_MESSAGES } from '@backoffice/domain/schemas/trail';
import { asset } from '../../../db/schema/dam.ts';
import { course, trail, trailItem } from '../../../db/schema/lms.ts';
import { createTestApp, errorCode, errorMessage, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';

const ITEM = 'id trail_id item_id item_type ordernum title';
const Q = {
  items: `query ($trail_id: Int!) { trailitems(trail_id: $trail_id) { ${ITEM} } }`,
  courses: `query ($trail_id: Int!) { trailhascourse(trail_id: $trail_id) { trail_id course_id ordernum title } }`,
  assets: `query ($trail_id: Int!) { trailhasasset(trail_id: $trail_id) { trail_id asset_id ordernum title } }`,
  byItem: `query ($item_id: Int!, $type_content: String!) { trailsByItem(item_id: $item_id, type_content: $type_content, list: true) { id title } }`,
  addCourse: `mutation ($course_id: Int!, $trail_id: Int!) { createTrailHasCourse(course_id: $course_id, trail_id: $trail_id) { course_id ordernum title } }`,
  removeCourse: `mutation ($course_id: Int!, $trail_id: Int!) { deleteTrailHasCourse(course_id: $course_id, trail_id: $trail_id) }`,
  addAsset: `mutation ($asset_id: Int!, $trail_id: Int!) { createTrailHasAsset(asset_id: $asset_id, trail_id: $trail_id) { asset_id ordernum title } }`,
  removeAsset: `mutation ($asset_id: Int!, $trail_id: Int!) { deleteTrailHasAsset(asset_id: $asset_id, trail_id: $trail_id) }`,
  addItem: `mutation ($item_id: Int!, $item_type: String!, $trail_id: Int!) { createTrailItems(item_id: $item_id, item_type: $item_type, trail_id: $trail_id) { ${ITEM} } }`,
  removeItem: `mutation ($item_id: Int!, $item_type: String!, $trail_id: Int!) { deleteTrailItems(item_id: $item_id, item_type: $item_type, trail_id: $trail_id) }`,
  move: `mutation ($item_id: Int!, $item_type: String!, $trail_id: Int!, $ordernum: Int!) {
    updateOrderTrailItems(item_id: $item_id, item_type: $item_type, trail_id: $trail_id, ordernum: $ordernum) { ${ITEM} } }`,
  reorder: `mutation ($trail_id: Int!, $items: [TrailItemOrder!]!) { reorderTrailItems(trail_id: $trail_id, items: $items) { ${ITEM} } }`,
};

let t: TestApp;
let admin: TestUser & { token: string };
let outsider: TestUser & { token: string };
let trailId: number;
const courses: number[] = [];
const assets: number[] = [];
let presentialId: number;
let bannerId: number;

const call = (query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) => t.gql('lms', query, variables, token ?? undefined);

function expectRefused(body: GqlBody, code: string, message?: string) {
  expect(errorCode(body), JSON.stringify(body)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
}

/** The trail's items as (type:id) in stored order, and their positions. */
async function stored(id = trailId) {
  const rows = await t.db.select().from(trailItem).where(eq(trailItem.trail_id, id)).orderBy(asc(trailItem.ordernum), asc(trailItem.id));
  return { keys: rows.map((r) => `${r.item_type}:${r.item_id}`), positions: rows.map((r) => r.ordernum) };
}

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  outsider = await t.signIn(await t.createProfile({ modules: ['Course', 'Media'] }));
  const c = await t.db
    .insert(course)
    .values([1, 2, 3].map((i) => ({ type: 'online', title: `Curso ${i}` })))
    .returning({ id: course.id });
  courses.push(...c.map((r) => r.id));
  [{ id: presentialId }] = await t.db.insert(course).values({ type: 'presential', title: 'Presencial' }).returning({ id: course.id });
  const a = await t.db
    .insert(asset)
    .values([1, 2].map((i) => ({ module_name: 'Media', title: `Conteúdo ${i}` })))
    .returning({ id: asset.id });
  assets.push(...a.map((r) => r.id));
  [{ id: bannerId }] = await t.db.insert(asset).values({ module_name: 'Banner', title: 'Banner' }).returning({ id: asset.id });
}, 60_000);

beforeEach(async () => {
  [{ id: trailId }] = await t.db.insert(trail).values({ title: 'Trilha de itens' }).returning({ id: trail.id });
});

afterAll(() => t?.close());

async function fill() {
  for (const id of courses) await call(Q.addCourse, { course_id: id, trail_id: trailId });
  for (const id of assets) await call(Q.addAsset, { asset_id: id, trail_id: trailId });
}

describe('adding and removing courses and contents', () => {
  it('appends each at n+1, lists them by kind and in order, and finds the trails of an item', async () => {
    const first = await call(Q.addCourse, { course_id: courses[0], trail_id: trailId });
    expect(first.data!.createTrailHasCourse).toEqual({ course_id: courses[0], ordernum: 1, title: 'Curso 1' });
    const second = await call(Q.addAsset, { asset_id: assets[0], trail_id: trailId });
    expect(second.data!.createTrailHasAsset).toEqual({ asset_id: assets[0], ordernum: 2, title: 'Conteúdo 1' });
    // Adding it again changes nothing.
    expect((await call(Q.addCourse, { course_id: courses[0], trail_id: trailId })).data!.createTrailHasCourse).toMatchObject({ ordernum: 1 });
    const added = await call(Q.addItem, { item_id: courses[1], item_type: 'course', trail_id: trailId });
    expect(added.data!.createTrailItems).toMatchObject({ item_type: 'course', item_id: courses[1], ordernum: 3, title: 'Curso 2' });

    const items = (await call(Q.items, { trail_id: trailId })).data!.trailitems as Array<{ title: string; ordernum: number }>;
    expect(items.map((i) => [i.ordernum, i.title])).toEqual([
      [1, 'Curso 1'],
      [2, 'Conteúdo 1'],
      [3, 'Curso 2'],
    ]);
    expect((await call(Q.courses, { trail_id: trailId })).data!.trailhascourse).toEqual([
      { trail_id: trailId, course_id: courses[0], ordernum: 1, title: 'Curso 1' },
      { trail_id: trailId, course_id: courses[1], ordernum: 3, title: 'Curso 2' },
    ]);
    expect((await call(Q.assets, { trail_id: trailId })).data!.trailhasasset).toEqual([
      { trail_id: trailId, asset_id: assets[0], ordernum: 2, title: 'Conteúdo 1' },
    ]);
    const trails = (await call(Q.byItem, { item_id: assets[0], type_content: 'asset' })).data!.trailsByItem as Array<{ id: number }>;
    expect(trails.map((r) => r.id)).toContain(trailId);
  });

  it('removes link and item at once and numbers the rest 1..n', async () => {
    await fill();
    expect((await call(Q.removeCourse, { course_id: courses[0], trail_id: trailId })).data!.deleteTrailHasCourse).toBe(true);
    expect((await call(Q.removeAsset, { asset_id: assets[0], trail_id: trailId })).data!.deleteTrailHasAsset).toBe(true);
    expect((await call(Q.removeItem, { item_id: courses[2], item_type: 'course', trail_id: trailId })).data!.deleteTrailItems).toBe(true);
    expect((await call(Q.removeItem, { item_id: courses[2], item_type: 'course', trail_id: trailId })).data!.deleteTrailItems).toBe(false);
    expect(await stored()).toEqual({ keys: [`course:${courses[1]}`, `asset:${assets[1]}`], positions: [1, 2] });
  });

  it('refuses a presential course, a content of another module, an unknown trail and a bad type', async () => {
    expectRefused(await call(Q.addCourse, { course_id: presentialId, trail_id: trailId }), 'NOT_FOUND', TRAIL_MESSAGES.courseNotFound);
    expectRefused(await call(Q.addAsset, { asset_id: bannerId, trail_id: trailId }), 'NOT_FOUND', TRAIL_MESSAGES.assetNotFound);
    expectRefused(await call(Q.addCourse, { course_id: courses[0], trail_id: 999999 }), 'NOT_FOUND', TRAIL_MESSAGES.notFound);
    expectRefused(await call(Q.addItem, { item_id: courses[0], item_type: 'video', trail_id: trailId }), 'BAD_USER_INPUT', TRAIL_MESSAGES.itemType);
    expect((await stored()).keys).toEqual([]);
  });

  it('refuses every item operation without the Trail module', async () => {
    const args = { trail_id: trailId, item_id: courses[0], item_type: 'course' };
    expectRefused(await call(Q.items, { trail_id: trailId }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.courses, { trail_id: trailId }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.assets, { trail_id: trailId }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.addCourse, { course_id: courses[0], trail_id: trailId }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.removeCourse, { course_id: courses[0], trail_id: trailId }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.addAsset, { asset_id: assets[0], trail_id: trailId }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.removeAsset, { asset_id: assets[0], trail_id: trailId }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.addItem, args, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.removeItem, args, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.move, { ...args, ordernum: 1 }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.reorder, { trail_id: trailId, items: [] }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.items, { trail_id: trailId }, null), 'UNAUTHENTICATED');
  });
});

describe('ordering', () => {
  const ref = (key: string) => ({ item_type: key.split(':')[0], item_id: Number(key.split(':')[1]) });

  it('reorderTrailItems stores the whole new order at once', async () => {
    await fill();
    const wanted = [...(await stored()).keys].reverse();
    const body = await call(Q.reorder, { trail_id: trailId, items: wanted.map(ref) });
    expect((body.data!.reorderTrailItems as Array<{ ordernum: number }>).map((i) => i.ordernum)).toEqual(oneToN(5));
    expect(await stored()).toEqual({ keys: wanted, positions: oneToN(5) });
  });

  it('refuses an order that misses, repeats or adds an item, changing nothing', async () => {
    await fill();
    const before = await stored();
    const keys = before.keys;
    for (const items of [keys.slice(1), [...keys.slice(1), keys[1]], [...keys, `course:${presentialId}`], [...keys.slice(1), `course:${presentialId}`]]) {
      expectRefused(await call(Q.reorder, { trail_id: trailId, items: items.map(ref) }), 'CONFLICT', TRAIL_MESSAGES.orderMismatch);
    }
    expect(await stored()).toEqual(before);
  });

  it('updateOrderTrailItems moves one item and shifts the others, keeping 1..n', async () => {
    await fill();
    const keys = (await stored()).keys;
    const moved = await call(Q.move, { ...ref(keys[4]), trail_id: trailId, ordernum: 1 });
    expect(moved.data!.updateOrderTrailItems).toMatchObject({ ordernum: 1 });
    expect(await stored()).toEqual({ keys: [keys[4], ...keys.slice(0, 4)], positions: oneToN(5) });
    // The spec's client sends every item's new number one call at a time: the result is still 1..n.
    const target = [keys[2], keys[0], keys[4], keys[3], keys[1]];
    for (const [i, key] of target.entries()) await call(Q.move, { ...ref(key), trail_id: trailId, ordernum: i + 1 });
    expect(await stored()).toEqual({ keys: target, positions: oneToN(5) });
    expectRefused(await call(Q.move, { ...ref(keys[0]), trail_id: trailId, ordernum: 6 }), 'BAD_USER_INPUT', TRAIL_MESSAGES.invalidPosition);
    expectRefused(await call(Q.move, { ...ref(`course:${presentialId}`), trail_id: trailId, ordernum: 1 }), 'NOT_FOUND', TRAIL_MESSAGES.itemNotInTrail);
  });

  it('two admins reordering at once: one order wins whole, never duplicate or missing positions', async () => {
    await fill();
    const keys = (await stored()).keys;
    const a = [...keys].reverse();
    const b = [keys[1], keys[3], keys[0], keys[4], keys[2]];
    const [ra, rb] = await Promise.all([call(Q.reorder, { trail_id: trailId, items: a.map(ref) }), call(Q.reorder, { trail_id: trailId, items: b.map(ref) })]);
    expect(ra.errors).toBeUndefined();
    expect(rb.errors).toBeUndefined();
    const after = await stored();
    expect(after.positions).toEqual(oneToN(5));
    expect([a, b]).toContainEqual(after.keys);
  });

  it('a reorder racing with an addition and a removal leaves 1..n', async () => {
    await fill();
    const keys = (await stored()).keys;
    const results = await Promise.all([
      call(Q.reorder, { trail_id: trailId, items: [...keys].reverse().map(ref) }),
      call(Q.removeCourse, { course_id: courses[1], trail_id: trailId }),
      call(Q.move, { ...ref(keys[4]), trail_id: trailId, ordernum: 2 }),
    ]);
    // The reorder may be refused if the removal went first (its list is then stale); nothing else fails.
    for (const body of results.slice(1)) expect(body.errors).toBeUndefined();
    const after = await stored();
    expect(after.keys).toHaveLength(4);
    expect(after.positions).toEqual(oneToN(4));
  });
});
