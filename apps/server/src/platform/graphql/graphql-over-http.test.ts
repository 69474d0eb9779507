import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The GraphQL-over-HTTP specification's audits (graphql-http), against a real listening server:
 * every MUST passes, except those that need introspection (closed here by default).
 */
let t: TestApp;
let url: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn(PROFILE_ID.SUPER_ADMIN)).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/v1/account/graphql`;
});
afterAll(() => t?.close());

describe('GraphQL over HTTP', () => {
  it('passes every MUST audit of graphql-http that does not need introspection', async () => {
    const audits = serverAudits({
      url,
      fetchFn: (input: string | URL | Request, init?: RequestInit) =>
        fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), authorization: `Bearer ${token}` } }),
    });
    // These send { __type(...) } (utf-8 names, map variables): introspection, closed here.
    const introspecting = new Set(['BF61', '28B9']);
    const failures: string[] = [];
    let passed = 0;
    for (const audit of audits) {
      if (!audit.name.startsWith('MUST') || introspecting.has(audit.id)) continue;
      const result = await audit.fn();
      if (result.status !== 'ok') failures.push(`${audit.name}: ${result.reason}`);
      else passed++;
    }
    expect(failures).toEqual([]);
    expect(passed).toBeGreaterThan(10);
  });

  it('accepts "extensions": null and answers application/graphql-response+json when asked for', async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ __typename }', variables: null, operationName: null, extensions: null }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/graphql-response+json');
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
