import { buildServiceSchema } from '../graphql/service-schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import { MODULE_NAMES, type ModuleName } from '@backoffice/domain/modules';
import { mergeSchemas, SERVICES } from '../../services/registry.ts';
import { plausibleCall } from '../../test/fuzz/graphql-calls.ts';
import { subscribeOnce } from '../../test/graphql-ws-client.ts';
import { bearer, createTestApp, type GqlBody, type TestApp } from '../../test/test-app.ts';
import { ACCESS, type Resolver } from '../graphql/operation.ts';
import type { Access } from './access.ts';

/**
 * Generated from what the app declares, so every operation added later is covered: each GraphQL
 * root field of every service and each REST route refuses an anonymous caller and a caller whose
 * profile holds every module but the ones the operation declares, and gives them no data.
 */

interface Operation {
  name: string;
  access: Access;
  send: (token?: string) => Promise<{ refused: string | undefined; leaked: boolean }>;
}

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const needed = (access: Access): readonly ModuleName[] | null =>
  access === 'public' || access === 'authenticated' ? null : typeof access === 'string' ? [access] : access;

/** A signed-in user whose profile has every module except `missing`. */
async function tokenWithout(missing: readonly ModuleName[]): Promise<string> {
  const key = [...missing].sort().join(',');
  let token = tokens.get(key);
  if (!token) {
    token = (await t.signIn(await t.createProfile({ modules: MODULE_NAMES.filter((m) => !missing.includes(m)) }))).token;
    tokens.set(key, token);
  }
  return token;
}

function graphqlOperations(): Operation[] {
  const seen = new Set<unknown>();
  return Object.entries(SERVICES).flatMap(([service, definition]) => {
    const parts = mergeSchemas(definition.schemas);
    const schema = buildServiceSchema(parts);
    return (['query', 'mutation'] as const).flatMap((kind) => {
      const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
      return Object.values(root?.getFields() ?? {}).flatMap((field): Operation[] => {
        // The schema copies resolvers without their access mark: read it from the parts.
        const resolver = parts.resolvers.map((r) => (r[root!.name] as Record<string, Resolver> | undefined)?.[field.name]).find(Boolean);
        const access = resolver?.[ACCESS];
        const name = `${service} ${kind} ${field.name}`;
        // The session calls every endpoint carries (one resolver each) are checked once.
        if (access === undefined || seen.has(resolver)) return [];
        seen.add(resolver);
        const call = plausibleCall(kind, field);
        return [
          {
            name,
            access,
            send: async (token) => {
              const body = await t.gql(service, call.query, call.variables, token);
              return { refused: (body as GqlBody).errors?.[0]?.extensions?.code, leaked: (body.data?.[field.name] ?? null) !== null };
            },
          },
        ];
      });
    });
  });
}

function restOperations(): Operation[] {
  return t.app.declaredAccess.map(({ method, url, access }) => ({
    name: `${method} ${url}`,
    access,
    send: async (token) => {
      const res = await t.app.inject({
        method: method as 'GET',
        url: url.replace(/:(\w+)/g, '1'),
        headers: token ? bearer(token) : {},
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      const body = res.json<{ code?: string }>();
      const status = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' }[res.statusCode];
      return { refused: status === body.code ? status : `${res.statusCode} ${body.code}`, leaked: res.statusCode < 300 };
    },
  }));
}

describe('access matrix', () => {
  it('every GraphQL root field and REST route refuses an anonymous caller, unless public', async () => {
    const failures: string[] = [];
    for (const op of [...graphqlOperations(), ...restOperations()]) {
      if (op.access === 'public') continue;
      const { refused, leaked } = await op.send();
      if (refused !== 'UNAUTHENTICATED' || leaked) failures.push(`${op.name}: ${refused}${leaked ? ' with data' : ''}`);
    }
    expect(failures).toEqual([]);
  });

  it('every operation that needs a module refuses a caller with every other module', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const op of [...graphqlOperations(), ...restOperations()]) {
      const modules = needed(op.access);
      if (!modules) continue;
      checked++;
      const { refused, leaked } = await op.send(await tokenWithout(modules));
      if (refused !== 'FORBIDDEN' || leaked) failures.push(`${op.name} (${modules.join('|')}): ${refused}${leaked ? ' with data' : ''}`);
    }
    expect(failures).toEqual([]);
    // A guard against walking nothing: the admin side alone has well over a hundred.
    expect(checked).toBeGreaterThan(100);
  });

  it('every subscription, over a real socket, refuses an anonymous caller and one with every other module, and serves one with its module', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const failures: string[] = [];
    let checked = 0;
    for (const [service, definition] of Object.entries(SERVICES)) {
      const parts = mergeSchemas(definition.schemas);
      const root = buildServiceSchema(parts).getSubscriptionType();
      for (const field of Object.values(root?.getFields() ?? {})) {
        const access = parts.resolvers.map((r) => (r.Subscription as Record<string, Resolver> | undefined)?.[field.name]).find(Boolean)![ACCESS];
        const modules = needed(access);
        const { query, variables } = plausibleCall('subscription', field);
        const url = `ws://127.0.0.1:${port}/api/v1/${service}/graphql`;
        const as = (token?: string) =>
          subscribeOnce(url, { origin: `http://127.0.0.1:${port}`, ...(token ? { authorization: `Bearer ${token}` } : {}) }, query, variables);
        checked++;
        const anonymous = await as();
        if (anonymous.closed !== 1006) failures.push(`${service} subscription ${field.name} anonymous: ${JSON.stringify(anonymous)}`);
        if (!modules) continue;
        const without = await as(await tokenWithout(modules));
        if (without.closed !== 4403) failures.push(`${service} subscription ${field.name} without ${modules.join('|')}: ${JSON.stringify(without)}`);
        // The control: with the module the connection is admitted and the call answered (a room 1 that is not there).
        const withModule = await as((await t.signIn(await t.createProfile({ modules: [...modules] }))).token);
        if (withModule.closed !== undefined) failures.push(`${service} subscription ${field.name} with ${modules.join('|')}: ${JSON.stringify(withModule)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('the refusal carries the readable message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dam/file/1' });
    expect(res.json()).toEqual({ error: MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
  });
});
