import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkAccess, type Access } from '../access/access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { AppDeps } from '../deps.ts';
import { SESSION_COOKIE, tokenFrom } from '../http/request-user.ts';
import { isOriginAllowed } from '../security/same-origin.ts';
import { resolverDeps, type GraphqlContext } from './context.ts';

/** Proxies drop an idle WebSocket after about a minute: a keep-alive well inside that. */
export const SUBSCRIPTION_KEEP_ALIVE_MS = 20_000;

/** The session of a WebSocket handshake, from its bearer header or its cookie. */
function handshakeToken(app: FastifyInstance, req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const cookies = req.headers.cookie ? app.parseCookie(req.headers.cookie) : {};
  return cookies[SESSION_COOKIE] ?? null;
}

/**
 * Mercurius' subscription options (GraphQL over WebSocket, graphql-transport-ws) for a service.
 * The handshake is refused before any subscription:
 *  - from a page of another origin (a browser always sends Origin; a WebSocket is not subject to
 *    CORS, so this is the only stop to another site riding on the session cookie);
 *  - without Origin (not a browser) unless it carries a bearer token, which no page attaches on its own;
 *  - without a live session.
 * The connection is then admitted or closed on its connection_init (admitConnection). Each
 * subscription field checks its own access (subscription-field.ts), again on every event.
 */
export function subscriptionOptions(app: FastifyInstance, deps: AppDeps, service: string) {
  return {
    emitter: deps.events,
    keepAlive: SUBSCRIPTION_KEEP_ALIVE_MS,
    verifyClient: (info: { origin: string; req: IncomingMessage }, next: (result: boolean, code?: number, message?: string) => void) => {
      const origin = info.req.headers.origin;
      const bearer = info.req.headers.authorization?.startsWith('Bearer ');
      if (origin !== undefined ? !isOriginAllowed(origin, info.req.headers.host, deps.config.corsOrigins) : !bearer) {
        next(false, 403, 'Forbidden');
        return;
      }
      app.sessions.resolve(handshakeToken(app, info.req)).then(
        (user) => (user ? next(true) : next(false, 401, 'Unauthorized')),
        () => next(false, 500),
      );
    },
    context: async (_socket: unknown, request: FastifyRequest): Promise<Omit<GraphqlContext, 'reply'>> => {
      request.sessionToken = tokenFrom(request);
      request.user = await app.sessions.resolve(request.sessionToken);
      return { ...resolverDeps(deps), user: request.user, service, req: request };
    },
  };
}

const mayListen = (user: CurrentUser, access: readonly Access[]) =>
  access.some((a) => {
    try {
      checkAccess(user, a);
      return true;
    } catch {
      return false;
    }
  });

/**
 * Whether a connection may go on past its connection_init: the session it will act as (the
 * handshake's bearer, else the one its payload names, as Mercurius applies it, else the cookie)
 * must hold one of the modules the service's subscriptions require. A broker or partner has no
 * use for the socket, and is not let near the document parser.
 */
export async function admitConnection(app: FastifyInstance, access: readonly Access[], request: FastifyRequest, initPayload: unknown): Promise<boolean> {
  const payload = (typeof initPayload === 'object' && initPayload !== null ? initPayload : {}) as {
    headers?: Record<string, unknown>;
    authorization?: unknown;
  };
  const sent = (payload.headers ?? payload).authorization;
  const header = request.headers.authorization ?? (typeof sent === 'string' ? sent : undefined);
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() || null : handshakeToken(app, request.raw);
  const user = await app.sessions.resolve(token);
  return Boolean(user && mayListen(user, access));
}
