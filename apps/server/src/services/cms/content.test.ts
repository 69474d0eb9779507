import fs from 'node:fs';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { CONTENT_MESSAGES, CONTENT_THUMB_MAX_BYTES } from '@backoffice/domain/schemas/content';
import { PUBLISHING_MESSAGES } from '@backoffice/domain/schemas/publishing';
import { content } from '../../db/schema/cms.ts';
import { storedFile } from '../../db/schema/files.ts';
import { recordHistory } from '../../db/schema/history.ts';
import { FILE_MESSAGES } from '../../platform/files/store-upload.ts';
import { UPLOAD_MESSAGES } from '../../platform/http/upload.ts';
import { bearer, createTestApp, expectRefused, type TestApp, type TestUser } from '../../test/test-app.ts';
import { multipartBody, PNG_1X1 } from '../../test/fixtures.ts';

const FIELDS = `id module_name title content thumbnail directlink active date_publish date_unpublish
  created_at created_by created_by_name updated_at updated_by updated_by_name`;
const Q = {
  list: `query ($limit: Int, $order: String, $module_name: String) {
    contents_collections(limit: $limit, order: $order, module_name: $module_name) { id title active date_publish thumbnail }
  }`,
  one: `query ($id: Int!) { content(id: $id) { ${FIELDS} } }`,
  save: `mutation ($id: Int, $input: ContentInput!) { createOrUpdateContent(id: $id, input: $input) { ${FIELDS} } }`,
  remove: `mutation ($id: Int!) { deleteContent(id: $id) }`,
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PUBLISH = '2026-03-10T12:30:00.000Z';

let t: TestApp;
let admin: TestUser & { token: string };
let editor: TestUser & { token: string };
let outsider: TestUser & { token: string };

type Input = Record<string, unknown>;
const valid = (over: Input = {}): Input => ({
  title: 'Campanha de verão',
  content: 'Condições especiais para seguro viagem.',
  directlink: 'https://exemplo.com.br/campanha',
  active: 1,
  date_publish: PUBLISH,
  date_unpublish: null,
  module_name: 'Testimony',
  ...over,
});

function call(query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) {
  return t.gql('cms', query, variables, token ?? undefined);
}

async function create(over: Input = {}, token = admin.token) {
  const body = await call(Q.save, { input: valid(over) }, token);
  expect(body.errors).toBeUndefined();
  return body.data.createOrUpdateContent as { id: number; title: string; thumbnail: string | null };
}

const rows = () => t.db.select().from(content).orderBy(asc(content.id));
const fileRows = () => t.db.select().from(storedFile).orderBy(asc(storedFile.id));
const filesOnDisk = () => fs.readdirSync(t.filesDir, { recursive: true }).filter((f) => String(f).includes('.')).length;

function postThumb(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }, token: string | null = admin.token) {
  const { payload, headers } = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/v1/cms/cms_thumb', payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN, { name: 'Ana Administradora' });
  editor = await t.signIn(await t.createProfile({ modules: ['Testimony'] }), { name: 'Bruno Editor' });
  outsider = await t.signIn(await t.createProfile({ modules: ['Media', 'Category', 'User'] }));
});

afterAll(async () => {
  await t?.close();
});

