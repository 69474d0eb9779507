import { matchPath } from 'react-router';
import { vi } from 'vitest';

/**
 * Answers one GraphQL operation: the `data` to send, or an Error whose message the server would
 * send. A handler may return a promise: the answer arrives when the test settles it.
 */
export type GraphqlHandler = (variables: Record<string, any>) => unknown;
/**
 * Answers one REST call: the JSON body to send, or a Response as it is. A multipart upload's
 * `body` is its FormData (see formFields). A handler that throws makes fetch reject, as a
 * network failure does.
 */
export type RestHandler = (call: { params: Record<string, string | undefined>; query: URLSearchParams; body: unknown }) => unknown;

export interface ApiCall {
  operation: string;
  variables: Record<string, any>;
  /** The endpoint called, e.g. '/api/v1/cms/graphql': which service was asked. */
  url: string;
  headers: Headers;
}

/** One REST call a handler answered. */
export interface RestCall {
  /** The handler's key, e.g. 'POST /api/v1/dam/upload'. */
  route: string;
  /** The path and query string asked for, as the app wrote it. */
  url: string;
  /** The JSON body parsed, a FormData as sent, or null. */
  body: unknown;
  headers: Headers;
}

export interface ApiStubHandlers {
  /** Keyed by operation name, e.g. { Branches: () => ({ branch_collections: [] }) }. */
  graphql?: Record<string, GraphqlHandler>;
  /** Keyed by method and route pattern, e.g. { 'POST /api/v1/dam/upload': ... }. */
  rest?: Record<string, RestHandler>;
}

/** Calls no handler answered; the test setup fails the test that made any. */
export const unansweredCalls: string[] = [];

const OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function parseBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return init?.body ?? null;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

async function answerGraphql(
  handlers: Record<string, GraphqlHandler>,
  calls: ApiCall[],
  url: string,
  body: { query?: string; variables?: Record<string, any> },
  headers: Headers,
) {
  const operation = OPERATION_NAME.exec(body.query ?? '')?.[1] ?? '(anonymous)';
  const variables = body.variables ?? {};
  calls.push({ operation, variables, url, headers });
  const handler = handlers[operation];
  if (!handler) {
    unansweredCalls.push(`GraphQL ${operation}`);
    return json({ errors: [{ message: `No stub for ${operation}` }] });
  }
  try {
    return json({ data: await handler(variables) });
  } catch (error) {
    const code = (error as { code?: string }).code;
    return json({ errors: [{ message: (error as Error).message, extensions: code ? { code } : {} }] });
  }
}

/**
 * Replaces fetch for a component test: GraphQL calls are answered by operation name, REST calls
 * by method and route pattern. Every GraphQL call is recorded in `calls`, every answered REST
 * call in `requests`.
 */
export function stubApi(handlers: ApiStubHandlers) {
  const calls: ApiCall[] = [];
  const requests: RestCall[] = [];
  const rest = Object.entries(handlers.rest ?? {}).map(([key, handler]) => {
    const [method, pattern] = key.split(' ');
    return { key, method, pattern, handler };
  });
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = parseBody(init);
    if (url.pathname.endsWith('/graphql'))
      return answerGraphql(handlers.graphql ?? {}, calls, url.pathname, body as { query?: string }, new Headers(init?.headers));
    for (const route of rest) {
      const match = route.method === method ? matchPath({ path: route.pattern, end: true }, url.pathname) : null;
      if (!match) continue;
      requests.push({ route: route.key, url: url.pathname + url.search, body, headers: new Headers(init?.headers) });
      const answer = await route.handler({ params: match.params, query: url.searchParams, body });
      return answer instanceof Response ? answer : json(answer);
    }
    unansweredCalls.push(`${method} ${url.pathname}`);
    return json({ error: `No stub for ${method} ${url.pathname}` }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls,
    /** The variables of each call of one operation, in order. */
    variablesOf: (operation: string) => calls.filter((c) => c.operation === operation).map((c) => c.variables),
    requests,
    /** The REST calls one handler answered, in order, e.g. requestsTo('GET /api/v1/lms/relatorio_videos'). */
    requestsTo: (route: string) => requests.filter((r) => r.route === route),
  };
}

export type ApiStub = ReturnType<typeof stubApi>;

/** A file download's answer: the body, and the name the server gives it. */
export function attachment(filename: string, body: BodyInit): Response {
  return new Response(body, { headers: { 'content-disposition': `attachment; filename="${filename}"` } });
}

/** A multipart body's fields as [name, value], a file by its name: what an upload sent. */
export function formFields(body: unknown): string[][] {
  return [...(body as FormData).entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
}

/** An error the stubbed server answers with (message and code, as GraphQL errors carry them). */
export function serverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), { code });
}
