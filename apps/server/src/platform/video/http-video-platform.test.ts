import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UserError } from '../errors.ts';
import { startFakeVideoPlatform, type FakeMedium, type FakeVideoPlatform } from './fake-video-platform.ts';
import { categoryPaths, httpVideoPlatform, VIDEO_PLATFORM_MESSAGES } from './http-video-platform.ts';
import { allPublishedMedia, type VideoMediaItem } from './video-platform.ts';

const KEY = 'chave-secreta';

/** 120 published media (three pages of 50) with a draft after every tenth. */
const MEDIA: FakeMedium[] = [];
for (let n = 1; n <= 120; n++) {
  MEDIA.push({
    id: n <= 2 ? n : `m-${n}`,
    title: `Vídeo ${String(n).padStart(3, '0')}`,
    category_id: n % 3 === 0 ? 12 : n % 3 === 1 ? '11' : null,
    status: 'published',
    publish_date: new Date(Date.UTC(2026, 0, 1, 12) + n * 3600_000).toISOString(),
    duration: n + 0.5,
  });
  if (n % 10 === 0) MEDIA.push({ id: `d-${n}`, title: `Rascunho ${n}`, category_id: null, status: 'draft', publish_date: null, duration: 1 });
}
MEDIA.push({ id: 'odd', title: 'Sem data e categoria desconhecida', category_id: 999, status: 'published', publish_date: 'not a date', duration: null });

const CATEGORIES = [
  { id: 10, name: 'Treinamentos', parent_id: null },
  { id: '11', name: 'Seguros', parent_id: 10 },
  { id: 12, name: 'Auto', parent_id: '11' },
];

let fake: FakeVideoPlatform;

beforeAll(async () => {
  fake = await startFakeVideoPlatform({ key: KEY, media: MEDIA, categories: CATEGORIES });
});
afterAll(() => fake?.close());
afterEach(() => fake.reset());

const platform = (timeoutMs = 2000, options: { key?: string; url?: string } = {}) =>
  httpVideoPlatform({ baseUrl: options.url ?? fake.url, key: options.key ?? KEY, timeoutMs });

/** The UserError a call fails with, and how long it took. */
async function failure(call: () => Promise<unknown>): Promise<{ error: UserError; ms: number }> {
  const started = Date.now();
  const error = await call().then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  return { error: error as UserError, ms: Date.now() - started };
}

describe('publishedMedia', () => {
  it('reads pages of 50 with the key, published only, category paths and whole seconds', async () => {
    const p = platform();
    const first = await p.publishedMedia(1);
    expect(first).toMatchObject({ page: 1, total: 121, hasMore: true });
    expect(first.items).toHaveLength(50);
    expect(first.items.slice(0, 4)).toEqual<VideoMediaItem[]>([
      {
        media_id: '1',
        title: 'Vídeo 001',
        category: 'Treinamentos > Seguros',
        status: 'published',
        published_at: new Date('2026-01-01T13:00:00.000Z'),
        duration_seconds: 2,
      },
      { media_id: '2', title: 'Vídeo 002', category: null, status: 'published', published_at: new Date('2026-01-01T14:00:00.000Z'), duration_seconds: 3 },
      {
        media_id: 'm-3',
        title: 'Vídeo 003',
        category: 'Treinamentos > Seguros > Auto',
        status: 'published',
        published_at: new Date('2026-01-01T15:00:00.000Z'),
        duration_seconds: 4,
      },
      {
        media_id: 'm-4',
        title: 'Vídeo 004',
        category: 'Treinamentos > Seguros',
        status: 'published',
        published_at: new Date('2026-01-01T16:00:00.000Z'),
        duration_seconds: 5,
      },
    ]);
    const third = await p.publishedMedia(3);
    expect(third).toMatchObject({ page: 3, total: 121, hasMore: false });
    expect(third.items.map((m) => m.media_id)).toEqual([...Array.from({ length: 20 }, (_, i) => `m-${101 + i}`), 'odd']);
    expect(third.items[20]).toEqual({
      media_id: 'odd',
      title: 'Sem data e categoria desconhecida',
      category: null,
      status: 'published',
      published_at: null,
      duration_seconds: 0,
    });

    // The categories are read once per adapter; every call carries the key.
    expect(fake.requests.map((r) => [r.path, r.query])).toEqual([
      ['/v1/media', { status: 'published', page: '1', page_length: '50' }],
      ['/v1/categories', {}],
      ['/v1/media', { status: 'published', page: '3', page_length: '50' }],
    ]);
    expect(new Set(fake.requests.map((r) => r.authorization))).toEqual(new Set([`Bearer ${KEY}`]));
  });

  it('walks every page in order with allPublishedMedia, fetching the next only when asked', async () => {
    const p = platform();
    const batches: string[][] = [];
    for await (const batch of allPublishedMedia(p)) {
      batches.push(batch.map((m) => m.media_id));
      // Each page is requested only after the previous one was consumed.
      expect(fake.requests.filter((r) => r.path === '/v1/media')).toHaveLength(batches.length);
    }
    expect(batches.map((b) => b.length)).toEqual([50, 50, 21]);
    expect(batches.flat()).toEqual(MEDIA.filter((m) => m.status === 'published').map((m) => String(m.id)));
  });

  it('keeps only published media when the platform ignores the filter', async () => {
    fake.behaviour.ignoreStatusFilter = true;
    const first = await platform().publishedMedia(1);
    expect(first.items.every((m) => m.status === 'published')).toBe(true);
    // 50 answered, four of them drafts (after 10, 20, 30, 40).
    expect(first.items).toHaveLength(46);
    expect(first.hasMore).toBe(true);
  });

  it('ends on an empty page even if the total promises more', async () => {
    const p = platform();
    const beyond = await p.publishedMedia(9);
    expect(beyond).toEqual({ items: [], page: 9, total: 121, hasMore: false });
  });

  it('keeps a path prefix of the base URL, with or without a trailing slash', async () => {
    for (const url of [fake.url, `${fake.url}/`]) {
      fake.reset();
      expect((await platform(2000, { url }).search('Vídeo 007', 5)).map((m) => m.media_id)).toEqual(['m-7']);
      expect(fake.requests[0].path).toBe('/v1/media');
    }
  });
});

