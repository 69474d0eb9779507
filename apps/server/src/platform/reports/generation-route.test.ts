import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { reportFile } from '../../db/schema/reports.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp, type TestUser } from '../../test/test-app.ts';
import { routeList } from '../http/route-list.ts';

let t: TestApp;
let admin: TestUser & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
});
afterAll(() => t?.close());

/** The routes that start a report's generation: every service's gerar_relatorio and the two of a course and a trail. */
const generationRoutes = () => {
  const posts = routeList(t.app)
    .filter((r) => r.method === 'POST')
    .map((r) => r.url);
  return posts.filter((url) => url.endsWith('/gerar_relatorio') || url === '/api/v1/lms/programa_andamento' || url === '/api/v1/lms/report_trail');
};

describe('GET on a route that starts a generation', () => {
  it('is found for every service with report screens, and for the course and trail reports', () => {
    expect(generationRoutes().sort()).toEqual([
      '/api/v1/account/gerar_relatorio',
      '/api/v1/dam/gerar_relatorio',
      '/api/v1/lms/gerar_relatorio',
      '/api/v1/lms/programa_andamento',
      '/api/v1/lms/report_trail',
    ]);
  });

  it('answers 405 with Allow: POST and a Portuguese message, generating nothing', async () => {
    const before = await t.db.$count(reportFile);
    for (const url of generationRoutes()) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url: `${url}?course_id=1&trail_id=1&name=lista-corretores&period=atual`, headers: bearer(admin.token) });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.headers.allow, url).toBe('POST');
        if (method === 'GET') expect(res.json(), url).toEqual({ error: 'Use POST para gerar o relatório.', code: 'METHOD_NOT_ALLOWED' });
      }
    }
    expect(await t.db.$count(reportFile)).toBe(before);
  });

  it('refuses an anonymous caller and one without the module as the POST does', async () => {
    const outsider = await t.signIn(await t.createProfile({ modules: ['Media'] }));
    for (const url of ['/api/v1/lms/programa_andamento', '/api/v1/lms/report_trail', '/api/v1/account/gerar_relatorio']) {
      expectRestRefused(await t.app.inject({ method: 'GET', url }), 'UNAUTHENTICATED');
      expectRestRefused(await t.app.inject({ method: 'GET', url, headers: bearer(outsider.token) }), 'FORBIDDEN');
    }
  });
});
