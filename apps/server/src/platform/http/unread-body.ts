import type { FastifyInstance } from 'fastify';
import { onSendHook } from './request-hooks.ts';

/**
 * A reply sent before its request's body has all arrived (an upload refused on its first bytes,
 * its record missing, its size over the limit) closes the connection after it. Node would
 * otherwise keep the connection for the next request while the rest of the body, which nothing
 * reads any more, still stands in front of it: the next request on that keep-alive connection
 * (the same tab's, or another user's behind a proxy that reuses connections) would get no answer.
 */
export function closeAfterUnreadBody(app: FastifyInstance): void {
  app.addHook(
    'onSend',
    onSendHook((request, reply) => {
      if (!request.raw.complete) reply.header('connection', 'close');
    }),
  );
}
