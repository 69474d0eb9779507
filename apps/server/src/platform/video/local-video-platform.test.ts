import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { videoMedia } from '../../db/schema/video.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { localVideoPlatform, searchQuery } from './local-video-platform.ts';
import { allPublishedMedia, videoPlatformFor, type VideoPlatform } from './video-platform.ts';

let t: TestApp;
let platform: VideoPlatform;

const HOUR = 3600_000;
const BASE = Date.UTC(2026, 0, 1, 12);

beforeAll(async () => {
  t = await createTestApp();
  platform = localVideoPlatform(t.db);
  // 105 published media, one hour apart (n = 105 is the newest), and a draft after every tenth.
  const rows: Array<typeof videoMedia.$inferInsert> = [];
  for (let n = 1; n <= 105; n++) {
    rows.push({
      media_id: `m-${n}`,
      title: `Aula ${String(n).padStart(3, '0')}`,
      category: n % 2 ? 'Treinamentos > Auto' : null,
      status: 'published',
      published_at: new Date(BASE + n * HOUR),
      duration_seconds: n * 10,
    });
    if (n % 10 === 0) rows.push({ media_id: `d-${n}`, title: `Aula rascunho ${n}`, status: 'draft', published_at: new Date(BASE + 1000 * HOUR) });
  }
  rows.push({ media_id: 'sem-data', title: 'Seguro 100% digital_novo', category: 'Vendas', status: 'published', published_at: null, duration_seconds: 61 });
  rows.push({ media_id: 'XYZ-9', title: 'Encerramento', status: 'published', published_at: new Date(BASE - HOUR), duration_seconds: 5 });
  await t.db.insert(videoMedia).values(rows);
});
afterAll(() => t?.close());

describe('localVideoPlatform', () => {
  it('is the platform when VIDEO_PLATFORM_URL is empty', () => {
    expect(videoPlatformFor({ config: loadConfig({}, []), db: t.db }).kind).toBe('local');
    expect(videoPlatformFor({ config: loadConfig({ VIDEO_PLATFORM_URL: 'http://127.0.0.1:9/api' }, []), db: t.db }).kind).toBe('http');
  });

  it('pages the published media 50 at a time, newest first, undated last', async () => {
    const first = await platform.publishedMedia(1);
    expect(first).toMatchObject({ page: 1, total: 107, hasMore: true });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toEqual({
      media_id: 'm-105',
      title: 'Aula 105',
      category: 'Treinamentos > Auto',
      status: 'published',
      published_at: new Date(BASE + 105 * HOUR),
      duration_seconds: 1050,
    });
    expect(first.items[1]).toMatchObject({ media_id: 'm-104', category: null });
    const third = await platform.publishedMedia(3);
    expect(third).toMatchObject({ page: 3, total: 107, hasMore: false });
    expect(third.items.map((m) => m.media_id)).toEqual(['m-5', 'm-4', 'm-3', 'm-2', 'm-1', 'XYZ-9', 'sem-data']);
    expect((await platform.publishedMedia(4)).items).toEqual([]);
  });

  it('gives every published medium exactly once through allPublishedMedia', async () => {
    const ids: string[] = [];
    const sizes: number[] = [];
    for await (const batch of allPublishedMedia(platform)) {
      sizes.push(batch.length);
      ids.push(...batch.map((m) => m.media_id));
    }
    expect(sizes).toEqual([50, 50, 7]);
    expect(new Set(ids).size).toBe(107);
    expect(ids.some((id) => id.startsWith('d-'))).toBe(false);
  });

  it('searches published titles ignoring case, or the exact media id', async () => {
    expect((await platform.search('aula 10', 20)).map((m) => m.media_id)).toEqual(['m-105', 'm-104', 'm-103', 'm-102', 'm-101', 'm-100']);
    expect((await platform.search('  AULA 10 ', 3)).map((m) => m.media_id)).toEqual(['m-105', 'm-104', 'm-103']);
    expect(await platform.search('rascunho', 20)).toEqual([]);
    expect((await platform.search('XYZ-9', 20)).map((m) => m.title)).toEqual(['Encerramento']);
    expect(await platform.search('xyz-9', 20)).toEqual([]);
  });

  it('takes % and _ in the text literally', async () => {
    expect((await platform.search('100%', 20)).map((m) => m.media_id)).toEqual(['sem-data']);
    expect((await platform.search('a_1', 20)).map((m) => m.media_id)).toEqual([]);
    expect((await platform.search('digital_novo', 20)).map((m) => m.media_id)).toEqual(['sem-data']);
  });

  it('without text lists the newest published media', async () => {
    expect((await platform.search('', 2)).map((m) => m.media_id)).toEqual(['m-105', 'm-104']);
  });

  it('can answer the title search from the trigram index', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${searchQuery(tx, 'aula 10', 20)}`)) as unknown as { rows: Array<Record<string, string>> };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('video_media_title_trgm');
  });
});
