import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { getNamedType, isInputObjectType, isScalarType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { buildServiceSchema } from '../graphql/service-schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { mergeSchemas, SERVICES } from '../../services/registry.ts';
import { graphqlCalls } from '../../test/fuzz/graphql-calls.ts';
import { subscribeOnce } from '../../test/graphql-ws-client.ts';
import { multipart, multipartRequests, restRequests, type Vocabulary } from '../../test/fuzz/rest-requests.ts';
import { bearer, createTestApp, type GqlBody, type TestApp } from '../../test/test-app.ts';
import { routeList } from './route-list.ts';
import { UPLOAD_MESSAGES } from './upload.ts';

/**
 * Every GraphQL root field of every service and every REST route the app serves, called by a
 * super administrator with hostile input: nothing may answer 5xx or a GraphQL INTERNAL error.
 * Both lists are read from the app, so what is added later is covered too.
 */

// Query and form keys of REST routes that no GraphQL argument or input field shares.
const REST_ONLY_KEYS = ['profileId', 'category', 'banner_id', 'year', 'month', 'offset', 'name', 'token', 'login', 'password', 'kind', 'path', 'events'];
const REST_ONLY_IDS = ['profileId', 'category', 'banner_id'];
const looksLikeId = (name: string) => /(^|_)id$|Id$|^parent$|^owner$/.test(name);
// Login failures count per address: the fuzz must not lock out the address its logins come from.
const FUZZ_ADDRESS = '198.51.100.7';

let t: TestApp;
let token: string;

const schemas: Array<[string, GraphQLSchema]> = Object.entries(SERVICES).map(([service, definition]) => {
  const parts = mergeSchemas(definition.schemas);
  return [service, buildServiceSchema(parts)];
});

/** The names GraphQL arguments and input fields use; the whole-number ones named like ids. */
function vocabulary(): Vocabulary {
  const keys = new Set(REST_ONLY_KEYS);
  const ids = new Set(REST_ONLY_IDS);
  const note = (name: string, type: GraphQLInputType) => {
    const named = getNamedType(type);
    keys.add(name);
    if (isScalarType(named) && named.name === 'Int' && looksLikeId(name)) ids.add(name);
  };
  for (const [, schema] of schemas) {
    for (const type of Object.values(schema.getTypeMap())) {
      if (isInputObjectType(type)) for (const f of Object.values(type.getFields())) note(f.name, f.type);
    }
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) for (const a of field.args) note(a.name, a.type);
    }
  }
  return { keys: [...keys], ids: [...ids] };
}

async function sessionAlive(): Promise<boolean> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/graphql',
    headers: bearer(token),
    payload: { query: '{ get_authenticated_user { id } }' },
  });
  return Boolean(res.json<GqlBody>().data?.get_authenticated_user);
}

/** Sends as the super administrator; a call that ended the session (logout...) gets a new one. */
async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  const call = () => t.app.inject({ ...options, remoteAddress: FUZZ_ADDRESS, headers: { ...bearer(token), ...options.headers } });
  const res = await call();
  if (res.statusCode !== 401 || (await sessionAlive())) return res;
  token = (await t.signIn(PROFILE_ID.SUPER_ADMIN)).token;
  return call();
}

/** Whether the route reads an upload: sent a form without a file, it asks for one. */
async function readsUpload(url: string): Promise<boolean> {
  const res = await send(multipart(url, {}, null));
  return res.statusCode === 400 && res.json<{ error?: string }>().error === UPLOAD_MESSAGES.missing;
}

const shown = (o: InjectOptions) => `${o.method} ${String(o.url)} ${JSON.stringify(o.query ?? '')} ${JSON.stringify(String(o.payload ?? '').slice(0, 150))}`;

beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_RATE_LIMIT_PER_MINUTE: '1000000', ANALYTICS_ANONYMOUS_RATE_LIMIT_PER_MINUTE: '1000000' });
  // Plausible ids (1) then name another user, never the administrator calling.
  await t.createUser({ profileId: null });
  token = (await t.signIn(PROFILE_ID.SUPER_ADMIN)).token;
});
afterAll(() => t?.close());

describe('hostile input never gives a server error', () => {
  it('on any GraphQL root field of any service', async () => {
    const failures: string[] = [];
    const walked = new Set<unknown>();
    for (const [service, schema] of schemas) {
      for (const call of graphqlCalls(schema, walked)) {
        const res = await send({ method: 'POST', url: `/api/v1/${service}/graphql`, payload: { query: call.query, variables: call.variables } });
        const internal = res.statusCode < 500 ? (res.json<GqlBody>().errors ?? []).filter((e) => e.extensions?.code === 'INTERNAL') : [{ message: res.body }];
        for (const error of internal)
          failures.push(`${service}.${call.field}(${JSON.stringify(call.variables).slice(0, 200)}) → ${res.statusCode} ${error.message}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('on any GraphQL subscription, over a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const failures: string[] = [];
    let sent = 0;
    for (const [service, schema] of schemas) {
      for (const call of graphqlCalls(schema, new Set(), ['subscription'])) {
        sent++;
        const outcome = await subscribeOnce(
          `ws://127.0.0.1:${port}/api/v1/${service}/graphql`,
          { origin: `http://127.0.0.1:${port}`, authorization: `Bearer ${token}` },
          call.query,
          call.variables,
          100,
        );
        const internal = (outcome.errors ?? []).filter((e) => e.extensions?.code === 'INTERNAL');
        // 1009: variables past the message size limit close the socket, which is a refusal, not a failure.
        if (internal.length || (outcome.closed !== undefined && outcome.closed !== 1009))
          failures.push(`${service}.${call.field}(${JSON.stringify(call.variables).slice(0, 200)}) → ${JSON.stringify(outcome).slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(3);
  }, 60_000);

  it('on any REST route', async () => {
    const failures: string[] = [];
    const words = vocabulary();
    // The GraphQL endpoints are walked field by field above.
    const routes = routeList(t.app).filter((r) => r.url.startsWith('/api/') && !r.url.endsWith('/graphql') && !['HEAD', 'OPTIONS'].includes(r.method));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, '1');
      const requests = [
        ...restRequests(route, words),
        ...(route.method === 'POST' && (await readsUpload(url)) ? multipartRequests(url, words) : []),
        // A session cookie carrying NUL (cookies are URL-decoded).
        { method: route.method, url, headers: { authorization: '', cookie: 'bo_session=%00', 'x-backoffice-request': '1' } } as InjectOptions,
      ];
      for (const options of requests) {
        const res = await send(options);
        if (res.statusCode >= 500) failures.push(`${shown(options)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
