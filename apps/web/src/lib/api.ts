import { MESSAGES } from '@backoffice/domain/constants';
import { tabSessionToken } from './tab-session.ts';

export type Service = 'account' | 'lms' | 'dam' | 'analytics' | 'chat' | 'cms' | 'corretor' | 'parceiro';

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

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

interface GraphqlBody<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export async function gql<T>(service: Service, query: string, variables?: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(`/api/v1/${service}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new ApiError([MESSAGES.internal], 'NETWORK');
  }
  const body = (await parse(response)) as GraphqlBody<T> | null;
  if (body?.errors?.length) {
    const code = body.errors[0].extensions?.code;
    if (code === 'UNAUTHENTICATED') onUnauthenticated();
    throw new ApiError(body.errors.map((e) => e.message), code);
  }
  if (!response.ok || !body?.data) throw new ApiError([MESSAGES.internal], String(response.status));
  return body.data;
}

async function restBody<T>(response: Response): Promise<T> {
  const body = (await parse(response)) as (T & { error?: string; code?: string }) | null;
  if (!response.ok) throw new ApiError([body?.error ?? MESSAGES.internal], body?.code);
  return body as T;
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
