/** One GraphQL call to a running server as the SPA sends it (bearer session, the same-origin marker header). */
export async function gqlCall<T>(url: string, token: string, service: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${url}/api/v1/${service}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-backoffice-request': '1' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!res.ok || body.errors) throw new Error(`${res.status} ${JSON.stringify(body.errors ?? body).slice(0, 200)}`);
  return body.data!;
}
