import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { TRAIL_MESSAGES } from '@backoffice/domain/schemas/trail';
import { asset } from '../../../db/schema/dam.ts';
import { course } from '../../../db/schema/lms.ts';
import { createTestApp, errorCode, errorMessage, type TestApp, type TestUser } from '../../../test/test-app.ts';

const Q = {
  items: `query ($type: String!, $search: String, $limit: Int) { trail_item_options(type: $type, search: $search, limit: $limit) { id title } }`,
  profiles: `query { trail_profile_options { id title } }`,
};

let t: TestApp;
let trailAdmin: TestUser & { token: string };
let outsider: TestUser & { token: string };
let trailProfile: number;

const titles = (rows: { title: string }[]) => rows.map((r) => r.title);

beforeAll(async () => {
  t = await createTestApp();
  // A trail admin without Course, Media or Profile still gets the choices of the trail screens.
  trailProfile = await t.createProfile({ modules: ['Trail'], title: 'Só Trilhas' });
  trailAdmin = await t.signIn(trailProfile);
  outsider = await t.signIn(await t.createProfile({ modules: ['Course', 'Media', 'Profile'] }));
  await t.db.insert(course).values([
    { type: 'online', title: 'Opção Segurança 1' },
    { type: 'online', title: 'Opção Segurança 2' },
    { type: 'online', title: 'Opção Vendas' },
    { type: 'presential', title: 'Opção Segurança presencial' },
  ]);
  await t.db.insert(asset).values([
    { module_name: 'Media', title: 'Opção Vídeo 100%' },
    { module_name: 'Media', title: 'Opção Vídeo rascunho' },
    { module_name: 'Banner', title: 'Opção Vídeo banner' },
  ]);
}, 60_000);

afterAll(() => t?.close());

describe('trail_item_options', () => {
  it('finds online courses by title, never presential ones, in title order and within the limit', async () => {
    const found = await t.gql('lms', Q.items, { type: 'course', search: 'segurança' }, trailAdmin.token);
    expect(found.errors).toBeUndefined();
    expect(titles(found.data.trail_item_options)).toEqual(['Opção Segurança 1', 'Opção Segurança 2']);
    const limited = await t.gql('lms', Q.items, { type: 'course', search: 'Opção', limit: 1 }, trailAdmin.token);
    expect(titles(limited.data.trail_item_options)).toEqual(['Opção Segurança 1']);
  });

  it('finds digital contents of /Dam/Media only, and takes LIKE wildcards as plain text', async () => {
    const found = await t.gql('lms', Q.items, { type: 'asset', search: 'opção vídeo' }, trailAdmin.token);
    expect(titles(found.data.trail_item_options)).toEqual(['Opção Vídeo 100%', 'Opção Vídeo rascunho']);
    const percent = await t.gql('lms', Q.items, { type: 'asset', search: '100%' }, trailAdmin.token);
    expect(titles(percent.data.trail_item_options)).toEqual(['Opção Vídeo 100%']);
    const none = await t.gql('lms', Q.items, { type: 'asset', search: '_%' }, trailAdmin.token);
    expect(none.data.trail_item_options).toEqual([]);
  });

  it('without a search gives the first page of the catalogue', async () => {
    const all = await t.gql('lms', Q.items, { type: 'course' }, trailAdmin.token);
    expect(all.data.trail_item_options.length).toBeGreaterThanOrEqual(3);
    expect(all.data.trail_item_options.length).toBeLessThanOrEqual(50);
  });

  it('refuses an unknown type and a limit past 100', async () => {
    const badType = await t.gql('lms', Q.items, { type: 'video' }, trailAdmin.token);
    expect(errorCode(badType)).toBe('BAD_USER_INPUT');
    expect(errorMessage(badType)).toBe(TRAIL_MESSAGES.itemType);
    expect(errorCode(await t.gql('lms', Q.items, { type: 'course', limit: 101 }, trailAdmin.token))).toBe('BAD_USER_INPUT');
  });

  it('is refused without the Trail module, and without a session', async () => {
    expect(errorCode(await t.gql('lms', Q.items, { type: 'course' }, outsider.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql('lms', Q.items, { type: 'course' }))).toBe('UNAUTHENTICATED');
  });
});

describe('trail_profile_options', () => {
  it('lists the profiles for the report filter', async () => {
    const found = await t.gql('lms', Q.profiles, {}, trailAdmin.token);
    expect(found.errors).toBeUndefined();
    const rows: { id: number; title: string }[] = found.data.trail_profile_options;
    expect(rows).toContainEqual({ id: trailProfile, title: 'Só Trilhas' });
    expect(rows.some((r) => r.id === PROFILE_ID.ADMIN)).toBe(true);
  });

  it('is refused without the Trail module', async () => {
    expect(errorCode(await t.gql('lms', Q.profiles, {}, outsider.token))).toBe('FORBIDDEN');
  });
});
