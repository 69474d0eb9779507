import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { category } from '../../db/schema/dam.ts';
import { storedFile } from '../../db/schema/files.ts';
import { reportFile } from '../../db/schema/reports.ts';
import { multipartBody, PNG_1X1 } from '../../test/fixtures.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp } from '../../test/test-app.ts';
import { newStorageKey } from './storage.ts';

let t: TestApp;
let admin: { token: string };
let media: { token: string };
let chatBanner: { token: string };
let categories: { token: string };
let dashboardOnly: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  media = await t.signIn(await t.createProfile({ modules: ['Media'] }));
  chatBanner = await t.signIn(await t.createProfile({ modules: ['ChatBanner'] }));
  categories = await t.signIn(await t.createProfile({ modules: ['Category'] }));
  // A profile with the Dashboard module but not profile 15: the broker report blocks are hidden.
  dashboardOnly = await t.signIn(await t.createProfile({ modules: ['Dashboard'] }));
});
afterAll(() => t?.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function uploadMedia(): Promise<{ fileUrl: string; thumbnailUrl: string }> {
  const send = async (route: string, fields: Record<string, string>) => {
    const { payload, headers } = multipartBody(fields, { name: 'capa.png', data: PNG_1X1 });
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/dam/${route}`, payload, headers: { ...headers, ...bearer(media.token) } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number; file: { url: string } | null; thumbnail: string | null }>();
  };
  const created = await send('upload', { module_name: 'Media' });
  const withThumb = await send('dam_thumb', { id: String(created.id) });
  return { fileUrl: created.file!.url, thumbnailUrl: withThumb.thumbnail! };
}

/** A stored file as the report engine leaves it: owned by its report_file row. */
async function storedReport(report: string): Promise<number> {
  const key = newStorageKey('csv');
  await t.files.write(key, Readable.from([Buffer.from('\uFEFFNome;CPF\nAna;123.456.789-09\n')]));
  const [row] = await t.db
    .insert(reportFile)
    .values({ report, period: 'year', year: 2025, name: `${report}_2025_1.csv`, status: 'ready' })
    .returning({ id: reportFile.id });
  const [file] = await t.db
    .insert(storedFile)
    .values({ storage_key: key, original_name: `${report}.csv`, mime: 'text/csv', size: 30, owner_kind: 'report', owner_id: row.id })
    .returning({ id: storedFile.id });
  return file.id;
}

describe('GET dam/file/{id} serves a file only to callers with access to its owner', () => {
  it('an asset file and its thumbnail: the asset type module, not any session', async () => {
    const { fileUrl, thumbnailUrl } = await uploadMedia();
    for (const url of [fileUrl, thumbnailUrl]) {
      expect((await get(url, media.token)).statusCode).toBe(200);
      expect((await get(url, admin.token)).statusCode).toBe(200);
      expectRestRefused(await get(url, chatBanner.token), 'FORBIDDEN');
      expectRestRefused(await t.app.inject({ method: 'GET', url }), 'UNAUTHENTICATED');
    }
  });

  it('a report CSV with brokers data: only who may use its report screen', async () => {
    const id = await storedReport('lista-corretores');
    const res = await get(`/api/v1/dam/file/${id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('123.456.789-09');
    expectRestRefused(await get(`/api/v1/dam/file/${id}`, dashboardOnly.token), 'FORBIDDEN');
    expectRestRefused(await get(`/api/v1/dam/file/${id}`, media.token), 'FORBIDDEN');
  });

  it('a category banner: the Category module', async () => {
    const [row] = await t.db.insert(category).values({ title: 'Com banner' }).returning({ id: category.id });
    const { payload, headers } = multipartBody({ id: String(row.id) }, { name: 'banner.png', data: PNG_1X1 });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/dam/category_banner', payload, headers: { ...headers, ...bearer(categories.token) } });
    const { banner } = res.json<{ banner: string }>();
    expect((await get(banner, categories.token)).statusCode).toBe(200);
    expectRestRefused(await get(banner, media.token), 'FORBIDDEN');
  });

  it('a file no record owns is served to nobody, not even a super administrator', async () => {
    const key = newStorageKey('png');
    await t.files.write(key, Readable.from([PNG_1X1]));
    const [file] = await t.db
      .insert(storedFile)
      .values({ storage_key: key, original_name: 'solto.png', mime: 'image/png', size: PNG_1X1.length })
      .returning({ id: storedFile.id });
    expectRestRefused(await get(`/api/v1/dam/file/${file.id}`, admin.token), 'FORBIDDEN');
  });
});
