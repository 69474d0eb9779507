import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REPORT_MESSAGES } from '@backoffice/domain/reports';
import type { Access } from '../access/access.ts';

/**
 * POST {url}: starts a report's generation. A GET never changes anything (a link or an image
 * could send it), so the same address answers a GET with 405, `Allow: POST` and a Portuguese
 * message rather than a 404 that reads as if the route did not exist; under the POST's access,
 * so anonymous callers and callers without the module are refused as the POST refuses them.
 */
export function generationRoute(
  app: FastifyInstance,
  url: string,
  options: { config: { access: Access } },
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  app.post(url, options, handler);
  app.get(url, options, async (_request, reply) =>
    reply.status(405).header('allow', 'POST').send({ error: REPORT_MESSAGES.usePost, code: 'METHOD_NOT_ALLOWED' }),
  );
}
