import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import { SERVICES } from '../../services/registry.ts';
import { createTestApp, errorCode, errorMessage, type TestApp } from '../../test/test-app.ts';
import { UserError } from '../errors.ts';
import { installAccess } from '../http/request-user.ts';
import { mountGraphqlService, QUERY_LIMITS } from './endpoint.ts';
import type { ServiceSchema } from './service-schema.ts';
import { operation } from './operation.ts';

const SPEC_SERVICES = ['account', 'lms', 'dam', 'analytics', 'chat', 'cms', 'corretor', 'parceiro'];
/** Beyond the spec: the global search of Ctrl+K (issue 26). */
const ADDED_SERVICES = ['search', 'bulk', 'bin', 'history'];
const DEPTH_LIMIT = QUERY_LIMITS.depth;

let t: TestApp;

beforeAll(async () => {
  // Introspection gives a valid query of any depth for the limit tests (it is off by default).
  t = await createTestApp({ GRAPHQL_INTROSPECTION: 'true' });
});

afterAll(async () => {
  await t?.close();
});

/** A valid introspection query exactly `depth` levels deep (__type, fields, type, ofType..., name). */
function queryOfDepth(depth: number): string {
  let selection = 'name';
  for (let i = 0; i < depth - 4; i++) selection = `ofType { ${selection} }`;
  return `{ __type(name: "Query") { name fields { name type { ${selection} } } } }`;
}

/** A throwaway Fastify app with one GraphQL service built from the given schema part. */
async function miniApp(parts: ServiceSchema): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  mountGraphqlService(app, t.app.deps, 'mini', parts);
  await app.ready();
  return app;
}

async function post(app: FastifyInstance, url: string, query: string) {
  const res = await app.inject({ method: 'POST', url, payload: { query } });
  return { status: res.statusCode, raw: res.body, body: res.json() };
}

describe('the service endpoints', () => {
  it('are exactly the services of the spec and those added beyond it', () => {
    expect(Object.keys(SERVICES).sort()).toEqual([...SPEC_SERVICES, ...ADDED_SERVICES].sort());
  });

  it.each(SPEC_SERVICES)('/api/v1/%s/graphql answers account_auth', async (service) => {
    const body = await t.gql(service, `{ account_auth { login_url logout_url } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.account_auth).toEqual({ login_url: t.config.login.url, logout_url: '/api/v1/account/logout' });
  });

  it('an unknown service is not found', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/nada/graphql', payload: { query: '{ account_auth { login_url } }' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('query limits', () => {
  it(`accepts a query ${DEPTH_LIMIT} levels deep`, async () => {
    const body = await t.gql('account', queryOfDepth(DEPTH_LIMIT));
    expect(body.errors).toBeUndefined();
    expect(body.data.__type.name).toBe('Query');
  });

  it(`rejects a query deeper than ${DEPTH_LIMIT} levels before running it`, async () => {
    const body = await t.gql('account', queryOfDepth(DEPTH_LIMIT + 1));
    expect(body.data ?? null).toBeNull();
    expect(errorMessage(body)).toContain(`Query depth limit of ${DEPTH_LIMIT} exceeded`);
  });

  it(`rejects more than ${QUERY_LIMITS.aliases} aliases`, async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: account_auth { login_url }`).join(' ');
    const body = await t.gql('account', `{ ${aliases} }`);
    expect(body.data ?? null).toBeNull();
    expect(errorMessage(body)).toContain(`Aliases limit of ${QUERY_LIMITS.aliases} exceeded`);
  });

  it(`stops parsing a document of more than ${QUERY_LIMITS.tokens} tokens`, async () => {
    const body = await t.gql('account', `{ ${'account_auth { login_url } '.repeat(QUERY_LIMITS.tokens / 4)} }`);
    expect(body.data ?? null).toBeNull();
    expect(errorMessage(body)).toContain(`${QUERY_LIMITS.tokens} tokens`);
  });
});

describe('GET', () => {
  it('answers a query', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/account/graphql?query=${encodeURIComponent('{ account_auth { logout_url } }')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { account_auth: { logout_url: '/api/v1/account/logout' } } });
  });

  it('refuses a mutation before running it', async () => {
    const ran: string[] = [];
    const app = await miniApp({
      typeDefs: ['type Query { ok: String }', 'type Mutation { change: Boolean }'],
      resolvers: [
        {
          Query: { ok: operation({ access: 'public', resolve: () => 'ok' }) },
          Mutation: { change: operation({ access: 'public', resolve: () => ran.push('change') > 0 }) },
        },
      ],
    });
    const res = await app.inject({ method: 'GET', url: `/api/v1/mini/graphql?query=${encodeURIComponent('mutation { change }')}` });
    expect(res.statusCode).toBe(405);
    expect(res.json().errors[0].message).toBe('Operation cannot be performed via a GET request');
    expect(ran).toEqual([]);
    await app.close();
  });
});

