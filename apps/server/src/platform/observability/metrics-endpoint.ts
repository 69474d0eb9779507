import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { registry } from './metrics.ts';

const sameToken = (sent: string, token: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics on the main port, for a scraper that sends 'Authorization: Bearer <token>'. Without
 * a token configured there is no such route: the series describe the whole installation's use.
 */
export function installMetricsRoute(app: FastifyInstance, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameToken(header.slice(7).trim(), token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized', code: 'UNAUTHENTICATED' });
    }
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

/** GET /metrics alone on a port of its own (METRICS_PORT), for the monitoring network only. */
export async function listenForMetrics(port: number, host: string): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
