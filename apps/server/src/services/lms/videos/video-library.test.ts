import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { VIDEO_MEDIA_MESSAGES } from '@backoffice/domain/schemas/video-media';
import { course } from '../../../db/schema/lms.ts';
import { videoMedia } from '../../../db/schema/video.ts';
import { createTestApp, expectRefused, type TestApp, type TestUser } from '../../../test/test-app.ts';

const FIELDS = 'id media_id title category status published_at duration_seconds created_at updated_at';
const Q = {
  list: `query ($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
    video_media_collection(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { ${FIELDS} }
  }`,
  count: `query ($search: String) { video_media_count(search: $search) }`,
  one: `query ($id: Int!) { video_media(id: $id) { ${FIELDS} } }`,
  save: `mutation ($id: Int, $input: VideoMediaInput!) { createOrUpdateVideoMedia(id: $id, input: $input) { ${FIELDS} } }`,
  remove: `mutation ($id: Int!) { deleteVideoMedia(id: $id) }`,
};

let t: TestApp;
let admin: TestUser & { token: string };
let courseAdmin: TestUser & { token: string };
let dashboardOnly: TestUser & { token: string };

const call = (query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) => t.gql('lms', query, variables, token ?? undefined);

const VALID = {
  media_id: 'abc-123',
  title: 'Fundamentos de Seguro Auto',
  category: 'Treinamentos > Auto',
  status: 'published',
  published_at: '2026-03-10T12:30:00.000Z',
  duration_seconds: 754,
};

async function create(input: Record<string, unknown>, token = admin.token) {
  const body = await call(Q.save, { input }, token);
  expect(body.errors).toBeUndefined();
  return body.data.createOrUpdateVideoMedia as { id: number; media_id: string; title: string };
}

/** Every library row, to prove a refusal changed nothing. */
const state = () => t.db.select().from(videoMedia).orderBy(asc(videoMedia.id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  // The library feeds the course video picker: the Course module manages it.
  courseAdmin = await t.signIn(await t.createProfile({ modules: ['Course'] }));
  // The dashboard's video report reads the platform, but the library is not the dashboard's.
  dashboardOnly = await t.signIn(await t.createProfile({ modules: ['Dashboard'] }));
  for (let n = 1; n <= 23; n++) {
    await create({ ...VALID, media_id: `lote-${n}`, title: `Vídeo ${String(n).padStart(2, '0')}`, status: n % 4 ? 'published' : 'draft' });
  }
});
afterAll(() => t?.close());

