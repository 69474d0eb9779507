import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { LOG_TEXT_MAX } from '../http/logger-options.ts';
import { loggedUrl } from './request-observer.ts';

const lines: string[] = [];
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
});

afterAll(async () => {
  await t?.close();
});

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the request log', () => {
  it('writes one line per request with its caller, operation, fields, status and duration', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/graphql',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: { operationName: 'ListaDePerfis', query: 'query ListaDePerfis { profiles_collections { id } }' },
    });
    expect(res.statusCode).toBe(200);
    const requestLines = entries().filter((e) => e.url === '/api/v1/account/graphql');
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines;
    expect(line).toMatchObject({
      msg: 'request completed',
      method: 'POST',
      status: 200,
      user_id: admin.id,
      operation: 'ListaDePerfis',
      fields: 'profiles_collections',
    });
    expect(typeof line.duration_ms).toBe('number');
    // Fastify's own 'incoming request' line is gone: one line says it all.
    expect(entries().filter((e) => e.msg === 'incoming request')).toHaveLength(0);
  });

  it('never carries a token, a password, a cookie or a value over a few hundred characters', async () => {
    lines.length = 0;
    const password = 'Senha-que-nao-pode-aparecer-1';
    await t.postLogin(admin.mail, password);
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/account/session-check?token=${admin.token}&q=${'x'.repeat(5000)}`,
      headers: { cookie: `bo_session=${admin.token}` },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/graphql',
      headers: bearer(admin.token),
      payload: { operationName: 'y'.repeat(5000), query: '{ profiles_collections { id } }' },
    });
    const text = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain(admin.token);
    expect(text).not.toContain(password);
    for (const line of lines) for (const value of Object.values(JSON.parse(line))) expect(String(value).length).toBeLessThanOrEqual(LOG_TEXT_MAX + 1);
  });

  it('hides the values of secret query parameters', () => {
    expect(loggedUrl('/api/v1/x?token=abc&page=2&grant=zzz&search=maria')).toBe('/api/v1/x?token=%5Bredacted%5D&page=2&grant=%5Bredacted%5D&search=maria');
    expect(loggedUrl('/api/health')).toBe('/api/health');
  });
});
