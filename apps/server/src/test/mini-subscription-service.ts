import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mountGraphqlService } from '../platform/graphql/endpoint.ts';
import { operation } from '../platform/graphql/operation.ts';
import { subscriptionField } from '../platform/graphql/subscription-field.ts';
import { installAccess } from '../platform/http/request-user.ts';
import type { TestApp } from './test-app.ts';

/** A service with one subscription (module Chat) and a mutation that publishes on its topic. */
const parts = {
  typeDefs: [
    /* GraphQL */ `
    type Query { ok: Boolean! }
    type Mutation { ring(room: Int!, n: Int!): Boolean! }
    type Subscription { rings(room: Int!): Int }
  `,
  ],
  resolvers: [
    {
      Query: { ok: operation({ access: 'authenticated', resolve: () => true }) },
      Mutation: {
        ring: operation({
          access: 'Chat',
          args: z.object({ room: z.number().int(), n: z.number().int() }),
          resolve: async ({ room, n }, ctx) => {
            await new Promise<void>((resolve) => ctx.events.emit({ topic: `room.${room}`, payload: { n } }, () => resolve()));
            return true;
          },
        }),
      },
      Subscription: {
        rings: subscriptionField({
          access: 'Chat',
          args: z.object({ room: z.number().int().positive('Sala inválida') }),
          topic: ({ room }) => `room.${room}`,
          resolve: (event: { n: number }) => event.n,
        }),
      },
    },
  ],
};

/**
 * The 'mini' service listening on a real port, with the test app's sessions and events: its
 * WebSocket address, and a mutation that rings a room.
 */
export async function listenMiniService(
  t: TestApp,
): Promise<{ app: FastifyInstance; url: string; origin: string; ring: (room: number, n: number, token: string) => Promise<unknown> }> {
  const app = Fastify({ logger: false });
  await app.register(cookie);
  installAccess(app, t.app.sessions);
  mountGraphqlService(app, t.app.deps, 'mini', parts);
  app.get('/api/health', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const ring = (room: number, n: number, token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/mini/graphql',
      headers: { authorization: `Bearer ${token}` },
      payload: { query: `mutation { ring(room: ${room}, n: ${n}) }` },
    });
  return { app, url: `ws://127.0.0.1:${port}/api/v1/mini/graphql`, origin: `http://127.0.0.1:${port}`, ring };
}
