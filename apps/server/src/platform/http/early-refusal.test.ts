import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { multipartBody } from '../../test/fixtures.ts';
import { multipart } from '../../test/fuzz/rest-requests.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { routeList } from './route-list.ts';
import { UPLOAD_MESSAGES } from './upload.ts';

/**
 * A refusal given before the request's body has arrived (a file too large or of the wrong kind,
 * a missing record) must leave the connection usable: the next request on the same keep-alive
 * connection gets its answer, for every route that takes an upload.
 */
let t: TestApp;
let token: string;
let port: number;
let agent: http.Agent;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn(PROFILE_ID.SUPER_ADMIN)).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  // One connection, kept alive: the second request must go on the same socket or on a new one.
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});
afterAll(async () => {
  agent?.destroy();
  await t?.close();
});

function request(method: string, path: string, headers: Record<string, string | number>, body?: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent, timeout: 3000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 3 s`)));
    // The server may answer and close before the whole body is written: that is the point.
    req.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error),
    );
    req.end(body);
  });
}

/** The POST routes that read an upload: sent a form without a file, they ask for one. */
async function uploadRoutes(): Promise<string[]> {
  // Logging out would end the session the walk uses.
  const routes = routeList(t.app).filter((r) => r.method === 'POST' && r.url.startsWith('/api/') && !r.url.endsWith('/graphql') && !r.url.endsWith('/logout'));
  const found: string[] = [];
  for (const route of routes) {
    const url = route.url.replace(/:\w+/g, '1');
    const res = await t.app.inject({ ...multipart(url, {}, null), headers: { ...multipart(url, {}, null).headers, ...bearer(token) } });
    if (res.statusCode === 400 && res.json<{ error?: string }>().error === UPLOAD_MESSAGES.missing) found.push(url);
  }
  return found;
}

describe('an upload refused early leaves its connection usable', () => {
  it('for every upload route, the next request on the same connection is answered', async () => {
    const routes = await uploadRoutes();
    expect(routes.length).toBeGreaterThan(8);
    // 12 MB of what no route takes: not an image, a zip, a CSV or a spreadsheet, and past most limits.
    const junk = Buffer.alloc(12 * 1024 * 1024, 0x07);
    const failures: string[] = [];
    for (const url of routes) {
      const body = multipartBody({ id: '1', course_id: '1', classroom_id: '1' }, { name: 'arquivo.png', type: 'image/png', data: junk });
      const refused = await request('POST', url, { ...body.headers, 'content-length': body.payload.length, ...bearer(token) }, body.payload).catch(
        (error: Error) => ({ status: 0, body: error.message }),
      );
      const next = await request('GET', '/api/health', {}).catch((error: Error) => ({ status: 0, body: error.message }));
      if (refused.status < 400 || refused.status >= 500 || next.status !== 200)
        failures.push(`${url}: ${refused.status} then ${next.status} ${next.body.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
