import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { multipart } from '../../test/fuzz/rest-requests.ts';
import { bearer, createTestApp, errorCode, errorMessage, type TestApp } from '../../test/test-app.ts';
import { containsNul } from './input-guard.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn(PROFILE_ID.SUPER_ADMIN)).token;
});
afterAll(() => t?.close());

function expectBadInput(res: LightMyRequestResponse, error: string): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ error, code: 'BAD_USER_INPUT' });
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('NUL in any input', () => {
  it('is refused in a REST body, query, path and text body', async () => {
    expectBadInput(await t.postLogin('ana\u0000@x.com', 'senha-qualquer'), MESSAGES.invalidCharacters);
    expectBadInput(await get('/api/v1/parceiro/branch/count?search=a%00b'), MESSAGES.invalidCharacters);
    expectBadInput(await t.app.inject({ method: 'DELETE', url: '/api/v1/parceiro/branch/1%00', headers: bearer(token) }), MESSAGES.invalidCharacters);
    const sendBeacon = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/analytics/events', headers: { 'content-type': 'text/plain' }, payload });
    // JSON read by the route itself spells NUL as an escape.
    expectBadInput(await sendBeacon('{"kind":"page_view","path":"/a\\u0000"}'), MESSAGES.invalidCharacters);
    expect((await sendBeacon('{"kind":"page_view","path":"/a\\\\u0000"}')).statusCode).toBe(202);
  });

  it('is refused in a session cookie, before the session is looked up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dam/file/1', headers: { cookie: 'bo_session=a%00b' } });
    expectBadInput(res, MESSAGES.invalidCharacters);
  });

  it('is refused in multipart form fields and file names', async () => {
    const upload = (fields: Record<string, string>, filename?: string) => {
      const form = multipart('/api/v1/dam/upload', fields, filename);
      return t.app.inject({ ...form, headers: { ...form.headers, ...bearer(token) } });
    };
    expectBadInput(await upload({ module_name: 'Media\u0000' }), MESSAGES.invalidCharacters);
    expectBadInput(await upload({ module_name: 'Media' }, 'a\u0000.png'), MESSAGES.invalidCharacters);
  });

  it('is refused in any GraphQL argument as BAD_USER_INPUT, nested ones included', async () => {
    for (const [service, query, variables] of [
      ['account', 'query ($s: String) { users_collections(search: $s) { id } }', { s: 'a\u0000' }],
      ['account', 'mutation ($t: String) { createOrUpdateProfile(input: { title: $t }) { id } }', { t: 'Perfil\u0000' }],
      ['lms', 'query { video_media_count(search: "\\u0000") }', {}],
    ] as const) {
      const body = await t.gql(service, query, variables, token);
      expect([errorCode(body), errorMessage(body)]).toEqual(['BAD_USER_INPUT', MESSAGES.invalidCharacters]);
    }
  });

  it('is found however deep, without recursion', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul({ ok: ['texto', 1, null, { 'chave\u0000': 1 }] })).toBe(true);
    expect(containsNul({ ok: ['texto', 1, null, { chave: 'á' }] })).toBe(false);
  });
});

describe('ids past the integer columns', () => {
  it('get a readable 400 on every REST route that reads an id', async () => {
    for (const url of [
      '/api/v1/dam/file/2147483648',
      '/api/v1/account/reportUsersProfile?profileId=2147483648',
      '/api/v1/dam/reportVinculosCategorias?category=9007199254740993',
      '/api/v1/analytics/report_banner?banner_id=2147483648',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('BAD_USER_INPUT');
      expect(res.json().error).toMatch(/^Informe/);
    }
    const remove = await t.app.inject({ method: 'DELETE', url: '/api/v1/parceiro/branch/2147483648', headers: bearer(token) });
    expectBadInput(remove, 'Informe o id do ramo de atuação.');
  });

  it('still reach the database at the largest id it holds', async () => {
    expect((await get('/api/v1/dam/file/2147483647')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/parceiro/branch/2147483647', headers: bearer(token) })).statusCode).toBe(404);
  });
});
