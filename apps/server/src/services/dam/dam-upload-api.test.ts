import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { ASSET_MESSAGES } from '@backoffice/domain/schemas/asset';
import { asset, category, categoryHasAsset } from '../../db/schema/dam.ts';
import { storedFile } from '../../db/schema/files.ts';
import { trail, trailItem } from '../../db/schema/lms.ts';
import { FILE_MESSAGES } from '../../platform/files/store-upload.ts';
import { UPLOAD_MESSAGES } from '../../platform/http/upload.ts';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { multipartBody, PNG_1X1 } from '../../test/fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PDF2 = Buffer.from('%PDF-1.4\n% segunda versão\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const FORBIDDEN = 'Seu perfil não tem acesso a esta funcionalidade.';

let t: TestApp;
let admin: TestUser & { token: string };
let mediaAdmin: TestUser & { token: string };
let outsider: TestUser & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  mediaAdmin = await t.signIn(await t.createProfile({ modules: ['Media'] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['Category', 'Corretor'] }));
});
afterAll(() => t?.close());

async function post(route: 'upload' | 'dam_thumb', fields: Record<string, string>, file?: { name: string; data: Buffer }, token: string | null = admin.token) {
  const { payload, headers } = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url: `/api/v1/dam/${route}`, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
}

const storedOnDisk = () => fs.readdirSync(t.filesDir, { recursive: true }).filter((f) => /\.[a-z0-9]+$/.test(String(f))).length;

async function snapshot() {
  return {
    assets: (await t.db.select({ id: asset.id }).from(asset)).length,
    rows: (await t.db.select({ id: storedFile.id }).from(storedFile)).length,
    files: storedOnDisk(),
  };
}

async function download(url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
}

