import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { analyticsEvent } from '../../db/schema/analytics.ts';
import { bearer, createTestApp, errorCode, errorMessage, type GqlBody, type TestApp, type TestUser } from '../../test/test-app.ts';
import { PAGE_VIEW_MESSAGES } from './page-views-schema.ts';

const Q = `query ($day: String) { countPages(day: $day) }`;

let t: TestApp;
let admin: TestUser & { token: string };

function call(variables: Record<string, unknown> = {}, token: string | null = admin.token) {
  return t.gql('analytics', Q, variables, token ?? undefined);
}

async function count(day?: string | null): Promise<number> {
  const body = await call(day === undefined ? {} : { day });
  expect(body.errors).toBeUndefined();
  return body.data.countPages;
}

function expectRefused(body: GqlBody, code: string, message?: string) {
  expect(errorCode(body)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
  expect(body.data ?? null).toBeNull();
}

let at: (iso: string, kind?: string, userId?: number | null) => typeof analyticsEvent.$inferInsert;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  at = (iso, kind = 'page_view', userId = admin.id) => ({ kind, occurred_at: new Date(iso), path: '/inicio', user_id: userId });
  await t.db.insert(analyticsEvent).values([
    // Anonymous views are stored but not counted: anyone could send thousands.
    at('2026-03-10T15:00:00Z', 'page_view', null),
    at('2018-11-04T12:00:00Z', 'page_view', null),
    // 10/03/2026 in São Paulo (UTC-3) runs from 03:00 UTC to 03:00 UTC the next day.
    at('2026-03-10T02:59:59Z'),
    at('2026-03-10T03:00:00Z'),
    at('2026-03-10T15:00:00Z'),
    at('2026-03-11T02:59:59Z'),
    at('2026-03-11T03:00:00Z'),
    // Other kinds of event are not page views.
    at('2026-03-10T15:00:00Z', 'banner_click'),
    at('2026-03-10T15:00:00Z', 'asset_download'),
    // 04/11/2018 began daylight saving time in São Paulo: that day started at 01:00 (03:00 UTC)
    // and 05/11/2018 at 00:00 UTC-2 (02:00 UTC).
    at('2018-11-04T02:59:00Z'),
    at('2018-11-04T03:00:00Z'),
    at('2018-11-05T01:59:00Z'),
    at('2018-11-05T02:30:00Z'),
  ]);
});
afterAll(() => t?.close());

describe('countPages', () => {
  it('counts the page views of a São Paulo calendar day, or all of them', async () => {
    expect(await count('2026-03-10')).toBe(3);
    expect(await count('2026-03-09')).toBe(1);
    expect(await count('2026-03-11')).toBe(1);
    expect(await count('2026-03-12')).toBe(0);
    expect(await count('2018-11-03')).toBe(1);
    expect(await count('2018-11-04')).toBe(2);
    expect(await count('2018-11-05')).toBe(1);
    expect(await count()).toBe(9);
    expect(await count(null)).toBe(9);
  });

  it('leaves out anonymous page views sent to the ingestion, and counts a logged-in one', async () => {
    const before = await count();
    const view = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/analytics/events', headers, payload: { kind: 'page_view', path: '/x' }, remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 5; i++) expect((await view({})).statusCode).toBe(202);
    expect(await count()).toBe(before);
    expect((await view(bearer(admin.token))).statusCode).toBe(202);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a day that is not a real YYYY-MM-DD date', async () => {
    for (const day of ['10/03/2026', '2026-3-10', '2026-13-01', '2026-02-30', '', '2026-03-10T00:00']) {
      expectRefused(await call({ day }), 'BAD_USER_INPUT', PAGE_VIEW_MESSAGES.day);
    }
  });

  it('answers super administrators only: profile 15 and other Dashboard profiles are refused', async () => {
    const special = await t.signIn(PROFILE_ID.SPECIAL);
    await t.setProfileModules(PROFILE_ID.SPECIAL, ['Dashboard']);
    expectRefused(await call({ day: '2026-03-10' }, special.token), 'FORBIDDEN', MESSAGES.forbidden);
    const dashboardOnly = await t.signIn(await t.createProfile({ modules: ['Dashboard'] }));
    expectRefused(await call({}, dashboardOnly.token), 'FORBIDDEN', MESSAGES.forbidden);
    const outsider = await t.signIn(await t.createProfile({ modules: ['User', 'Media'] }));
    expectRefused(await call({}, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call({}, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
  });

  it('answers the aliases of one request together, as the dashboard asks (today, the total, ten days), alike', async () => {
    const body = await t.gql(
      'analytics',
      `{ a: countPages(day: "2026-03-10") total: countPages b: countPages(day: "2018-11-04") again: countPages(day: "2026-03-10") none: countPages(day: "2030-01-01") }`,
      {},
      admin.token,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ a: 3, total: await count(), b: 2, again: 3, none: 0 });
    // A refused alias refuses the request, as any other argument error.
    const refused = await t.gql('analytics', `{ a: countPages(day: "2026-03-10") bad: countPages(day: "2026-02-30") }`, {}, admin.token);
    expect(errorMessage(refused)).toBe(PAGE_VIEW_MESSAGES.day);
  });
});