describe('createOrUpdateVideoMedia', () => {
  it('creates a video with its audit fields and edits it', async () => {
    const created = await create({ ...VALID, title: '  Fundamentos de Seguro Auto  ', category: '   ' }, courseAdmin.token);
    const stored = (await call(Q.one, { id: created.id })).data.video_media;
    expect(stored).toEqual({
      id: created.id,
      media_id: 'abc-123',
      title: 'Fundamentos de Seguro Auto',
      category: null,
      status: 'published',
      published_at: '2026-03-10T12:30:00.000Z',
      duration_seconds: 754,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const edited = await call(Q.save, {
      id: created.id,
      input: { ...VALID, media_id: 'abc-124', title: 'Seguro Auto (revisado)', status: 'draft', published_at: null, duration_seconds: 0 },
    });
    expect(edited.data.createOrUpdateVideoMedia).toMatchObject({
      id: created.id,
      media_id: 'abc-124',
      title: 'Seguro Auto (revisado)',
      category: 'Treinamentos > Auto',
      status: 'draft',
      published_at: null,
      duration_seconds: 0,
    });
    const [row] = (await state()).filter((r) => r.id === created.id);
    expect(row).toMatchObject({ created_by: courseAdmin.id, updated_by: admin.id });
  });

  const TOO_LONG = (field: string, max: number) => `O campo ${field} deve ter no máximo ${max} caracteres.`;
  it.each<[string, Record<string, unknown>, string]>([
    ['no media id', { media_id: '  ' }, 'O campo ID da mídia é obrigatório!'],
    ['a null media id', { media_id: null }, 'O campo ID da mídia é obrigatório!'],
    ['a long media id', { media_id: 'x'.repeat(65) }, TOO_LONG('ID da mídia', 64)],
    ['no title', { title: '' }, 'O campo título é obrigatório!'],
    ['a long title', { title: 't'.repeat(256) }, TOO_LONG('título', 255)],
    ['a long category', { category: 'c'.repeat(256) }, TOO_LONG('categoria', 255)],
    ['an unknown status', { status: 'archived' }, "Informe o status: 'published' (Publicado) ou 'draft' (Rascunho)."],
    ['no status', { status: null }, "Informe o status: 'published' (Publicado) ou 'draft' (Rascunho)."],
    ['an invalid date', { published_at: '31/02/2026' }, 'Informe uma data de publicação válida.'],
    ['a negative duration', { duration_seconds: -1 }, 'A duração deve ser um número inteiro de segundos, zero ou mais.'],
    ['a fractional duration', { duration_seconds: 12.5 }, 'A duração deve ser um número inteiro de segundos, zero ou mais.'],
    ['no duration', { duration_seconds: null }, 'O campo duração é obrigatório!'],
  ])('refuses %s', async (_what, change, message) => {
    const before = await state();
    expectRefused(await call(Q.save, { input: { ...VALID, media_id: 'novo-1', ...change } }), 'BAD_USER_INPUT', message);
    expectRefused(await call(Q.save, { id: before[0].id, input: { ...VALID, media_id: 'novo-1', ...change } }), 'BAD_USER_INPUT', message);
    expect(await state()).toEqual(before);
  });

  it('refuses a media id another video has, and an unknown id', async () => {
    const before = await state();
    expectRefused(await call(Q.save, { input: { ...VALID, media_id: 'lote-3' } }), 'CONFLICT', 'Já existe um vídeo com este ID da mídia.');
    const other = before.find((r) => r.media_id === 'lote-4')!;
    expectRefused(await call(Q.save, { id: other.id, input: { ...VALID, media_id: 'lote-3' } }), 'CONFLICT', VIDEO_MEDIA_MESSAGES.duplicate);
    expectRefused(await call(Q.save, { id: 999_999, input: VALID }), 'NOT_FOUND', 'Vídeo não encontrado.');
    expect(await state()).toEqual(before);
    // Media ids are case-sensitive on video platforms: another case is another medium.
    const upper = await create({ ...VALID, media_id: 'LOTE-3' });
    expect(upper.media_id).toBe('LOTE-3');
    // Keeping its own media id is no conflict.
    expect((await call(Q.save, { id: other.id, input: { ...VALID, media_id: 'lote-4', title: 'Renomeado' } })).data.createOrUpdateVideoMedia.title).toBe(
      'Renomeado',
    );
  });

  it('keeps the media id of a video a course uses', async () => {
    const used = await create({ ...VALID, media_id: 'usado-1' });
    await t.db.insert(course).values({ type: 'online', title: 'Curso com vídeo', video: 'usado-1' });
    const before = await state();
    expectRefused(
      await call(Q.save, { id: used.id, input: { ...VALID, media_id: 'usado-2' } }),
      'CONFLICT',
      'O ID da mídia não pode ser alterado: o vídeo é usado por cursos.',
    );
    expect(await state()).toEqual(before);
    expect((await call(Q.save, { id: used.id, input: { ...VALID, media_id: 'usado-1', title: 'Outro título' } })).data.createOrUpdateVideoMedia.title).toBe(
      'Outro título',
    );
    expectRefused(await call(Q.remove, { id: used.id }), 'CONFLICT', 'Não é possível excluir um vídeo usado por cursos.');
  });
});

describe('video_media_collection, video_media_count and video_media', () => {
  it('pages 20 at a time, newest first, and counts', async () => {
    const rows = await state();
    const first = (await call(Q.list)).data.video_media_collection;
    expect(first).toHaveLength(20);
    expect(first.map((r: { id: number }) => r.id)).toEqual(
      rows
        .map((r) => r.id)
        .reverse()
        .slice(0, 20),
    );
    const count = (await call(Q.count)).data.video_media_count;
    expect(count).toBe(rows.length);
    const last = (await call(Q.list, { page: Math.ceil(count / 20) })).data.video_media_collection;
    expect(last).toHaveLength(count % 20 || 20);
  });

  it('searches title, media id and category, and orders by title', async () => {
    const found = (await call(Q.list, { search: 'vídeo 1', orderby: 'title', order: 'asc' })).data.video_media_collection;
    expect(found.map((r: { title: string }) => r.title)).toEqual([
      'Vídeo 10',
      'Vídeo 11',
      'Vídeo 12',
      'Vídeo 13',
      'Vídeo 14',
      'Vídeo 15',
      'Vídeo 16',
      'Vídeo 17',
      'Vídeo 18',
      'Vídeo 19',
    ]);
    expect((await call(Q.count, { search: 'vídeo 1' })).data.video_media_count).toBe(10);
    expect(
      (await call(Q.list, { search: 'LOTE-2', orderby: 'name', order: 'asc' })).data.video_media_collection.map((r: { media_id: string }) => r.media_id),
    ).toEqual(['lote-2', 'lote-20', 'lote-21', 'lote-22', 'lote-23']);
    expect((await call(Q.count, { search: 'treinamentos > auto' })).data.video_media_count).toBe(
      (await state()).filter((r) => r.category === 'Treinamentos > Auto').length,
    );
    expect((await call(Q.one, { id: 999_999 })).data.video_media).toBeNull();
    expectRefused(await call(Q.list, { orderby: 'duration_seconds' }), 'BAD_USER_INPUT', 'Não é possível ordenar por "duration_seconds".');
  });
});

describe('deleteVideoMedia', () => {
  it('deletes a video, and refuses an unknown one', async () => {
    const gone = await create({ ...VALID, media_id: 'apagar-1' });
    expect((await call(Q.remove, { id: gone.id }, courseAdmin.token)).data.deleteVideoMedia).toBe(true);
    expect((await call(Q.one, { id: gone.id })).data.video_media).toBeNull();
    expectRefused(await call(Q.remove, { id: gone.id }), 'NOT_FOUND', VIDEO_MEDIA_MESSAGES.notFound);
  });
});

describe('access', () => {
  const ops: Array<[string, string, Record<string, unknown>]> = [
    ['video_media_collection', Q.list, {}],
    ['video_media_count', Q.count, {}],
    ['video_media', Q.one, { id: 1 }],
    ['createOrUpdateVideoMedia (new)', Q.save, { input: { ...VALID, media_id: 'negado' } }],
    ['createOrUpdateVideoMedia (edit)', Q.save, { id: 1, input: { ...VALID, media_id: 'negado' } }],
    ['deleteVideoMedia', Q.remove, { id: 1 }],
  ];
  it.each(ops)('%s is refused to a user with the Dashboard module only', async (_name, query, vars) => {
    const before = await state();
    expectRefused(await call(query, vars, dashboardOnly.token), 'FORBIDDEN', MESSAGES.forbidden);
    expect(await state()).toEqual(before);
  });
  it('is open to a user whose only module is Course', async () => {
    const token = courseAdmin.token;
    expect((await call(Q.list, {}, token)).data.video_media_collection.length).toBeGreaterThan(0);
    expect((await call(Q.count, {}, token)).data.video_media_count).toBeGreaterThan(0);
    const created = await create({ ...VALID, media_id: 'curso-1' }, token);
    expect((await call(Q.one, { id: created.id }, token)).data.video_media).toMatchObject({ media_id: 'curso-1' });
    expect((await call(Q.save, { id: created.id, input: { ...VALID, media_id: 'curso-2' } }, token)).data.createOrUpdateVideoMedia).toMatchObject({
      media_id: 'curso-2',
    });
    expect((await call(Q.remove, { id: created.id }, token)).data.deleteVideoMedia).toBe(true);
  });
  it.each(ops)('%s is refused anonymously', async (_name, query, vars) => {
    const before = await state();
    expectRefused(await call(query, vars, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
    expect(await state()).toEqual(before);
  });
});