describe('POST dam/upload', () => {
  it('creates a digital content from the file: title from its name, published now, file served back', async () => {
    const before = Date.now();
    const res = await post('upload', { module_name: 'Media' }, { name: 'Guia do corretor 2026.pdf', data: PDF }, mediaAdmin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      module_name: 'Media',
      title: 'Guia do corretor 2026',
      active: 1,
      external_parent_id: null,
      created_by: mediaAdmin.id,
      file: { mime: 'application/pdf', original_name: 'Guia do corretor 2026.pdf', size: PDF.length },
    });
    expect(new Date(body.date_publish).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(body.date_publish).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [row] = await t.db.select().from(asset).where(eq(asset.id, body.id));
    expect(row.file_id).toBe(body.file.id);
    const served = await download(body.file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('creates banners from images and room attachments with their room', async () => {
    const banner = await post('upload', { module_name: 'Banner' }, { name: 'promo.png', data: PNG_1X1 });
    expect(banner.statusCode).toBe(200);
    expect(banner.json()).toMatchObject({ module_name: 'Banner', title: 'promo', file: { mime: 'image/png' } });
    const long = await post('upload', { module_name: 'AnexoSala', external_parent_id: '12' }, { name: `${'a'.repeat(120)}.pdf`, data: PDF });
    expect(long.statusCode).toBe(200);
    expect(long.json()).toMatchObject({ module_name: 'AnexoSala', external_parent_id: 12, title: 'a'.repeat(80) });
  });

  it('refuses empty files, wrong types, disguised names, oversized files and missing fields, leaving nothing behind', async () => {
    const before = await snapshot();
    const cases: Array<[Record<string, string>, { name: string; data: Buffer } | undefined, string]> = [
      [{ module_name: 'Media' }, { name: 'vazio.pdf', data: Buffer.alloc(0) }, FILE_MESSAGES.empty],
      [{ module_name: 'Media' }, { name: 'texto.pdf', data: Buffer.from('só texto, não é PDF '.repeat(20)) }, FILE_MESSAGES.wrongType('document')],
      [{ module_name: 'Media' }, { name: 'foto.png', data: PDF }, FILE_MESSAGES.nameMismatch],
      [{ module_name: 'Banner' }, { name: 'banner.pdf', data: PDF }, FILE_MESSAGES.wrongType('image')],
      [
        { module_name: 'Banner' },
        { name: 'grande.png', data: Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024)]) },
        FILE_MESSAGES.tooLarge(10 * 1024 * 1024),
      ],
      [{ module_name: 'Media' }, undefined, UPLOAD_MESSAGES.missing],
      [{}, { name: 'doc.pdf', data: PDF }, ASSET_MESSAGES.typeRequired],
      [{ module_name: 'Outro' }, { name: 'doc.pdf', data: PDF }, ASSET_MESSAGES.unknownType],
      [{ module_name: 'AnexoSala' }, { name: 'doc.pdf', data: PDF }, ASSET_MESSAGES.parentRequired],
      [{ module_name: 'Media', asset_id: '999999' }, { name: 'doc.pdf', data: PDF }, ASSET_MESSAGES.notFound],
    ];
    for (const [fields, file, message] of cases) {
      const res = await post('upload', fields, file);
      expect(res.statusCode, message).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, message).toBeLessThan(500);
      expect(res.json().error).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('caps a digital content at 100 MB', async () => {
    const before = await snapshot();
    const big = Buffer.concat([PDF, Buffer.alloc(100 * 1024 * 1024)]);
    const res = await post('upload', { module_name: 'Media' }, { name: 'enorme.pdf', data: big });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(FILE_MESSAGES.tooLarge(100 * 1024 * 1024));
    expect(await snapshot()).toEqual(before);
  });

  it('replaces the file of an asset, keeping the record and its links, and discards the old file', async () => {
    const first = (await post('upload', { module_name: 'Media' }, { name: 'versao1.pdf', data: PDF })).json();
    const [cat] = await t.db.insert(category).values({ title: 'Produtos' }).returning();
    await t.db.insert(categoryHasAsset).values({ category_id: cat.id, asset_id: first.id });
    const [tr] = await t.db.insert(trail).values({ title: 'Trilha' }).returning();
    await t.db.insert(trailItem).values({ trail_id: tr.id, item_id: first.id, item_type: 'asset', ordernum: 1 });
    await t.db.update(asset).set({ title: 'Título escolhido' }).where(eq(asset.id, first.id));
    const [oldFile] = await t.db.select().from(storedFile).where(eq(storedFile.id, first.file.id));
    const before = await snapshot();

    const res = await post('upload', { module_name: 'Media', asset_id: String(first.id) }, { name: 'versao2.pdf', data: PDF2 }, mediaAdmin.token);
    expect(res.statusCode).toBe(200);
    const replaced = res.json();
    expect(replaced).toMatchObject({
      id: first.id,
      title: 'Título escolhido',
      in_trails: true,
      updated_by: mediaAdmin.id,
      file: { original_name: 'versao2.pdf', size: PDF2.length },
    });
    expect(replaced.file.id).not.toBe(first.file.id);
    expect(await t.db.select().from(categoryHasAsset).where(eq(categoryHasAsset.asset_id, first.id))).toHaveLength(1);
    expect(await t.db.select().from(trailItem).where(eq(trailItem.item_id, first.id))).toHaveLength(1);
    // Same number of assets, rows and files: the old one is gone, from the table and from storage.
    expect(await snapshot()).toEqual(before);
    expect(await t.db.select().from(storedFile).where(eq(storedFile.id, oldFile.id))).toEqual([]);
    expect(fs.existsSync(`${t.filesDir}/${oldFile.storage_key}`)).toBe(false);
    expect((await download(replaced.file.url)).rawPayload.equals(PDF2)).toBe(true);

    // A refused replacement keeps the current file.
    const refused = await post('upload', { asset_id: String(first.id) }, { name: 'errado.pdf', data: Buffer.from('nada de pdf aqui '.repeat(10)) });
    expect(refused.statusCode).toBe(400);
    const [row] = await t.db.select().from(asset).where(eq(asset.id, first.id));
    expect(row.file_id).toBe(replaced.file.id);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses types outside the caller's modules and anonymous callers", async () => {
    const banner = (await post('upload', { module_name: 'Banner' }, { name: 'b.png', data: PNG_1X1 })).json();
    const before = await snapshot();
    const other = await post('upload', { module_name: 'Banner' }, { name: 'b.png', data: PNG_1X1 }, mediaAdmin.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(FORBIDDEN);
    const replace = await post('upload', { module_name: 'Media', asset_id: String(banner.id) }, { name: 'b.png', data: PNG_1X1 }, mediaAdmin.token);
    expect(replace.statusCode).toBe(403);
    const outside = await post('upload', { module_name: 'Media' }, { name: 'doc.pdf', data: PDF }, outsider.token);
    expect(outside.statusCode).toBe(403);
    const anonymous = await post('upload', { module_name: 'Media' }, { name: 'doc.pdf', data: PDF }, null);
    expect(anonymous.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST dam/dam_thumb', () => {
  it('sets the thumbnail and replaces it, discarding the previous image', async () => {
    const media = (await post('upload', { module_name: 'Media' }, { name: 'aula.pdf', data: PDF })).json();
    const first = await post('dam_thumb', { id: String(media.id) }, { name: 'capa.png', data: PNG_1X1 }, mediaAdmin.token);
    expect(first.statusCode).toBe(200);
    const thumb1 = first.json().thumbnail as string;
    expect(thumb1).toMatch(/^\/api\/v1\/dam\/file\/\d+$/);
    expect((await download(thumb1)).headers['content-type']).toBe('image/png');
    const before = await snapshot();
    const second = await post('dam_thumb', { id: String(media.id) }, { name: 'capa2.png', data: PNG_1X1 });
    const thumb2 = second.json().thumbnail as string;
    expect(thumb2).not.toBe(thumb1);
    expect(second.json().file.id).toBe(media.file.id);
    expect(await snapshot()).toEqual(before);
    expect((await download(thumb1)).statusCode).toBe(404);
  });

  it('refuses non-images, empty files, unknown assets, other modules and anonymous callers', async () => {
    const media = (await post('upload', { module_name: 'Media' }, { name: 'aula.pdf', data: PDF })).json();
    const before = await snapshot();
    const cases: Array<[Record<string, string>, { name: string; data: Buffer } | undefined, string, string | null, number]> = [
      [{ id: String(media.id) }, { name: 'capa.pdf', data: PDF }, FILE_MESSAGES.wrongType('image'), admin.token, 400],
      [{ id: String(media.id) }, { name: 'capa.png', data: Buffer.alloc(0) }, FILE_MESSAGES.empty, admin.token, 400],
      [{ id: String(media.id) }, undefined, UPLOAD_MESSAGES.missing, admin.token, 400],
      [{ id: '999999' }, { name: 'capa.png', data: PNG_1X1 }, ASSET_MESSAGES.notFound, admin.token, 404],
      [{ id: String(media.id) }, { name: 'capa.png', data: PNG_1X1 }, FORBIDDEN, outsider.token, 403],
    ];
    for (const [fields, file, message, token, status] of cases) {
      const res = await post('dam_thumb', fields, file, token);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().error).toBe(message);
    }
    expect((await post('dam_thumb', { id: String(media.id) }, { name: 'capa.png', data: PNG_1X1 }, null)).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
    const [row] = await t.db.select().from(asset).where(eq(asset.id, media.id));
    expect(row.thumbnail_file_id).toBeNull();
  });
});
