import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MEDIA_MESSAGES } from '@backoffice/domain/schemas/video-media';
import { course } from '../../../db/schema/lms.ts';
import { videoMedia } from '../../../db/schema/video.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bulkKit } from '../../bulk/bulk-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let dashboardToken: string;

beforeAll(async () => {
  t = await createTestApp();
  // The library feeds the course video picker: the Course module manages it.
  const { token } = await t.signIn(await t.createProfile({ title: 'Cursos', modules: ['Course'] }));
  kit = bulkKit(t, token);
  // The dashboard's video report reads the platform, but the library is not the dashboard's.
  ({ token: dashboardToken } = await t.signIn(await t.createProfile({ title: 'Painel', modules: ['Dashboard'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

let serial = 0;
async function newVideos(title: string, n: number, values: Partial<typeof videoMedia.$inferInsert> = {}): Promise<number[]> {
  const rows = await t.db
    .insert(videoMedia)
    .values(Array.from({ length: n }, (_, i) => ({ media_id: `bulk-${++serial}`, title: `${title} ${i + 1}`, ...values })))
    .returning({ id: videoMedia.id });
  return rows.map((r) => r.id);
}

const remaining = async (ids: number[]) =>
  (await t.db.select({ id: videoMedia.id }).from(videoMedia).where(inArray(videoMedia.id, ids)).orderBy(videoMedia.id)).map((r) => r.id);

describe('video bulk actions', () => {
  it('deletes each video by its own rules: one a course uses is refused, a missing one is not found', async () => {
    const [free, used] = await newVideos('Exclusão', 2);
    const [usedRow] = await t.db
      .select({ media_id: videoMedia.media_id })
      .from(videoMedia)
      .where(inArray(videoMedia.id, [used!]));
    await t.db.insert(course).values({ type: 'online', title: 'Curso com vídeo', video: usedRow!.media_id });
    const result = await kit.ran({ kind: 'video', action: 'delete', selection: { ids: [free, used, 999_999] } });
    expect(result).toMatchObject({ status: 'done', total: 3, done: 1 });
    expect(result.refused).toEqual([
      { id: used, reason: VIDEO_MEDIA_MESSAGES.usedByCourses },
      { id: 999_999, reason: VIDEO_MEDIA_MESSAGES.notFound },
    ]);
    expect(await remaining([free!, used!])).toEqual([used]);
  });

  it('takes every video the search finds when no ids are given', async () => {
    const found = await newVideos('Busca em massa', 2);
    const other = await newVideos('Fora da busca', 1);
    expect(await kit.ran({ kind: 'video', action: 'delete', selection: { search: 'busca em massa' } })).toMatchObject({ status: 'done', total: 2, done: 2 });
    expect(await remaining([...found, ...other])).toEqual(other);
  });

  it('is refused without the Course module, even to the dashboard that reports on videos, and changes nothing', async () => {
    const ids = await newVideos('Sem acesso', 1);
    await kit.checkForbidden('video', 'delete', ids, dashboardToken);
    expect(await remaining(ids)).toEqual(ids);
  });
});

describe('video export', () => {
  it('writes the videos the search finds in the list order, as the library shows them', async () => {
    const [a, b] = await newVideos('Exportável', 2, {
      category: 'Treinamentos > Auto',
      status: 'draft',
      published_at: new Date('2026-03-01T02:30:00Z'),
      duration_seconds: 3_725,
    });
    const [outside] = await newVideos('Outro vídeo', 1);
    const lines = await kit.csvLines('kind=video&search=Exportável&orderby=title&order=desc');
    expect(lines[0]).toBe('ID;Título;ID da mídia;Categoria;Status;Publicação;Duração;Criado em;Alterado em');
    expect(kit.idsOf(lines)).toEqual([b, a]);
    expect(kit.idsOf(lines)).not.toContain(outside);
    expect(lines[2]).toMatch(new RegExp(`^${a};Exportável 1;bulk-\\d+;Treinamentos > Auto;Rascunho;28/02/2026 23:30;1:02:05;\\d{2}/`));
  });
});

describe('video bulk actions with an external platform', () => {
  it('are refused as the library screens are: the platform holds the videos', async () => {
    const external = await createTestApp({ VIDEO_PLATFORM_URL: 'http://127.0.0.1:9/', VIDEO_PLATFORM_KEY: 'chave' });
    try {
      const { token } = await external.signIn(await external.createProfile({ title: 'Cursos', modules: ['Course'] }));
      const res = await bulkKit(external, token).exportOf('kind=video&format=csv');
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(VIDEO_MEDIA_MESSAGES.managedOnPlatform);
      const body = await bulkKit(external, token).run({ kind: 'video', action: 'delete', selection: { ids: [1] } });
      expect(body.errors?.[0]?.message).toBe(VIDEO_MEDIA_MESSAGES.managedOnPlatform);
    } finally {
      await external.close();
    }
  });
});
