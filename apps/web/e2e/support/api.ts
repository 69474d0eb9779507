import { expect, type Page } from '@playwright/test';

/** What the SPA sends with every call: a state change riding on the session cookie needs it. */
export const CLIENT_HEADERS = { 'x-backoffice-request': '1' };

/** A POST with the page's session, as the SPA makes it. */
export function apiPost(page: Page, url: string, data: unknown) {
  return page.request.post(url, { data, headers: CLIENT_HEADERS });
}

/** A GraphQL call with the page's session, failing the test on errors. */
export async function gql<T = any>(page: Page, service: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await (await apiPost(page, `/api/v1/${service}/graphql`, { query, variables })).json();
  expect(body.errors).toBeUndefined();
  return body.data as T;
}
