import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { trail, trailItem } from '../../../db/schema/lms.ts';
import { createTestApp, errorCode, errorMessage, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { TRAILS_BY_ITEM_MESSAGES } from './trails-by-item-schema.ts';

const Q = `query ($item_id: Int!, $type_content: String!) { trailsByItem(item_id: $item_id, type_content: $type_content) { id title } }`;

let t: TestApp;
let admin: TestUser & { token: string };
let trailIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  const rows = await t.db
    .insert(trail)
    .values([{ title: 'Trilha A' }, { title: 'Trilha B' }, { title: 'Trilha C' }])
    .returning({ id: trail.id });
  trailIds = rows.map((r) => r.id);
  await t.db.insert(trailItem).values([
    { trail_id: trailIds[1], item_id: 10, item_type: 'asset', ordernum: 1 },
    { trail_id: trailIds[0], item_id: 10, item_type: 'asset', ordernum: 2 },
    { trail_id: trailIds[2], item_id: 10, item_type: 'course', ordernum: 1 },
  ]);
});
afterAll(() => t?.close());

describe('trailsByItem', () => {
  it('lists the trails holding an asset or a course, by trail id', async () => {
    const assets = await t.gql('lms', Q, { item_id: 10, type_content: 'asset' }, admin.token);
    expect(assets).toEqual({
      data: {
        trailsByItem: [
          { id: trailIds[0], title: 'Trilha A' },
          { id: trailIds[1], title: 'Trilha B' },
        ],
      },
    });
    const courses = await t.gql('lms', Q, { item_id: 10, type_content: 'course' }, admin.token);
    expect(courses.data.trailsByItem).toEqual([{ id: trailIds[2], title: 'Trilha C' }]);
    expect((await t.gql('lms', Q, { item_id: 11, type_content: 'asset' }, admin.token)).data.trailsByItem).toEqual([]);
  });

  it('answers the Media, Course and Trail modules', async () => {
    for (const module of ['Media', 'Course', 'Trail'] as const) {
      const user = await t.signIn(await t.createProfile({ modules: [module] }));
      const body = await t.gql('lms', Q, { item_id: 10, type_content: 'asset' }, user.token);
      expect(body.data.trailsByItem, module).toHaveLength(2);
    }
  });

  it('refuses an unknown item type, other modules and anonymous callers', async () => {
    const bad = await t.gql('lms', Q, { item_id: 10, type_content: 'trail' }, admin.token);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(errorMessage(bad)).toBe(TRAILS_BY_ITEM_MESSAGES.type);
    expect(bad.data?.trailsByItem ?? null).toBeNull();
    const outsider = await t.signIn(await t.createProfile({ modules: ['Banner', 'Category'] }));
    const forbidden = await t.gql('lms', Q, { item_id: 10, type_content: 'asset' }, outsider.token);
    expect(errorCode(forbidden)).toBe('FORBIDDEN');
    expect(forbidden.data).toBeNull();
    const anonymous = await t.gql('lms', Q, { item_id: 10, type_content: 'asset' });
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
    expect(anonymous.data).toBeNull();
  });
});
