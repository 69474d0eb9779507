import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import { stubApi } from '../test/api-stub.ts';
import { ApiError, restBody, restError } from './api.ts';
import { download } from './download.ts';
import { postFile } from './upload.ts';

describe('REST errors, read in one place', () => {
  it("take the server's { error, code }, a plain-text answer as the message, and never a proxy's page", async () => {
    expect(await restError(Response.json({ error: 'Arquivo inválido.', code: 'BAD_USER_INPUT' }, { status: 400 }))).toMatchObject({
      messages: ['Arquivo inválido.'],
      code: 'BAD_USER_INPUT',
    });
    expect(
      (await restError(new Response('Arquivo grande demais', { status: 413, headers: { 'content-type': 'text/plain; charset=utf-8' } }))).messages,
    ).toEqual(['Arquivo grande demais']);
    const page = new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    expect(await restError(page)).toMatchObject({ messages: [MESSAGES.internal], code: undefined });
    await expect(restBody(Response.json({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });

  it('are what uploads and downloads throw', async () => {
    const forbidden = () => Response.json({ error: 'Sem permissão.', code: 'FORBIDDEN' }, { status: 403 });
    stubApi({ rest: { 'POST /api/v1/lms/course_thumb': forbidden, 'GET /api/v1/lms/report': forbidden } });
    for (const call of [() => postFile('/api/v1/lms/course_thumb', new File(['x'], 'a.png')), () => download('/api/v1/lms/report')]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ messages: ['Sem permissão.'], code: 'FORBIDDEN' });
    }
  });
});
