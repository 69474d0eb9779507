import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { BANNER_REPORT_MESSAGES } from '@backoffice/domain/schemas/analytics-event';
import { analyticsEvent } from '../../db/schema/analytics.ts';
import { asset } from '../../db/schema/dam.ts';
import { REPORT_MIME } from '../../platform/reports/report-stream.ts';
import { sheetRows } from '../../test/sheet-rows.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp, type TestUser } from '../../test/test-app.ts';
import { clickLines, fileSlug } from './banner-report-routes.ts';

let t: TestApp;
let bannerUser: TestUser & { token: string };
let clicker: TestUser;
let noProfile: TestUser;
let bannerId: number;
let otherBannerId: number;
let mediaId: number;

beforeAll(async () => {
  t = await createTestApp();
  bannerUser = await t.signIn(await t.createProfile({ modules: ['Banner'] }));
  clicker = await t.createUser({ profileId: PROFILE_ID.SPECIAL, name: 'Joana Prado' });
  noProfile = await t.createUser({ profileId: null, name: 'Rui Sem Perfil' });
  const insert = async (module_name: string, title: string) => (await t.db.insert(asset).values({ module_name, title }).returning({ id: asset.id }))[0].id;
  bannerId = await insert('Banner', 'Campanha de Verão: 20% off!');
  otherBannerId = await insert('Banner', 'Outra campanha');
  mediaId = await insert('Media', 'Ebook');
  await t.db.insert(analyticsEvent).values([
    { kind: 'banner_click', asset_id: bannerId, user_id: clicker.id, occurred_at: new Date('2026-11-20T13:05:00Z') },
    { kind: 'banner_click', asset_id: bannerId, user_id: null, occurred_at: new Date('2026-11-21T02:59:00Z') },
    { kind: 'banner_click', asset_id: otherBannerId, user_id: clicker.id },
    { kind: 'page_view', asset_id: null, path: '/home', user_id: clicker.id },
    { kind: 'banner_click', asset_id: bannerId, user_id: noProfile.id, occurred_at: new Date('2026-11-22T10:00:00Z') },
    // Sent late (the front office batches its events): stored after the others, earlier than them all.
    { kind: 'banner_click', asset_id: bannerId, user_id: noProfile.id, occurred_at: new Date('2026-11-19T12:00:00Z') },
  ]);
});
afterAll(() => t?.close());

const get = (query: string, token: string | null = bannerUser.token) =>
  t.app.inject({ method: 'GET', url: `/api/v1/analytics/report_banner${query}`, headers: token ? bearer(token) : {} });

describe('GET /api/v1/analytics/report_banner', () => {
  it('lists the clicks of the banner in the order they happened, anonymous ones as Anônimo, the title in the file name', async () => {
    const res = await get(`?banner_id=${bannerId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(REPORT_MIME.xlsx);
    expect(res.headers['content-disposition']).toContain(`filename="cliques-banner-${bannerId}-campanha-de-verao-20-off.xlsx"`);
    expect(await sheetRows(res)).toEqual([
      ['Data/Hora', 'Nome', 'CPF/Matrícula', 'Perfil'],
      ['19/11/2026 09:00', 'Rui Sem Perfil', noProfile.uid, ''],
      ['20/11/2026 10:05', 'Joana Prado', clicker.uid, 'Gestor de Conteúdo'],
      ['20/11/2026 23:59', 'Anônimo', '', ''],
      ['22/11/2026 07:00', 'Rui Sem Perfil', noProfile.uid, ''],
    ]);
  });

  it('reads every click once across pages, clicks of the same microsecond by id', async () => {
    const [busy] = await t.db.insert(asset).values({ module_name: 'Banner', title: 'Concorrido' }).returning({ id: asset.id });
    const at = (time: string) => sql`${time}::timestamptz`;
    const inserted = await t.db
      .insert(analyticsEvent)
      .values([
        { kind: 'banner_click', asset_id: busy.id, occurred_at: at('2026-11-23 10:00:00.123456+00') },
        { kind: 'banner_click', asset_id: busy.id, occurred_at: at('2026-11-23 10:00:00.123456+00') },
        { kind: 'banner_click', asset_id: busy.id, occurred_at: at('2026-11-23 10:00:00.123999+00') },
        { kind: 'banner_click', asset_id: busy.id, occurred_at: at('2026-11-23 10:00:00.123456+00') },
        { kind: 'banner_click', asset_id: busy.id, occurred_at: at('2026-11-23 09:59:59+00') },
      ])
      .returning({ id: analyticsEvent.id });
    const ids = inserted.map((r) => r.id);
    const read: number[] = [];
    for await (const page of clickLines(t.db, busy.id, 2)) read.push(...page.map((r) => r.id));
    expect(read).toEqual([ids[4], ids[0], ids[1], ids[3], ids[2]]);
  });

  it('gives only the header for a banner nobody clicked', async () => {
    const [idle] = await t.db.insert(asset).values({ module_name: 'Banner', title: '!!!' }).returning({ id: asset.id });
    const res = await get(`?banner_id=${idle.id}`);
    expect(res.headers['content-disposition']).toContain(`filename="cliques-banner-${idle.id}-banner.xlsx"`);
    expect(await sheetRows(res)).toEqual([['Data/Hora', 'Nome', 'CPF/Matrícula', 'Perfil']]);
  });

  it('refuses a missing or invalid id, an unknown banner and an item that is not a banner', async () => {
    for (const query of ['', '?banner_id=', '?banner_id=abc', '?banner_id=0', '?banner_id=2.5']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ error: BANNER_REPORT_MESSAGES.bannerRequired, code: 'BAD_USER_INPUT' });
    }
    const unknown = await get('?banner_id=987654');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Banner não encontrado.', code: 'NOT_FOUND' });
    const media = await get(`?banner_id=${mediaId}`);
    expect(media.statusCode).toBe(400);
    expect(media.json()).toEqual({ error: 'O item informado não é um banner.', code: 'BAD_USER_INPUT' });
  });

  it('refuses callers without the Banner module and anonymous callers', async () => {
    const outsider = await t.signIn(await t.createProfile({ modules: ['Media', 'Dashboard'] }));
    expectRestRefused(await get(`?banner_id=${bannerId}`, outsider.token), 'FORBIDDEN');
    expectRestRefused(await get(`?banner_id=${bannerId}`, null), 'UNAUTHENTICATED');
  });

  it('makes ASCII file names from titles', () => {
    expect(fileSlug('Ação — Seguro Prêmio 2026')).toBe('acao-seguro-premio-2026');
    expect(fileSlug('')).toBe('banner');
    expect(fileSlug('a'.repeat(80))).toHaveLength(60);
  });
});
