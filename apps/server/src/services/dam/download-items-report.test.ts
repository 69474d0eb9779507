import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { ACCOUNT_MODULES } from '@backoffice/domain/modules';
import { profileAccountModule } from '../../db/schema/account.ts';
import { analyticsEvent } from '../../db/schema/analytics.ts';
import { asset } from '../../db/schema/dam.ts';
import { xlsxRows } from '../../test/sheet-rows.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, module_name] of [
    ['Manual do Corretor', 'Media'],
    ['Banner da campanha', 'Banner'],
    ['Tabela sem downloads', 'Media'],
  ] as const) {
    const [row] = await t.db.insert(asset).values({ module_name, title: key }).returning({ id: asset.id });
    ids[key] = row.id;
  }
  const a = (await t.createUser({ profileId: null })).id;
  const b = (await t.createUser({ profileId: null })).id;
  const manual = ids['Manual do Corretor'];
  await t.db.insert(analyticsEvent).values([
    { kind: 'asset_download', asset_id: manual, user_id: a, occurred_at: new Date('2026-11-01T12:00:00Z') },
    { kind: 'asset_download', asset_id: manual, user_id: a, occurred_at: new Date('2026-11-20T01:45:00Z') },
    { kind: 'asset_download', asset_id: manual, user_id: b, occurred_at: new Date('2026-10-10T10:00:00Z') },
    { kind: 'asset_download', asset_id: manual, user_id: null, occurred_at: new Date('2026-11-05T10:00:00Z') },
    // Other kinds of event on the same asset do not count.
    { kind: 'page_view', asset_id: manual, path: '/x', occurred_at: new Date('2026-11-21T10:00:00Z') },
    { kind: 'banner_click', asset_id: ids['Banner da campanha'], user_id: a },
  ]);
});
afterAll(() => t?.close());

const get = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v1/dam/report_download_items', headers: token ? bearer(token) : {} });

describe('GET /api/v1/dam/report_download_items', () => {
  it('gives the downloads of every digital content', async () => {
    const user = await t.signIn(await t.createProfile({ modules: ['Media'] }));
    const res = await get(user.token);
    expect(await xlsxRows(res, 'downloads-conteudos.xlsx')).toEqual([
      ['ID', 'Título', 'Downloads', 'Usuários distintos', 'Último download'],
      // 01:45 UTC on the 20th is 22:45 on the 19th in São Paulo; the anonymous download is no user.
      [ids['Manual do Corretor'], 'Manual do Corretor', 4, 2, '19/11/2026 22:45'],
      [ids['Tabela sem downloads'], 'Tabela sem downloads', 0, 0, ''],
    ]);
  });

  it('through the Dashboard alone, needs the digital-content block (super administrator or profile 15)', async () => {
    expect((await get((await t.signIn(PROFILE_ID.SUPER_ADMIN)).token)).statusCode).toBe(200);
    const mediaModule = ACCOUNT_MODULES.find((m) => m.name === 'Media')!.id;
    await t.db
      .delete(profileAccountModule)
      .where(and(eq(profileAccountModule.profile_id, PROFILE_ID.SPECIAL), eq(profileAccountModule.account_module_id, mediaModule)));
    expect((await get((await t.signIn(PROFILE_ID.SPECIAL)).token)).statusCode).toBe(200);
    expectRestRefused(await get((await t.signIn(await t.createProfile({ modules: ['Dashboard'] }))).token), 'FORBIDDEN');
  });

  it('refuses other profiles and anonymous callers', async () => {
    expectRestRefused(await get((await t.signIn(await t.createProfile({ modules: ['Banner', 'Course'] }))).token), 'FORBIDDEN');
    expectRestRefused(await get(), 'UNAUTHENTICATED');
  });
});
