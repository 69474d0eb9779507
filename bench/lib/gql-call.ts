import http from 'node:http';

/** Connections kept open between calls, as a browser keeps them: no handshake per call. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * One GraphQL call to a running server as the SPA sends it (bearer session, the same-origin marker
 * header). Over node:http rather than fetch: the load generator shares the machine's two cores
 * with the server and the database, and fetch took as much CPU per call as the server did.
 */
export function gqlCall<T>(url: string, token: string, service: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const body = JSON.stringify({ query, variables });
  return new Promise<T>((resolve, reject) => {
    const req = http.request(
      `${url}/api/v1/${service}/graphql`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
          'x-backoffice-request': '1',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: T; errors?: Array<{ message: string }> };
            if (res.statusCode !== 200 || parsed.errors) reject(new Error(`${res.statusCode} ${JSON.stringify(parsed.errors ?? parsed).slice(0, 200)}`));
            else resolve(parsed.data!);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
