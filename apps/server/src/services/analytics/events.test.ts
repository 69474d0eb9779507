import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { ANALYTICS_MESSAGES } from '@backoffice/domain/schemas/analytics-event';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { rateLimit } from '../../db/schema/account.ts';
import { analyticsEvent } from '../../db/schema/analytics.ts';
import { asset } from '../../db/schema/dam.ts';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let user: TestUser & { token: string };
let bannerId: number;
let mediaId: number;

beforeAll(async () => {
  // These tests post, anonymously, far more than a visitor would in a minute.
  t = await createTestApp({ ANALYTICS_ANONYMOUS_RATE_LIMIT_PER_MINUTE: '1000' });
  user = await t.signIn(PROFILE_ID.ADMIN, { name: 'Leitora Logada' });
  const [banner] = await t.db.insert(asset).values({ module_name: 'Banner', title: 'Banner de teste' }).returning({ id: asset.id });
  const [media] = await t.db.insert(asset).values({ module_name: 'Media', title: 'Ebook de teste' }).returning({ id: asset.id });
  bannerId = banner.id;
  mediaId = media.id;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(analyticsEvent);
});

function post(app: FastifyInstance, payload: unknown, options: { token?: string; ip?: string; contentType?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/analytics/events',
    headers: { ...(options.token ? bearer(options.token) : {}), 'content-type': options.contentType ?? 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

const stored = () =>
  t.db
    .select({
      kind: analyticsEvent.kind,
      path: analyticsEvent.path,
      asset_id: analyticsEvent.asset_id,
      user_id: analyticsEvent.user_id,
      occurred_at: analyticsEvent.occurred_at,
    })
    .from(analyticsEvent)
    .orderBy(asc(analyticsEvent.id));

async function expectRefused(payload: unknown, message: string) {
  const res = await post(t.app, payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ error: message, code: 'BAD_USER_INPUT' });
}

describe('POST /api/v1/analytics/events', () => {
  it('stores an anonymous page view at the current time', async () => {
    const before = Date.now();
    const res = await post(t.app, { kind: 'page_view', path: '/cursos/seguro-auto' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 1 });
    const rows = await stored();
    expect(rows).toEqual([{ kind: 'page_view', path: '/cursos/seguro-auto', asset_id: null, user_id: null, occurred_at: expect.any(Date) }]);
    expect(rows[0].occurred_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0].occurred_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('takes the user from the session, never from the body; an invalid token counts as anonymous', async () => {
    const occurred = new Date(Date.now() - 2 * DAY).toISOString();
    expect((await post(t.app, { kind: 'banner_click', asset_id: bannerId, user_id: 999, occurred_at: occurred }, { token: user.token })).statusCode).toBe(202);
    expect((await post(t.app, { kind: 'page_view', path: '/home', user_id: user.id }, { token: 'not-a-session' })).statusCode).toBe(202);
    const rows = await stored();
    expect(rows).toEqual([
      { kind: 'banner_click', path: null, asset_id: bannerId, user_id: user.id, occurred_at: new Date(occurred) },
      { kind: 'page_view', path: '/home', asset_id: null, user_id: null, occurred_at: expect.any(Date) },
    ]);
  });

  it('stores a batch of events of every kind in one go', async () => {
    const a = new Date(Date.now() - 3 * DAY);
    const b = new Date(Date.now() - 60 * MINUTE);
    // Two days ago to the second, written as São Paulo's clock shows it (UTC−3).
    const c = new Date(Math.floor((Date.now() - 2 * DAY) / 1000) * 1000);
    const cAtOffset = `${new Date(c.getTime() - 180 * MINUTE).toISOString().slice(0, 19)}-03:00`;
    const res = await post(
      t.app,
      {
        events: [
          { kind: 'page_view', path: '  /trilhas  ', occurred_at: a.toISOString(), asset_id: mediaId },
          { kind: 'banner_click', asset_id: String(bannerId), path: '/home', occurred_at: b.toISOString() },
          { kind: 'asset_download', asset_id: mediaId, occurred_at: cAtOffset },
        ],
      },
      { token: user.token },
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ stored: 3 });
    // A page view points at no asset; paths are trimmed; offsets are honoured.
    expect(await stored()).toEqual([
      { kind: 'page_view', path: '/trilhas', asset_id: null, user_id: user.id, occurred_at: a },
      { kind: 'banner_click', path: '/home', asset_id: bannerId, user_id: user.id, occurred_at: b },
      { kind: 'asset_download', path: null, asset_id: mediaId, user_id: user.id, occurred_at: c },
    ]);
  });

  it('accepts a JSON text body, as navigator.sendBeacon sends it', async () => {
    const res = await post(t.app, JSON.stringify({ kind: 'page_view', path: '/beacon' }), { contentType: 'text/plain;charset=UTF-8' });
    expect(res.statusCode, res.body).toBe(202);
    expect((await stored()).map((r) => r.path)).toEqual(['/beacon']);
  });

  it('accepts clocks a little ahead and events up to 7 days late', async () => {
    const ahead = new Date(Date.now() + 4 * MINUTE).toISOString();
    const late = new Date(Date.now() - 7 * DAY + 5 * MINUTE).toISOString();
    const res = await post(t.app, {
      events: [
        { kind: 'page_view', path: '/a', occurred_at: ahead },
        { kind: 'page_view', path: '/b', occurred_at: late },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    expect((await stored()).map((r) => r.occurred_at.toISOString())).toEqual([ahead, late]);
  });

  it('refuses each invalid field with its message', async () => {
    await expectRefused({ kind: 'click', path: '/x' }, ANALYTICS_MESSAGES.invalidKind);
    await expectRefused({ path: '/x' }, ANALYTICS_MESSAGES.invalidKind);
    await expectRefused({ kind: 'page_view' }, ANALYTICS_MESSAGES.pathRequired);
    await expectRefused({ kind: 'page_view', path: '   ' }, ANALYTICS_MESSAGES.pathRequired);
    await expectRefused({ kind: 'page_view', path: `/${'x'.repeat(500)}` }, ANALYTICS_MESSAGES.pathTooLong);
    expect(ANALYTICS_MESSAGES.pathTooLong).toBe('O campo path deve ter no máximo 500 caracteres.');
    await expectRefused({ kind: 'banner_click' }, ANALYTICS_MESSAGES.assetRequired);
    await expectRefused({ kind: 'asset_download', asset_id: null }, ANALYTICS_MESSAGES.assetRequired);
    await expectRefused({ kind: 'banner_click', asset_id: -4 }, ANALYTICS_MESSAGES.invalidAsset);
    await expectRefused({ kind: 'banner_click', asset_id: 'abc' }, ANALYTICS_MESSAGES.invalidAsset);
    await expectRefused({ kind: 'banner_click', asset_id: 1.5 }, ANALYTICS_MESSAGES.invalidAsset);
    await expectRefused({ kind: 'page_view', path: '/x', occurred_at: 'ontem' }, ANALYTICS_MESSAGES.invalidDate);
    await expectRefused({ kind: 'page_view', path: '/x', occurred_at: '2026-11-20 10:00' }, ANALYTICS_MESSAGES.invalidDate);
    await expectRefused({ kind: 'page_view', path: '/x', occurred_at: new Date(Date.now() + 10 * MINUTE).toISOString() }, ANALYTICS_MESSAGES.futureDate);
    await expectRefused({ kind: 'page_view', path: '/x', occurred_at: new Date(Date.now() - 8 * DAY).toISOString() }, ANALYTICS_MESSAGES.tooOld);
    expect(await stored()).toEqual([]);
  });

  it('refuses empty, oversized and malformed bodies', async () => {
    await expectRefused({ events: [] }, ANALYTICS_MESSAGES.emptyBatch);
    await expectRefused({ events: Array.from({ length: 51 }, () => ({ kind: 'page_view', path: '/x' })) }, ANALYTICS_MESSAGES.batchTooLarge);
    await expectRefused({ events: 'muitos' }, ANALYTICS_MESSAGES.invalidBody);
    await expectRefused('"page_view"', ANALYTICS_MESSAGES.invalidBody);
    const beacon = await post(t.app, 'not json', { contentType: 'text/plain' });
    expect(beacon.json()).toEqual({ error: ANALYTICS_MESSAGES.invalidBody, code: 'BAD_USER_INPUT' });
    await expectRefused('{"kind": "page_view",', ANALYTICS_MESSAGES.invalidBody);
    await expectRefused('', ANALYTICS_MESSAGES.invalidBody);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/v1/analytics/events' });
    expect(noBody.json()).toEqual({ error: ANALYTICS_MESSAGES.invalidBody, code: 'BAD_USER_INPUT' });
    const fifty = await post(t.app, { events: Array.from({ length: 50 }, (_, i) => ({ kind: 'page_view', path: `/p${i}` })) });
    expect(fifty.json()).toEqual({ stored: 50 });
  });

  it('refuses a banner click on anything but a banner and a download of anything but a digital content', async () => {
    await expectRefused({ kind: 'banner_click', asset_id: mediaId }, ANALYTICS_MESSAGES.bannerNotFound(mediaId));
    await expectRefused({ kind: 'banner_click', asset_id: 987654 }, ANALYTICS_MESSAGES.bannerNotFound(987654));
    await expectRefused({ kind: 'asset_download', asset_id: bannerId }, ANALYTICS_MESSAGES.mediaNotFound(bannerId));
    expect(ANALYTICS_MESSAGES.bannerNotFound(12)).toBe('Banner 12 não encontrado.');
    expect(ANALYTICS_MESSAGES.mediaNotFound(12)).toBe('Conteúdo digital 12 não encontrado.');
  });

  it('stores all the events of a batch or none, and says which event failed', async () => {
    await expectRefused(
      {
        events: [
          { kind: 'page_view', path: '/ok' },
          { kind: 'page_view', path: '/ok' },
          { kind: 'asset_download', asset_id: bannerId },
        ],
      },
      `Evento 3: Conteúdo digital ${bannerId} não encontrado.`,
    );
    await expectRefused({ events: [{ kind: 'page_view', path: '/ok' }, { kind: 'page_view' }] }, 'Evento 2: Informe a página visitada (path).');
    expect(await stored()).toEqual([]);
  });
});

describe('rate limit of the ingestion', () => {
  let limited: TestApp;
  let copy: FastifyInstance;
  let first: TestUser & { token: string };
  let second: TestUser & { token: string };

  beforeAll(async () => {
    limited = await createTestApp({ ANALYTICS_RATE_LIMIT_PER_MINUTE: '3', ANALYTICS_ANONYMOUS_RATE_LIMIT_PER_MINUTE: '2' });
    // A second server copy on the same database: the counters are the database's, not a copy's.
    copy = await buildApp({ database: limited.database, config: limited.config, files: limited.files });
    await copy.ready();
    first = await limited.signIn(PROFILE_ID.ADMIN);
    second = await limited.signIn(PROFILE_ID.ADMIN);
  });
  afterAll(async () => {
    await copy?.close();
    await limited?.close();
  });

  const view = { kind: 'page_view', path: '/limite' };
  /** Posts to one server copy or the other, in turn. */
  let turn = 0;
  const postToEither = (options: { token?: string; ip: string }) => post(turn++ % 2 ? copy : limited.app, view, options);

  it('answers 429 with a Portuguese message past the anonymous limit of an address, shared by both copies', async () => {
    for (let i = 0; i < 2; i++) expect((await postToEither({ ip: '10.0.0.1' })).statusCode).toBe(202);
    for (let i = 0; i < 2; i++) {
      const refused = await postToEither({ ip: '10.0.0.1' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: ANALYTICS_MESSAGES.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another address has its own count.
    expect((await postToEither({ ip: '10.0.0.2' })).statusCode).toBe(202);
    const [{ n }] = await limited.db.select({ n: count() }).from(analyticsEvent);
    expect(n).toBe(3);
  });

  it('counts per user when signed in, with the higher limit, whatever the address or the copy', async () => {
    for (let i = 0; i < 3; i++) expect((await postToEither({ token: first.token, ip: `10.0.1.${i}` })).statusCode).toBe(202);
    expect((await postToEither({ token: first.token, ip: '10.0.1.9' })).statusCode).toBe(429);
    expect((await postToEither({ token: first.token, ip: '10.0.1.8' })).statusCode).toBe(429);
    // Another user behind the address refused above is not limited.
    expect((await postToEither({ token: second.token, ip: '10.0.0.1' })).statusCode).toBe(202);
  });

  it('counts concurrent requests exactly', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => postToEither({ token: second.token, ip: '10.0.2.1' })));
    // second had one request left of three in this window.
    expect(answers.map((r) => r.statusCode).sort()).toEqual([202, 202, 429, 429, 429, 429, 429, 429]);
  });

  it('starts a new window once the minute is over', async () => {
    await limited.db.update(rateLimit).set({ window_started_at: new Date(Date.now() - 61_000) });
    expect((await postToEither({ ip: '10.0.0.1' })).statusCode).toBe(202);
    expect((await postToEither({ token: first.token, ip: '10.0.0.1' })).statusCode).toBe(202);
  });

  it('limits this route only', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1' });
      expect(res.statusCode).toBe(200);
    }
  });
});
