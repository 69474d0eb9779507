import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { VIDEO_MEDIA_MESSAGES } from '@backoffice/domain/schemas/video-media';
import { videoMedia } from '../../../db/schema/video.ts';
import { startFakeVideoPlatform, type FakeMedium, type FakeVideoPlatform } from '../../../platform/video/fake-video-platform.ts';
import { bearer, createTestApp, expectRestRefused, errorCode, errorMessage, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';

const KEY = 'chave-da-plataforma';
const DAY = 24 * 3600_000;
const HEADER = 'Título;Categoria;Status;Data de publicação;Duração (segundos);ID da mídia';
const SEARCH = `query ($search: String!, $limit: Int) {
  videos_search(search: $search, limit: $limit) { media_id title category status published_at duration_seconds }
}`;

/** dd/mm/yyyy HH:mm in São Paulo, computed apart from the code under test (UTC-3, no DST since 2019). */
function saoPaulo(date: Date): string {
  const d = new Date(date.getTime() - 3 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

const EXTERNAL = 'query { video_platform_external }';
const BY_ID = `query ($media_id: String!) { video_by_media_id(media_id: $media_id) { media_id title category status } }`;

const csv = (lines: string[]) => `\ufeff${[HEADER, ...lines].join('\r\n')}\r\n`;

interface Users {
  admin: TestUser & { token: string };
  dashboard: TestUser & { token: string };
  course: TestUser & { token: string };
  outsider: TestUser & { token: string };
}

async function signInAll(t: TestApp): Promise<Users> {
  return {
    admin: await t.signIn(PROFILE_ID.SUPER_ADMIN),
    dashboard: await t.signIn(await t.createProfile({ modules: ['Dashboard'] })),
    course: await t.signIn(await t.createProfile({ modules: ['Course'] })),
    outsider: await t.signIn(await t.createProfile({ modules: ['Media', 'Classroom', 'Trail'] })),
  };
}

const report = (t: TestApp, token: string | null) => t.app.inject({ method: 'GET', url: '/api/v1/lms/relatorio_videos', headers: token ? bearer(token) : {} });

function expectRefused(body: GqlBody, code: string, message?: string) {
  expect(errorCode(body)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
  expect(body.data?.videos_search ?? null).toBeNull();
}

describe('with the built-in library', () => {
  let t: TestApp;
  let u: Users;
  const expected: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    u = await signInAll(t);
    const rows: Array<typeof videoMedia.$inferInsert> = [];
    // 52 published media, a day apart (the newest comes first), a draft after every tenth.
    const base = Date.UTC(2026, 1, 1, 12, 0);
    for (let n = 52; n >= 1; n--) {
      const at = new Date(base + n * DAY);
      rows.push({ media_id: `m-${n}`, title: `Aula ${n}`, category: 'Treinamentos > Auto', status: 'published', published_at: at, duration_seconds: n * 60 });
      expected.push(`Aula ${n};Treinamentos > Auto;Publicado;${saoPaulo(at)};${n * 60};m-${n}`);
      if (n % 10 === 0) rows.push({ media_id: `d-${n}`, title: `Rascunho ${n}`, status: 'draft', published_at: at, duration_seconds: 1 });
    }
    // Quotes and the separator inside a title; a medium without date or category comes last.
    rows.push({
      media_id: 'esp-1',
      title: 'Seguro "Top"; parte 1',
      category: 'Vendas',
      status: 'published',
      published_at: new Date('2026-01-15T02:30:00Z'),
      duration_seconds: 0,
    });
    rows.push({ media_id: 'esp-2', title: 'Sem data', category: null, status: 'published', published_at: null, duration_seconds: 3600 });
    expected.push('"Seguro ""Top""; parte 1";Vendas;Publicado;14/01/2026 23:30;0;esp-1', 'Sem data;;Publicado;;3600;esp-2');
    await t.db.insert(videoMedia).values(rows);
  });
  afterAll(() => t?.close());

  it('GET lms/relatorio_videos streams every published medium as CSV, in two pages of 50', async () => {
    const res = await report(t, u.dashboard.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="relatorio-videos.csv"; filename*=UTF-8''relatorio-videos.csv`);
    expect(expected).toHaveLength(54);
    expect(res.body).toBe(csv(expected));
    expect(res.body.split('\r\n')[1]).toBe(`Aula 52;Treinamentos > Auto;Publicado;${saoPaulo(new Date(Date.UTC(2026, 1, 1, 12) + 52 * DAY))};3120;m-52`);
    expect(res.body.split('\r\n')[1]).toBe('Aula 52;Treinamentos > Auto;Publicado;25/03/2026 09:00;3120;m-52');
  });

  it('is only a header for an empty library', async () => {
    const empty = await createTestApp();
    try {
      const token = (await empty.signIn(PROFILE_ID.SUPER_ADMIN)).token;
      expect((await report(empty, token)).body).toBe(csv([]));
    } finally {
      await empty.close();
    }
  });

  it('refuses the report without the Dashboard module and anonymously', async () => {
    for (const who of [u.outsider, u.course]) {
      expectRestRefused(await report(t, who.token), 'FORBIDDEN');
    }
    expectRestRefused(await report(t, null), 'UNAUTHENTICATED');
  });

  it('videos_search finds published media by title for the Course and Dashboard modules', async () => {
    for (const who of [u.course, u.dashboard, u.admin]) {
      const body = await t.gql('lms', SEARCH, { search: 'aula 5', limit: 5 }, who.token);
      expect(body.errors).toBeUndefined();
      expect(body.data.videos_search).toEqual([
        {
          media_id: 'm-52',
          title: 'Aula 52',
          category: 'Treinamentos > Auto',
          status: 'published',
          published_at: new Date(Date.UTC(2026, 1, 1, 12) + 52 * DAY).toISOString(),
          duration_seconds: 3120,
        },
        expect.objectContaining({ media_id: 'm-51' }),
        expect.objectContaining({ media_id: 'm-50' }),
        expect.objectContaining({ media_id: 'm-5' }),
      ]);
    }
    expect((await t.gql('lms', SEARCH, { search: 'rascunho' }, u.course.token)).data.videos_search).toEqual([]);
    const newest = (await t.gql('lms', SEARCH, { search: '' }, u.course.token)).data.videos_search;
    expect(newest).toHaveLength(20);
    expect(newest[0].media_id).toBe('m-52');
  });

  it('video_by_media_id names the video a course stores, published or not, for the course form', async () => {
    const byId = async (media_id: string, token = u.course.token) => {
      const body = await t.gql('lms', BY_ID, { media_id }, token);
      expect(body.errors).toBeUndefined();
      return body.data.video_by_media_id;
    };
    expect(await byId('m-7')).toEqual({ media_id: 'm-7', title: 'Aula 7', category: 'Treinamentos > Auto', status: 'published' });
    expect(await byId('d-10', u.dashboard.token)).toEqual({ media_id: 'd-10', title: 'Rascunho 10', category: null, status: 'draft' });
    expect(await byId('nao-existe')).toBeNull();
    for (const [token, code] of [
      [u.outsider.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const body = await t.gql('lms', BY_ID, { media_id: 'm-7' }, token);
      expect([errorCode(body), body.data?.video_by_media_id ?? null]).toEqual([code, null]);
    }
  });

  it('video_platform_external is false, and refused to other modules and anonymous callers', async () => {
    for (const who of [u.course, u.dashboard]) {
      expect((await t.gql('lms', EXTERNAL, {}, who.token)).data).toEqual({ video_platform_external: false });
    }
    const forbidden = await t.gql('lms', EXTERNAL, {}, u.outsider.token);
    expect([errorCode(forbidden), errorMessage(forbidden), forbidden.data]).toEqual(['FORBIDDEN', MESSAGES.forbidden, null]);
    const anonymous = await t.gql('lms', EXTERNAL, {});
    expect([errorCode(anonymous), errorMessage(anonymous), anonymous.data]).toEqual(['UNAUTHENTICATED', MESSAGES.unauthenticated, null]);
  });

  it('videos_search validates its arguments and refuses other modules and anonymous callers', async () => {
    expectRefused(await t.gql('lms', SEARCH, { search: 'x'.repeat(201) }, u.course.token), 'BAD_USER_INPUT', 'A busca deve ter no máximo 200 caracteres.');
    expectRefused(await t.gql('lms', SEARCH, { search: 'a', limit: 51 }, u.course.token), 'BAD_USER_INPUT');
    expectRefused(await t.gql('lms', SEARCH, { search: 'a', limit: 0 }, u.course.token), 'BAD_USER_INPUT');
    expectRefused(await t.gql('lms', SEARCH, { search: 'aula' }, u.outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await t.gql('lms', SEARCH, { search: 'aula' }), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
  });
});

describe('with an external platform (VIDEO_PLATFORM_URL)', () => {
  let t: TestApp;
  let u: Users;
  let fake: FakeVideoPlatform;
  const expected: string[] = [];

  beforeAll(async () => {
    const media: FakeMedium[] = [];
    const base = Date.UTC(2025, 11, 30, 18, 0);
    for (let n = 1; n <= 101; n++) {
      const at = new Date(base + n * DAY + n * 60_000);
      media.push({
        id: `v${n}`,
        title: `Webinar ${n}`,
        category_id: n % 2 ? 3 : 1,
        status: 'published',
        publish_date: at.toISOString(),
        duration: n * 10 + 0.4,
      });
      expected.push(`Webinar ${n};${n % 2 ? 'Cursos > Seguros > Auto' : 'Cursos'};Publicado;${saoPaulo(at)};${n * 10};v${n}`);
      if (n % 25 === 0) media.push({ id: `r${n}`, title: `Rascunho ${n}`, category_id: 1, status: 'draft', publish_date: null, duration: 5 });
    }
    media.push({ id: 7001, title: 'Sem categoria; "sem data"', category_id: null, status: 'published', publish_date: null, duration: null });
    expected.push('"Sem categoria; ""sem data""";;Publicado;;0;7001');
    fake = await startFakeVideoPlatform({
      key: KEY,
      media,
      categories: [
        { id: 1, name: 'Cursos', parent_id: null },
        { id: 2, name: 'Seguros', parent_id: 1 },
        { id: 3, name: 'Auto', parent_id: 2 },
      ],
    });
    t = await createTestApp({ VIDEO_PLATFORM_URL: fake.url, VIDEO_PLATFORM_KEY: KEY, VIDEO_PLATFORM_TIMEOUT_MS: '1000' });
    u = await signInAll(t);
    // The local library is not what answers once a platform is configured.
    await t.db.insert(videoMedia).values({ media_id: 'local-1', title: 'Webinar local', status: 'published', duration_seconds: 1 });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('GET lms/relatorio_videos reads the platform page by page (50 each) into the CSV', async () => {
    fake.reset();
    const res = await report(t, u.admin.token);
    expect(res.statusCode).toBe(200);
    expect(expected).toHaveLength(102);
    expect(res.body).toBe(csv(expected));
    expect(res.body.split('\r\n')[1]).toBe('Webinar 1;Cursos > Seguros > Auto;Publicado;31/12/2025 15:01;10;v1');
    expect(fake.requests.map((r) => [r.path, r.query.page ?? null, r.query.page_length ?? null, r.query.status ?? null])).toEqual([
      ['/v1/media', '1', '50', 'published'],
      ['/v1/categories', null, null, null],
      ['/v1/media', '2', '50', 'published'],
      ['/v1/media', '3', '50', 'published'],
    ]);
    expect(fake.requests.every((r) => r.authorization === `Bearer ${KEY}`)).toBe(true);
  });

  it('answers a readable error when the platform fails or does not answer in time', async () => {
    fake.reset();
    fake.behaviour.status = 500;
    const failed = await report(t, u.dashboard.token);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: 'A plataforma de vídeos respondeu com erro (status 500).', code: 'BAD_GATEWAY' });

    fake.reset();
    fake.behaviour.delayMs = 3000;
    const slow = await report(t, u.dashboard.token);
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toEqual({ error: 'A plataforma de vídeos não respondeu a tempo.', code: 'GATEWAY_TIMEOUT' });
  });

  it('waits for a slow platform that answers within the timeout', async () => {
    fake.reset();
    fake.behaviour.delayMs = 300;
    const res = await report(t, u.dashboard.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(csv(expected));
  });

  it('cuts the download short when a later page fails, never ending it as if complete', async () => {
    fake.reset();
    fake.behaviour.status = 503;
    fake.behaviour.fromPage = 2;
    // The response is destroyed mid-way: the browser sees a failed download, not a short file.
    await expect(report(t, u.dashboard.token)).rejects.toThrow('response destroyed before completion');
    // The first page had been read; the second failed and nothing after it was asked for.
    expect(fake.requests.filter((r) => r.path === '/v1/media').map((r) => r.query.page)).toEqual(['1', '2']);
  });

  it('videos_search asks the platform, published only', async () => {
    fake.reset();
    const body = await t.gql('lms', SEARCH, { search: 'webinar 10', limit: 3 }, u.course.token);
    expect(body.errors).toBeUndefined();
    expect(body.data.videos_search).toEqual([
      {
        media_id: 'v10',
        title: 'Webinar 10',
        category: 'Cursos',
        status: 'published',
        published_at: new Date(Date.UTC(2025, 11, 30, 18) + 10 * DAY + 10 * 60_000).toISOString(),
        duration_seconds: 100,
      },
      expect.objectContaining({ media_id: 'v100', category: 'Cursos' }),
      expect.objectContaining({ media_id: 'v101', category: 'Cursos > Seguros > Auto', duration_seconds: 1010 }),
    ]);
    expect(fake.requests[0].query).toEqual({ status: 'published', page: '1', page_length: '3', q: 'webinar 10' });
    expect((await t.gql('lms', SEARCH, { search: 'rascunho' }, u.course.token)).data.videos_search).toEqual([]);

    fake.behaviour.delayMs = 3000;
    expectRefused(await t.gql('lms', SEARCH, { search: 'webinar' }, u.course.token), 'GATEWAY_TIMEOUT', 'A plataforma de vídeos não respondeu a tempo.');
  });

  it('video_by_media_id asks the platform for the one medium, null when it does not know it', async () => {
    fake.reset();
    const body = await t.gql('lms', BY_ID, { media_id: 'v10' }, u.course.token);
    expect(body.errors).toBeUndefined();
    expect(body.data.video_by_media_id).toEqual({ media_id: 'v10', title: 'Webinar 10', category: 'Cursos', status: 'published' });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/media/v10', '/v1/categories']);
    expect((await t.gql('lms', BY_ID, { media_id: 'r25' }, u.course.token)).data.video_by_media_id).toMatchObject({ media_id: 'r25', status: 'draft' });
    expect((await t.gql('lms', BY_ID, { media_id: 'nao-existe' }, u.course.token)).data.video_by_media_id).toBeNull();
    // An id is one path segment, whatever it holds.
    fake.reset();
    expect((await t.gql('lms', BY_ID, { media_id: '../categories' }, u.course.token)).data.video_by_media_id).toBeNull();
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/media/..%2Fcategories']);
    fake.behaviour.status = 500;
    expectRefused(await t.gql('lms', BY_ID, { media_id: 'v10' }, u.course.token), 'BAD_GATEWAY', 'A plataforma de vídeos respondeu com erro (status 500).');
  });

  it('video_platform_external is true', async () => {
    expect((await t.gql('lms', EXTERNAL, {}, u.dashboard.token)).data).toEqual({ video_platform_external: true });
  });

  it('refuses to manage the local library, which the platform replaces', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['query { video_media_collection { id } }', {}],
      ['query { video_media_count }', {}],
      ['query { video_media(id: 1) { id } }', {}],
      [
        'mutation ($input: VideoMediaInput!) { createOrUpdateVideoMedia(input: $input) { id } }',
        { input: { media_id: 'x', title: 'x', status: 'published', duration_seconds: 1 } },
      ],
      ['mutation { deleteVideoMedia(id: 1) }', {}],
    ];
    for (const [query, vars] of calls) {
      const body = await t.gql('lms', query, vars, u.course.token);
      expect(errorCode(body)).toBe('CONFLICT');
      expect(errorMessage(body)).toBe(VIDEO_MEDIA_MESSAGES.managedOnPlatform);
    }
    expect(await t.db.select().from(videoMedia)).toHaveLength(1);
  });
});
