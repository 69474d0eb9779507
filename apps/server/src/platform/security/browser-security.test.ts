import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { asset } from '../../db/schema/dam.ts';
import { multipartBody, PNG_1X1 } from '../../test/fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { SESSION_COOKIE } from '../http/request-user.ts';
import { CSRF_HEADER, SAME_ORIGIN_MESSAGES } from './same-origin.ts';

const HOST = 'backoffice.local:3000';
const PORTAL = 'https://portal.example.com';
const ME = '{ get_authenticated_user { id } }';

let t: TestApp;
let open: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  open = await createTestApp({ CORS_ORIGINS: PORTAL, GRAPHQL_INTROSPECTION: 'true' });
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
});
afterAll(async () => {
  await t?.close();
  await open?.close();
});

const cookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}`, host: HOST });
const assetCount = async () => (await t.db.select({ id: asset.id }).from(asset)).length;

/** The planted-asset attack of the issue: a multipart upload riding on the admin's cookie. */
function plantAsset(headers: Record<string, string>) {
  const { payload, headers: form } = multipartBody({ module_name: 'Media' }, { name: 'plantado.png', data: PNG_1X1 });
  return t.app.inject({ method: 'POST', url: '/api/v1/dam/upload', payload, headers: { ...form, ...cookie(admin.token), ...headers } });
}

describe('no state change rides on the session cookie from another origin', () => {
  it('refuses an upload from another port of the same host (same-site), storing nothing', async () => {
    const before = await assetCount();
    const attempts: Record<string, string>[] = [
      { origin: 'http://backoffice.local:4000', [CSRF_HEADER]: '1' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site', [CSRF_HEADER]: '1' },
      { origin: 'null', [CSRF_HEADER]: '1' },
    ];
    for (const headers of attempts) {
      const res = await plantAsset(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ error: SAME_ORIGIN_MESSAGES.crossOrigin, code: 'FORBIDDEN' });
    }
    expect(await assetCount()).toBe(before);
  });

  it('refuses a cookie-authenticated state change without the client header (a simple form post), even from the same origin', async () => {
    const before = await assetCount();
    const res = await plantAsset({ origin: `http://${HOST}` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: SAME_ORIGIN_MESSAGES.missingHeader, code: 'FORBIDDEN' });
    const gql = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dam/graphql',
      headers: { ...cookie(admin.token), 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: 'mutation { deleteAsset(id: 1) }' }),
    });
    expect(gql.statusCode).toBe(403);
    expect(await assetCount()).toBe(before);
  });

  it('accepts what our client sends: the same origin with the header, or a bearer token', async () => {
    expect((await plantAsset({ origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin', [CSRF_HEADER]: '1' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/account/graphql', headers: bearer(admin.token), payload: { query: ME } });
    expect(res.json().data.get_authenticated_user.id).toBe(admin.id);
  });
});

describe('CORS: same origin only, unless an origin is configured', () => {
  it('does not answer another origin, with or without credentials', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/account/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/graphql',
      headers: { ...bearer(admin.token), origin: 'https://evil.example' },
      payload: { query: ME },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the configured front office, and only it', async () => {
    const ask = (origin: string) =>
      open.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/analytics/events',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
    const allowed = await ask(PORTAL);
    expect(allowed.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect((await ask('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('browser security headers', () => {
  it('every answer carries a CSP without inline scripts, no framing and a same-origin referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Room videos come from https players only (YouTube, Vimeo, the room's own host): never http or data:.
    expect(csp).toContain("frame-src 'self' https:");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets frames come from the content origin of each request's host, and from none a malformed host names", async () => {
    const frameSrc = async (host: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      return /frame-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    };
    const port = t.config.scorm.contentPort;
    // Asked twice each, in turns: what one host was answered is never another's.
    for (let round = 0; round < 2; round++) {
      expect(await frameSrc(HOST)).toBe(`'self' https: http://backoffice.local:${port}`);
      expect(await frameSrc('outro.local')).toBe(`'self' https: http://outro.local:${port}`);
      expect(await frameSrc('a"b')).toBe("'self' https: 'self'");
    }
  });
});

describe('GraphQL introspection', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';

  it('is off by default', async () => {
    const body = await t.gql('account', INTROSPECT, {}, admin.token);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('is on when GRAPHQL_INTROSPECTION=true', async () => {
    const body = await open.gql('account', INTROSPECT);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
