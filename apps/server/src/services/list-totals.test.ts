import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { seedAllDemo } from '../boot.ts';
import type { ListTotals } from '../platform/db/paged-list.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { countUsers, listUsers } from './account/users/user-store.ts';
import { countCourses, listCourses } from './lms/courses/course-store.ts';

// A list's page and its count asked in one request are read by one statement (ListTotals in
// platform/db/paged-list.ts). Whatever the order of the fields, the search or the page, each count
// must read as when asked alone.

const LISTS = [
  { service: 'account', list: 'users_collections', count: 'users_count', scope: '', text: 'name' },
  { service: 'corretor', list: 'cadastros_collections', count: 'cadastros_count', scope: '', text: 'name' },
  { service: 'parceiro', list: 'cadastros_collections', count: 'cadastros_count', scope: '', text: 'name' },
  { service: 'dam', list: 'assets_collections', count: 'assets_collections_count', scope: 'module_name: "Media"', text: 'title' },
  { service: 'lms', list: 'courses_collections', count: 'courses_count', scope: 'type: "online"', text: 'title' },
  { service: 'lms', list: 'trails_collections_dashboard', count: 'trail_count', scope: '', text: 'title' },
  { service: 'lms', list: 'classroom_collections', count: 'classroom_count', scope: '', text: 'address' },
  { service: 'chat', list: 'chats_collections', count: 'chats_collections_count', scope: '', text: 'title' },
];

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedAllDemo(t.db, t.files);
  ({ token } = await t.signIn(PROFILE_ID.SUPER_ADMIN));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const args = (scope: string, search: string | null, extra = '') =>
  [scope, search === null ? '' : `search: ${JSON.stringify(search)}`, extra].filter(Boolean).join(', ');

describe('a page and its count in one request', () => {
  it.each(LISTS)('$service $list: the count reads as alone, before or after the page, past the last page, and beside another search', async (l) => {
    const run = async (query: string) => {
      const body = await t.gql(l.service, `{ ${query} }`, {}, token);
      expect(body.errors).toBeUndefined();
      return body.data;
    };
    const page = (search: string | null, extra = 'limit: 2, page: 1') => `rows: ${l.list}(${args(l.scope, search, extra)}) { id ${l.text} }`;
    const count = (search: string | null, alias = 'n') => `${alias}: ${l.count}${args(l.scope, search) ? `(${args(l.scope, search)})` : ''}`;

    const first = (await run(page(null, 'limit: 1, page: 1'))).rows[0] as Record<string, string>;
    // A word of the data (three letters, the trigram path of users), one letter, and no search.
    const searches = [null, 'a', first[l.text].slice(0, 3)];
    for (const search of searches) {
      const { n: alone } = await run(count(search));
      const after = await run(`${page(search)} ${count(search)}`);
      expect(after.n, `${search}: after the page`).toBe(alone);
      expect(after.rows.length).toBe(Math.min(2, alone));
      const before = await run(`${count(search)} ${page(search)}`);
      expect(before.n, `${search}: before the page`).toBe(alone);
      // Ordered by name, the second page: the same rows as the page asked alone.
      const byName = 'limit: 3, page: 2, orderby: "name", order: "asc"';
      expect((await run(`${page(search, byName)} ${count(search)}`)).rows, `${search}: by name`).toEqual((await run(page(search, byName))).rows);
      const past = await run(`${page(search, 'limit: 20, page: 9999')} ${count(search)}`);
      expect(past.rows).toEqual([]);
      expect(past.n, `${search}: past the last page`).toBe(alone);
    }
    // The page of one search, the count of another.
    const { n: all } = await run(count(null));
    const crossed = await run(`${page('a')} ${count(null)} ${count('a', 'm')}`);
    expect(crossed.n).toBe(all);
    expect(crossed.m).toBe((await run(count('a'))).n);
  });
});

describe('the count takes the total its page read', () => {
  // A total registered by a page stands for the count's statement: a made-up one shows it is read.
  const madeUp = (totals: ListTotals) => new Map([...totals.keys()].map((key) => [key, Promise.resolve(424242)]));

  it('pagedList (courses): a search and the kept count', async () => {
    for (const search of ['a', null]) {
      const totals: ListTotals = new Map();
      const rows = listCourses(t.db, 'online', { search, limit: 20, page: 1, order: 'desc', orderby: 'id' }, undefined, totals);
      expect(totals.size).toBe(1);
      const [total] = totals.values();
      const fake = madeUp(totals);
      await rows;
      expect(await total).toBe(await countCourses(t.db, 'online', { search }));
      expect(await countCourses(t.db, 'online', { search }, fake)).toBe(424242);
    }
  });

  it('users, searched through their trigram indexes', async () => {
    const totals: ListTotals = new Map();
    const rows = listUsers(t.db, { search: 'ana', limit: 20, page: 1, order: 'desc', orderby: 'id' }, totals);
    expect(totals.size).toBe(1);
    const [total] = totals.values();
    const fake = madeUp(totals);
    await rows;
    expect(await total).toBe(await countUsers(t.db, 'ana'));
    expect(await countUsers(t.db, 'ana', fake)).toBe(424242);
  });

  it('an entry lasts until the resolvers called with it have run: a later operation counts afresh', async () => {
    const totals: ListTotals = new Map();
    await listCourses(t.db, 'online', { search: 'a', limit: 20, page: 1, order: 'desc', orderby: 'id' }, undefined, totals);
    await new Promise((resolve) => setImmediate(resolve));
    expect(totals.size).toBe(0);
  });
});