describe('createOrUpdateContent', () => {
  it('creates a highlight with the audit fields taken from the session', async () => {
    const before = Date.now();
    const body = await call(Q.save, { input: valid({ date_unpublish: '2026-04-10T12:30:00.000Z' }) }, editor.token);
    expect(body.errors).toBeUndefined();
    const saved = body.data.createOrUpdateContent;
    expect(saved).toMatchObject({
      module_name: 'Testimony',
      title: 'Campanha de verão',
      content: 'Condições especiais para seguro viagem.',
      directlink: 'https://exemplo.com.br/campanha',
      thumbnail: null,
      active: 1,
      date_publish: PUBLISH,
      date_unpublish: '2026-04-10T12:30:00.000Z',
      created_by: editor.id,
      created_by_name: 'Bruno Editor',
      updated_by: editor.id,
      updated_by_name: 'Bruno Editor',
    });
    expect(Date.parse(saved.created_at)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.db.select().from(content).where(eq(content.id, saved.id));
    expect(row).toMatchObject({ title: 'Campanha de verão', active: 1, created_by: editor.id, date_unpublish: new Date('2026-04-10T12:30:00.000Z') });
  });

  it('trims the texts and saves an inactive highlight without an unpublish date', async () => {
    const saved = await create({ title: '  Com espaços  ', content: ' texto ', active: 0, date_unpublish: '' });
    expect(saved).toMatchObject({ title: 'Com espaços', content: 'texto', active: 0, date_unpublish: null });
  });

  it('updates a highlight: updated_by follows the session, created_by stays', async () => {
    const created = await create({}, admin.token);
    const body = await call(Q.save, { id: created.id, input: valid({ title: 'Título novo', directlink: 'http://exemplo.com/novo', active: 0 }) }, editor.token);
    expect(body.errors).toBeUndefined();
    expect(body.data.createOrUpdateContent).toMatchObject({
      id: created.id,
      title: 'Título novo',
      directlink: 'http://exemplo.com/novo',
      active: 0,
      created_by: admin.id,
      created_by_name: 'Ana Administradora',
      updated_by: editor.id,
      updated_by_name: 'Bruno Editor',
    });
  });

  it.each([
    ['title', { title: '' }, CONTENT_MESSAGES.titleRequired],
    ['title', { title: '   ' }, CONTENT_MESSAGES.titleRequired],
    ['title', { title: null }, CONTENT_MESSAGES.titleRequired],
    ['title', { title: 'a'.repeat(81) }, 'O campo título deve ter no máximo 80 caracteres.'],
    ['content', { content: '' }, CONTENT_MESSAGES.contentRequired],
    ['content', { content: 'a'.repeat(2049) }, 'O campo conteúdo deve ter no máximo 2048 caracteres.'],
    ['directlink', { directlink: '' }, CONTENT_MESSAGES.linkRequired],
    ['directlink', { directlink: 'exemplo.com.br' }, CONTENT_MESSAGES.linkInvalid],
    ['directlink', { directlink: 'javascript:alert(1)' }, CONTENT_MESSAGES.linkInvalid],
    ['directlink', { directlink: `https://exemplo.com/${'a'.repeat(236)}` }, 'O campo link deve ter no máximo 255 caracteres.'],
    ['date_publish', { date_publish: null }, 'O campo data de publicação é obrigatório!'],
    ['date_publish', { date_publish: 'ontem' }, 'O campo data de publicação é obrigatório!'],
    ['date_unpublish', { date_unpublish: '2026-03-09T12:30:00.000Z' }, PUBLISHING_MESSAGES.unpublishBeforePublish],
    ['module_name', { module_name: null }, CONTENT_MESSAGES.unknownModule],
    ['module_name', { module_name: 'Media' }, CONTENT_MESSAGES.unknownModule],
  ])('refuses a bad %s with its message (case %#), saving nothing', async (path, over, message) => {
    const before = await rows();
    const body = await call(Q.save, { input: valid(over) });
    expectRefused(body, 'BAD_USER_INPUT', message);
    expect((body.errors?.[0]?.extensions?.issues as Array<{ path: string }>)[0].path).toBe(`input.${path}`);
    expect(await rows()).toEqual(before);
  });

  it('keeps the limits at their maximum', async () => {
    const saved = await create({ title: 'a'.repeat(80), content: 'c'.repeat(2048), directlink: `https://exemplo.com/${'a'.repeat(235)}` });
    expect(saved.title).toHaveLength(80);
  });

  it('reports the empty fields in the order of the form', async () => {
    const body = await call(Q.save, { input: { module_name: 'Testimony', date_publish: PUBLISH } });
    const issues = body.errors?.[0]?.extensions?.issues as Array<{ path: string; message: string }>;
    expect(issues.map((i) => i.message)).toEqual([CONTENT_MESSAGES.titleRequired, CONTENT_MESSAGES.contentRequired, CONTENT_MESSAGES.linkRequired]);
  });

  it('refuses to update a highlight that does not exist', async () => {
    expectRefused(await call(Q.save, { id: 999999, input: valid() }), 'NOT_FOUND', CONTENT_MESSAGES.notFound);
  });

  it('refuses a profile without the module and an anonymous caller', async () => {
    const created = await create();
    const before = await rows();
    expectRefused(await call(Q.save, { input: valid() }, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.save, { id: created.id, input: valid({ title: 'Invasão' }) }, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.save, { input: valid() }, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
    expect(await rows()).toEqual(before);
  });
});

describe('content', () => {
  it('returns every field of a highlight', async () => {
    const created = await create({ title: 'Detalhe', date_unpublish: '2026-05-01T00:00:00.000Z' }, editor.token);
    const body = await call(Q.one, { id: created.id }, editor.token);
    expect(body.errors).toBeUndefined();
    const [row] = await t.db.select().from(content).where(eq(content.id, created.id));
    expect(body.data.content).toEqual({
      id: created.id,
      module_name: 'Testimony',
      title: 'Detalhe',
      content: 'Condições especiais para seguro viagem.',
      thumbnail: null,
      directlink: 'https://exemplo.com.br/campanha',
      active: 1,
      date_publish: PUBLISH,
      date_unpublish: '2026-05-01T00:00:00.000Z',
      created_at: row.created_at.toISOString(),
      created_by: editor.id,
      created_by_name: 'Bruno Editor',
      updated_at: row.updated_at.toISOString(),
      updated_by: editor.id,
      updated_by_name: 'Bruno Editor',
    });
  });

  it('answers null for an unknown id', async () => {
    const body = await call(Q.one, { id: 999999 });
    expect(body.errors).toBeUndefined();
    expect(body.data.content).toBeNull();
  });

  it('refuses a profile without the module and an anonymous caller', async () => {
    const created = await create();
    expectRefused(await call(Q.one, { id: created.id }, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.one, { id: created.id }, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
  });
});

describe('contents_collections', () => {
  it('lists the highlights of a module, newest first by default, or oldest first', async () => {
    const a = await create({ title: 'Lista A' });
    const b = await create({ title: 'Lista B' });
    const all = (await rows()).filter((r) => r.module_name === 'Testimony').map((r) => r.id);

    const desc = await call(Q.list, { module_name: 'Testimony' }, editor.token);
    expect(desc.errors).toBeUndefined();
    expect(desc.data.contents_collections.map((c: { id: number }) => c.id)).toEqual([...all].reverse());
    expect(desc.data.contents_collections[0]).toEqual({ id: b.id, title: 'Lista B', active: 1, date_publish: PUBLISH, thumbnail: null });

    const asc2 = await call(Q.list, { module_name: 'Testimony', order: 'asc', limit: 2 });
    expect(asc2.data.contents_collections.map((c: { id: number }) => c.id)).toEqual(all.slice(0, 2));
    const descLimited = await call(Q.list, { module_name: 'Testimony', order: 'DESC', limit: 1 });
    expect(descLimited.data.contents_collections.map((c: { id: number }) => c.id)).toEqual([b.id]);
    expect(all).toContain(a.id);
  });

  it('refuses a missing or unknown module_name', async () => {
    expectRefused(await call(Q.list, {}), 'BAD_USER_INPUT', CONTENT_MESSAGES.unknownModule);
    expectRefused(await call(Q.list, { module_name: 'Banner' }), 'BAD_USER_INPUT', CONTENT_MESSAGES.unknownModule);
    expectRefused(await call(Q.list, { module_name: 'Testimony', order: 'sideways' }), 'BAD_USER_INPUT');
  });

  it('refuses a profile without the module and an anonymous caller', async () => {
    expectRefused(await call(Q.list, { module_name: 'Testimony' }, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.list, { module_name: 'Testimony' }, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
  });
});

describe('POST /api/v1/cms/cms_thumb', () => {
  it('stores the thumbnail, serves it, and discards the old one when replaced', async () => {
    const created = await create({ title: 'Com miniatura' });
    const first = await postThumb({ id: String(created.id) }, { name: 'miniatura.png', data: PNG_1X1 }, editor.token);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<{ id: number; thumbnail: string }>().thumbnail;
    expect(first.json()).toEqual({ id: created.id, thumbnail: expect.stringMatching(/^\/api\/v1\/dam\/file\/\d+$/) });

    const one = await call(Q.one, { id: created.id });
    expect(one.data.content).toMatchObject({ thumbnail: firstUrl, updated_by: editor.id });
    const served = await t.app.inject({ method: 'GET', url: firstUrl, headers: bearer(admin.token) });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    const filesBefore = filesOnDisk();
    const second = await postThumb({ id: String(created.id) }, { name: 'outra.png', data: PNG_1X1 });
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json<{ thumbnail: string }>().thumbnail;
    expect(secondUrl).not.toBe(firstUrl);
    const oldId = Number(firstUrl.split('/').pop());
    expect((await fileRows()).some((f) => f.id === oldId)).toBe(false);
    expect(filesOnDisk()).toBe(filesBefore);
    expect((await t.app.inject({ method: 'GET', url: firstUrl, headers: bearer(admin.token) })).statusCode).toBe(404);
    expect((await call(Q.one, { id: created.id })).data.content.thumbnail).toBe(secondUrl);
    // The upload is a save of the highlight: its history has it, by whom.
    const [entry] = await t.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.record_type, 'content'), eq(recordHistory.record_id, created.id)))
      .orderBy(desc(recordHistory.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'update',
      user_id: admin.id,
      changes: [{ field: 'thumbnail_file_id', old: oldId, new: Number(secondUrl.split('/').pop()) }],
    });
  });

  it('refuses empty files, disguised types, oversized files, a missing file or id, leaving the thumbnail as it was', async () => {
    const created = await create({ title: 'Recusas' });
    const ok = await postThumb({ id: String(created.id) }, { name: 'ok.png', data: PNG_1X1 });
    const thumbnail = ok.json<{ thumbnail: string }>().thumbnail;
    const before = { files: await fileRows(), disk: filesOnDisk(), rows: await rows() };
    const id = String(created.id);
    const cases: Array<[Awaited<ReturnType<typeof postThumb>>, number, string]> = [
      [await postThumb({ id }, { name: 'vazio.png', data: Buffer.alloc(0) }), 400, FILE_MESSAGES.empty],
      [await postThumb({ id }, { name: 'foto.png', data: PDF, type: 'image/png' }), 400, FILE_MESSAGES.wrongType('image')],
      [
        await postThumb({ id }, { name: 'foto.jpg', data: Buffer.from('só texto, nada de imagem'.repeat(20)), type: 'image/jpeg' }),
        400,
        FILE_MESSAGES.wrongType('image'),
      ],
      [
        await postThumb({ id }, { name: 'grande.png', data: Buffer.concat([PNG_1X1, Buffer.alloc(CONTENT_THUMB_MAX_BYTES)]) }),
        400,
        'O arquivo excede o tamanho máximo de 5 MB.',
      ],
      [await postThumb({ id }), 400, UPLOAD_MESSAGES.missing],
      [await postThumb({}, { name: 'ok.png', data: PNG_1X1 }), 400, CONTENT_MESSAGES.idRequired],
      [await postThumb({ id: 'abc' }, { name: 'ok.png', data: PNG_1X1 }), 400, CONTENT_MESSAGES.idRequired],
      [await postThumb({ id: '999999' }, { name: 'ok.png', data: PNG_1X1 }), 404, CONTENT_MESSAGES.notFound],
    ];
    for (const [res, status, message] of cases) {
      expect({ status: res.statusCode, error: res.json().error }).toEqual({ status, error: message });
    }
    expect({ files: await fileRows(), disk: filesOnDisk(), rows: await rows() }).toEqual(before);
    expect((await call(Q.one, { id: created.id })).data.content.thumbnail).toBe(thumbnail);
  });

  it('refuses a profile without the module and an anonymous caller', async () => {
    const created = await create();
    const before = { files: await fileRows(), rows: await rows() };
    const forbidden = await postThumb({ id: String(created.id) }, { name: 'ok.png', data: PNG_1X1 }, outsider.token);
    expect({ status: forbidden.statusCode, body: forbidden.json() }).toEqual({ status: 403, body: { error: MESSAGES.forbidden, code: 'FORBIDDEN' } });
    const anonymous = await postThumb({ id: String(created.id) }, { name: 'ok.png', data: PNG_1X1 }, null);
    expect({ status: anonymous.statusCode, code: anonymous.json().code }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect({ files: await fileRows(), rows: await rows() }).toEqual(before);
  });
});

describe('deleteContent', () => {
  it('deletes the highlight and its thumbnail file (its bytes kept until the bin purges them)', async () => {
    const created = await create({ title: 'Para excluir' });
    const thumb = await postThumb({ id: String(created.id) }, { name: 'x.png', data: PNG_1X1 });
    const fileId = Number(thumb.json<{ thumbnail: string }>().thumbnail.split('/').pop());
    const disk = filesOnDisk();

    const body = await call(Q.remove, { id: created.id }, editor.token);
    expect(body).toEqual({ data: { deleteContent: true } });
    expect((await rows()).some((r) => r.id === created.id)).toBe(false);
    expect((await fileRows()).some((f) => f.id === fileId)).toBe(false);
    // In the recycle bin: the bytes stay in storage until the purge.
    expect(filesOnDisk()).toBe(disk);
    expect((await call(Q.one, { id: created.id })).data.content).toBeNull();
  });

  it('refuses an unknown id, a profile without the module and an anonymous caller', async () => {
    const created = await create();
    const before = await rows();
    expectRefused(await call(Q.remove, { id: 999999 }), 'NOT_FOUND', CONTENT_MESSAGES.notFound);
    expectRefused(await call(Q.remove, { id: created.id }, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.remove, { id: created.id }, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
    expect(await rows()).toEqual(before);
  });
});

describe('the 200 limit', () => {
  it('lists at most 200 highlights by default and when asked for more', async () => {
    const existing = (await rows()).length;
    await t.db.insert(content).values(
      Array.from({ length: 205 - existing }, (_, n) => ({
        module_name: 'Testimony',
        title: `Em massa ${n}`,
        content: 'c',
        directlink: 'https://exemplo.com',
      })),
    );
    const all = (await rows()).map((r) => r.id);
    const byDefault = await call(Q.list, { module_name: 'Testimony' });
    expect(byDefault.data.contents_collections.map((c: { id: number }) => c.id)).toEqual([...all].reverse().slice(0, 200));
    const asked = await call(Q.list, { module_name: 'Testimony', limit: 1000, order: 'asc' });
    expect(asked.data.contents_collections.map((c: { id: number }) => c.id)).toEqual(all.slice(0, 200));
  });
});