describe('errors', () => {
  const SECRET = 'connection to 10.1.2.3 refused: password authentication failed for "prod"';
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await miniApp({
      typeDefs: ['type Query { boom: String, refused: String }'],
      resolvers: [
        {
          Query: {
            boom: operation({
              access: 'public',
              resolve: () => {
                throw new Error(SECRET);
              },
            }),
            refused: operation({
              access: 'public',
              resolve: () => {
                throw new UserError('Mensagem para o usuário.', 'CONFLICT');
              },
            }),
          },
        },
      ],
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  // A document runs interpreted the first time and compiled (graphql-jit) after: both must mask alike.
  it.each(['interpreted', 'compiled'])('masks an unexpected error with the generic message (%s)', async () => {
    const { body, raw } = await post(app, '/api/v1/mini/graphql', '{ boom }');
    expect(body.data).toEqual({ boom: null });
    expect(errorMessage(body)).toBe(MESSAGES.internal);
    expect(errorCode(body)).toBe('INTERNAL');
    expect(raw).not.toContain('10.1.2.3');
    expect(raw).not.toContain('password authentication');
  });

  it.each(['interpreted', 'compiled'])('passes a user error through with its message and code (%s)', async () => {
    const { body } = await post(app, '/api/v1/mini/graphql', '{ refused }');
    expect(errorMessage(body)).toBe('Mensagem para o usuário.');
    expect(errorCode(body)).toBe('CONFLICT');
  });

  it('does not suggest field names of the closed schema', async () => {
    const { body, status } = await post(app, '/api/v1/mini/graphql', '{ boo }');
    expect(status).toBe(400);
    expect(errorMessage(body)).toBe('Campo desconhecido: boo (em Query).');
  });
});

describe('access declarations', () => {
  const guarded = operation({ access: 'public', resolve: () => 'ok' });

  it.each([
    ['Query', { typeDefs: ['type Query { ok: String, naked: String }'], resolvers: [{ Query: { ok: guarded, naked: () => 'x' } }] }],
    [
      'Mutation',
      {
        typeDefs: ['type Query { ok: String }', 'type Mutation { naked: Boolean }'],
        resolvers: [{ Query: { ok: guarded }, Mutation: { naked: () => true } }],
      },
    ],
    ['Query (no resolver at all)', { typeDefs: ['type Query { ok: String, naked: String }'], resolvers: [{ Query: { ok: guarded } }] }],
  ])('mountGraphqlService refuses a %s field whose resolver is not built with operation()', (type, parts) => {
    const app = Fastify({ logger: false });
    const field = type.startsWith('Mutation') ? 'Mutation.naked' : 'Query.naked';
    expect(() => mountGraphqlService(app, t.app.deps, 'mini', parts)).toThrow(`mini: ${field} has no operation() resolver declaring its access`);
  });

  it('mountGraphqlService accepts fields built with operation()', async () => {
    const app = await miniApp({ typeDefs: ['type Query { ok: String }'], resolvers: [{ Query: { ok: guarded } }] });
    expect((await post(app, '/api/v1/mini/graphql', '{ ok }')).body).toEqual({ data: { ok: 'ok' } });
    await app.close();
  });

  it('a REST route under /api without config.access makes the app fail at registration', async () => {
    const app = Fastify({ logger: false });
    installAccess(app, t.app.sessions);
    await expect(async () => {
      app.get('/api/v1/account/sem-acesso', async () => ({ leaked: true }));
      await app.ready();
    }).rejects.toThrow('Route GET /api/v1/account/sem-acesso does not declare its access');
    await app.close();
  });

  it('routes that declare their access, or live outside /api, register fine', async () => {
    const app = Fastify({ logger: false });
    installAccess(app, t.app.sessions);
    app.get('/api/v1/account/com-acesso', { config: { access: 'public' } }, async () => ({ ok: true }));
    app.get('/fora-da-api', async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/v1/account/com-acesso' })).json()).toEqual({ ok: true });
    await app.close();
  });
});
