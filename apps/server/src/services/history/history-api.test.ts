import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { HISTORY_MESSAGES } from '@backoffice/domain/history';
import { users } from '../../db/schema/account.ts';
import { category } from '../../db/schema/dam.ts';
import { recordHistory } from '../../db/schema/history.ts';
import { course, trail, trailItem } from '../../db/schema/lms.ts';
import { seedAllDemo } from '../../boot.ts';
import { changedFields, HISTORY_TEXT_MAX } from '../../platform/history/record-history.ts';
import { createTestApp, expectRefused, type TestApp } from '../../test/test-app.ts';

const HISTORY = `query ($type: String!, $id: Int!, $page: Int) {
  record_history(type: $type, id: $id, page: $page) { total entries { id at who action action_label changes { field label old new } } }
}`;

interface Entry {
  who: string;
  action: string;
  action_label: string;
  changes: Array<{ field: string; label: string; old: string; new: string }>;
}

let t: TestApp;
let superToken: string;
let superName: string;
let marketingToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedAllDemo(t.db, t.files);
  ({ token: superToken, name: superName } = await t.signIn(PROFILE_ID.SUPER_ADMIN, { name: 'Ana Histórico' }));
  ({ token: marketingToken } = await t.signIn(await t.createProfile({ title: 'Marketing', modules: ['Media', 'Banner', 'Testimony', 'Category'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function historyOf(type: string, id: number, token = superToken): Promise<{ total: number; entries: Entry[] }> {
  const body = await t.gql('history', HISTORY, { type, id }, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.record_history;
}

async function gql(service: string, query: string, variables: Record<string, unknown>) {
  const body = await t.gql(service, query, variables, superToken);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

describe('record_history', () => {
  it('records a creation and each field an edit changed, with labels and values as the form shows them', async () => {
    const created = await gql('dam', `mutation ($input: CategoryInput!) { createOrUpdateCategory(input: $input) { id updated_at } }`, {
      input: { title: 'Seguros de vida', parent_id: 0, ordernum: 1, active: 1, hide_courses: 0, hide_trails: 0, hide_assets: 0 },
    });
    const id = created.createOrUpdateCategory.id as number;
    await gql('dam', `mutation ($id: Int, $input: CategoryInput!) { createOrUpdateCategory(id: $id, input: $input) { id } }`, {
      id,
      input: { title: 'Seguros de vida e previdência', parent_id: 0, ordernum: 1, active: 0, hide_courses: 0, hide_trails: 0, hide_assets: 0 },
    });
    const { total, entries } = await historyOf('category', id);
    expect(total).toBe(2);
    expect(entries[0]).toMatchObject({ who: `${superName} (#${await userId(superName)})`, action: 'update', action_label: 'Alteração' });
    expect(entries[0]!.changes).toEqual([
      { field: 'title', label: 'Título', old: 'Seguros de vida', new: 'Seguros de vida e previdência' },
      { field: 'active', label: 'Ativo', old: 'Sim', new: 'Não' },
    ]);
    expect(entries[1]!.action).toBe('create');
    expect(entries[1]!.changes).toContainEqual({ field: 'title', label: 'Título', old: '—', new: 'Seguros de vida' });
    // The audit columns are the entry's who and when, never fields.
    expect(entries.flatMap((e) => e.changes.map((c) => c.field)).filter((f) => /updated|created/.test(f))).toEqual([]);
  });

  it('records a link and an unlink on both records, with the other one by its title', async () => {
    const [c] = await t.db.select({ id: course.id }).from(course).where(eq(course.type, 'online')).orderBy(asc(course.id)).limit(1);
    const [cat] = await t.db.insert(category).values({ title: 'Categoria do histórico', parent_id: 0 }).returning({ id: category.id });
    await gql('lms', `mutation ($c: Int!, $k: Int!) { createCategoryHasCourse(course_id: $c, category_id: $k) { id } }`, { c: c!.id, k: cat!.id });
    await gql('lms', `mutation ($c: Int!, $k: Int!) { deleteCategoryHasCourse(course_id: $c, category_id: $k) }`, { c: c!.id, k: cat!.id });
    const onCourse = (await historyOf('course', c!.id)).entries;
    expect(onCourse.slice(0, 2).map((e) => [e.action_label, e.changes])).toEqual([
      ['Vínculo removido', [{ field: 'category_id', label: 'Categoria', old: `Categoria do histórico (#${cat!.id})`, new: '—' }]],
      ['Vínculo adicionado', [{ field: 'category_id', label: 'Categoria', old: '—', new: `Categoria do histórico (#${cat!.id})` }]],
    ]);
    expect((await historyOf('category', cat!.id)).entries[0]!.changes[0]).toMatchObject({ field: 'course_id', label: 'Curso', new: '—' });
  });

  it("records a trail's new order", async () => {
    const [held] = await t.db
      .select({ trail_id: trailItem.trail_id })
      .from(trailItem)
      .groupBy(trailItem.trail_id)
      .having(sql`count(*) > 1`)
      .limit(1);
    const items = await t.db.select().from(trailItem).where(eq(trailItem.trail_id, held!.trail_id)).orderBy(asc(trailItem.ordernum));
    const reversed = [...items].reverse().map((i) => ({ item_id: i.item_id, item_type: i.item_type }));
    await gql('lms', `mutation ($t: Int!, $items: [TrailItemOrder!]!) { reorderTrailItems(trail_id: $t, items: $items) { id } }`, {
      t: held!.trail_id,
      items: reversed,
    });
    const [entry] = (await historyOf('trail', held!.trail_id)).entries;
    expect(entry).toMatchObject({ action: 'reorder', action_label: 'Nova ordem' });
    expect(entry!.changes[0]).toMatchObject({ field: 'items', label: 'Itens', new: reversed.map((i) => `${i.item_type}:${i.item_id}`).join(', ') });
    expect(await t.db.$count(trail, eq(trail.id, held!.trail_id))).toBe(1);
  });

  it('keeps a long text as its length and fingerprint, not a copy, and shows its length', async () => {
    const long = 'Descrição longa. '.repeat(40);
    expect(long.length).toBeGreaterThan(HISTORY_TEXT_MAX);
    const changes = changedFields({ description: 'curta' }, { description: long });
    expect(changes).toEqual([{ field: 'description', old: 'curta', new: { length: long.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } }]);
    const [c] = await t.db.select({ id: course.id }).from(course).limit(1);
    await t.db.insert(recordHistory).values({ record_type: 'course', record_id: c!.id, action: 'update', changes });
    expect((await historyOf('course', c!.id)).entries[0]!.changes).toEqual([
      { field: 'description', label: 'Descrição', old: 'curta', new: HISTORY_MESSAGES.longText(long.length) },
    ]);
  });

  it("records a user's block, never a password or a token, and is read only with the record's module", async () => {
    const user = await t.createUser({ profileId: null, name: 'Bloqueável' });
    await gql('account', `mutation ($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { id } }`, {
      id: user.id,
      input: { name: user.name, mail: user.mail, uid: user.uid, profile_id: null, is_blocked: 1, blocked_description: 'Saiu da empresa' },
    });
    const [entry] = (await historyOf('users', user.id)).entries;
    expect(entry!.changes).toEqual([
      { field: 'is_blocked', label: 'Bloqueado', old: 'Não', new: 'Sim' },
      { field: 'blocked_description', label: 'Motivo do bloqueio', old: '—', new: 'Saiu da empresa' },
    ]);
    const every = await t.db.select({ changes: recordHistory.changes }).from(recordHistory);
    expect(every.flatMap((r) => r.changes.map((c) => c.field)).filter((f) => /password|token|hash/i.test(f))).toEqual([]);
    const [c] = await t.db.select({ id: course.id }).from(course).limit(1);
    expectRefused(await t.gql('history', HISTORY, { type: 'course', id: c!.id }, marketingToken), 'FORBIDDEN');
    expectRefused(await t.gql('history', HISTORY, { type: 'users', id: user.id }, marketingToken), 'FORBIDDEN');
  });

  it("refuses an id that names no record and has no history, and keeps a deleted record's history readable", async () => {
    expectRefused(await t.gql('history', HISTORY, { type: 'course', id: 999_999 }, superToken), 'NOT_FOUND', HISTORY_MESSAGES.notFound);
    const created = await gql('dam', `mutation ($input: CategoryInput!) { createOrUpdateCategory(input: $input) { id } }`, {
      input: { title: 'Categoria que sai', parent_id: 0, ordernum: 1, active: 1, hide_courses: 0, hide_trails: 0, hide_assets: 0 },
    });
    const id = created.createOrUpdateCategory.id as number;
    await gql('dam', `mutation ($id: Int!) { deleteCategory(id: $id) }`, { id });
    expect((await historyOf('category', id)).entries[0]!.action).toBe('create');
  });
});

async function userId(name: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.name, name));
  return row!.id;
}
