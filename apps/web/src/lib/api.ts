import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { MESSAGES } from '@backoffice/domain/constants';
import { idempotencyKey } from './idempotency.ts';
import { tabSessionToken } from './tab-session.ts';

export type Service = 'account' | 'lms' | 'dam' | 'analytics' | 'chat' | 'cms' | 'corretor' | 'parceiro' | 'search' | 'bulk' | 'bin' | 'history';

/** A failed call, with every message the server sent (each becomes a toast). */
export class ApiError extends Error {
  constructor(
    readonly messages: string[],
    readonly code?: string,
  ) {
    super(messages[0] ?? MESSAGES.internal);
    this.name = 'ApiError';
  }
}

let onUnauthenticated: () => void = () => {};

/** The shell registers where to send a visitor without a valid session (the login address). */
export function setUnauthenticatedHandler(handler: () => void) {
  onUnauthenticated = handler;
}

/**
 * Every call to our API goes through here: the session cookie, the header the server requires
 * of state changes (a page of another origin cannot add it), and, in a tab opened with
 * 'log in as', that tab's own session.
 */
export function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('x-backoffice-request', '1');
  const tabToken = tabSessionToken();
  if (tabToken) headers.set('authorization', `Bearer ${tabToken}`);
  return fetch(url, { ...init, headers, credentials: 'include' });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

async function parse(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

interface GraphqlBody<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/**
 * A document written with a service's generated function (`parceiroGraphql(`query Branches ...`)`),
 * checked against that service's schema by `npm run codegen`: a string that knows its result and
 * its variables.
 */
export type TypedDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

/** Variables are required exactly when the operation declares some. */
type VariablesArgument<TVariables> = TVariables extends Record<string, never> ? [variables?: TVariables] : [variables: TVariables];

export async function gql<TResult, TVariables>(
  service: Service,
  document: TypedDocument<TResult, TVariables>,
  ...[variables]: VariablesArgument<TVariables>
): Promise<TResult> {
  let response: Response;
  const query = document.toString();
  const key = /^\s*mutation\b/.test(query) ? idempotencyKey() : null;
  try {
    response = await apiFetch(`/api/v1/${service}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new ApiError([MESSAGES.internal], 'NETWORK');
  }
  const body = (await parse(response)) as GraphqlBody<TResult> | null;
  if (body?.errors?.length) {
    const code = body.errors[0].extensions?.code;
    if (code === 'UNAUTHENTICATED') onUnauthenticated();
    throw new ApiError(
      body.errors.map((e) => e.message),
      code,
    );
  }
  if (!response.ok || !body?.data) throw new ApiError([MESSAGES.internal], String(response.status));
  return body.data;
}

/**
 * The ApiError of a failed REST answer: the server's { error, code } body, a text/plain answer
 * as the message itself, otherwise the generic message (a proxy's HTML page is never shown).
 * Every REST caller (getJson, postJson, postFile, download) reads its errors here.
 */
export async function restError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const body = parseJson(text) as { error?: unknown; code?: unknown } | null;
  const plain = !body && response.headers.get('content-type')?.startsWith('text/plain') ? text.trim() : '';
  const message = typeof body?.error === 'string' ? body.error : plain || MESSAGES.internal;
  return new ApiError([message], typeof body?.code === 'string' ? body.code : undefined);
}

/** A REST answer's JSON body, or the ApiError a failed one carries (see restError). */
export async function restBody<T>(response: Response): Promise<T> {
  if (!response.ok) throw await restError(response);
  return (await parse(response)) as T;
}

/** GET JSON from a REST route of a service; errors come back as { error }. */
export async function getJson<T>(path: string): Promise<T> {
  const response = await apiFetch(path);
  if (response.status === 401) onUnauthenticated();
  return restBody<T>(response);
}

/** POST JSON to a REST route of a service; errors come back as { error }. */
export async function postJson<T>(path: string, payload: unknown): Promise<T> {
  const response = await apiFetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return restBody<T>(response);
}