describe('search', () => {
  it('asks for published media matching the text, at most limit of them', async () => {
    const found = await platform().search('  vídeo 01 ', 5);
    expect(found.map((m) => m.title)).toEqual(['Vídeo 010', 'Vídeo 011', 'Vídeo 012', 'Vídeo 013', 'Vídeo 014']);
    expect(fake.requests[0].query).toEqual({ status: 'published', page: '1', page_length: '5', q: 'vídeo 01' });
    expect(await platform().search('Rascunho', 5)).toEqual([]);
  });

  it('without text asks for the first published media, and never more than 50', async () => {
    const found = await platform().search('', 80);
    expect(found).toHaveLength(50);
    expect(fake.requests[0].query).toEqual({ status: 'published', page: '1', page_length: '50' });
  });
});

describe('failures', () => {
  it('waits for a slow answer that still arrives within the timeout', async () => {
    fake.behaviour.delayMs = 400;
    fake.behaviour.bodyDelayMs = 300;
    const started = Date.now();
    const page = await platform(3000).publishedMedia(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(650);
    expect(page.items.map((m) => m.media_id)[0]).toBe('m-51');
  });

  it('gives up after the timeout when the platform does not answer', async () => {
    fake.behaviour.delayMs = 5000;
    const { error, ms } = await failure(() => platform(300).publishedMedia(1));
    expect(error.message).toBe(VIDEO_PLATFORM_MESSAGES.timeout);
    expect(error.message).toBe('A plataforma de vídeos não respondeu a tempo.');
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(3000);
  });

  it('counts a body that stops half-way against the timeout too', async () => {
    fake.behaviour.bodyDelayMs = 5000;
    const { error, ms } = await failure(() => platform(300).search('Vídeo', 5));
    expect(error.message).toBe('A plataforma de vídeos não respondeu a tempo.');
    expect(ms).toBeLessThan(3000);
  });

  it.each([500, 503, 404])('reports an error status (%i)', async (status) => {
    fake.behaviour.status = status;
    const { error } = await failure(() => platform().publishedMedia(1));
    expect(error.message).toBe(`A plataforma de vídeos respondeu com erro (status ${status}).`);
  });

  it('reports a refused key as an error status', async () => {
    const { error } = await failure(() => platform(2000, { key: 'outra' }).publishedMedia(1));
    expect(error.message).toBe('A plataforma de vídeos respondeu com erro (status 401).');
  });

  it('reports a failing category call', async () => {
    fake.behaviour.status = 502;
    fake.behaviour.paths = ['/v1/categories'];
    const { error } = await failure(() => platform().publishedMedia(1));
    expect(error.message).toBe('A plataforma de vídeos respondeu com erro (status 502).');
  });

  it.each([
    ['not JSON', '<html>erro</html>'],
    ['JSON of another shape', JSON.stringify({ items: [] })],
    ['a medium without title', JSON.stringify({ media: [{ id: 1, status: 'published' }], total: 1 })],
  ])('reports an answer that is %s', async (_what, rawBody) => {
    fake.behaviour.rawBody = rawBody;
    fake.behaviour.paths = ['/v1/media'];
    const { error } = await failure(() => platform().publishedMedia(1));
    expect(error.message).toBe(VIDEO_PLATFORM_MESSAGES.invalidAnswer);
    expect(error.message).toBe('A plataforma de vídeos respondeu em um formato inesperado.');
  });

  it('reports a platform that cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { error } = await failure(() => platform(2000, { url: `http://127.0.0.1:${port}` }).publishedMedia(1));
    expect(error.message).toBe('Não foi possível conectar à plataforma de vídeos.');
  });
});

describe('categoryPaths', () => {
  it('walks parent_id up, stops at an unknown parent and at a loop', () => {
    const paths = categoryPaths([
      { id: '1', name: 'Pai', parent_id: null },
      { id: '2', name: 'Filho', parent_id: '1' },
      { id: '3', name: 'Neto', parent_id: '2' },
      { id: '4', name: 'Órfão', parent_id: '99' },
      { id: '5', name: 'A', parent_id: '6' },
      { id: '6', name: 'B', parent_id: '5' },
    ]);
    expect(Object.fromEntries(paths)).toEqual({ '1': 'Pai', '2': 'Pai > Filho', '3': 'Pai > Filho > Neto', '4': 'Órfão', '5': 'B > A', '6': 'A > B' });
  });
});
