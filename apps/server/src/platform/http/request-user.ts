// request.cookies comes from @fastify/cookie's type augmentation, registered in app.ts.
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../access/access.ts';
import { checkAccess } from '../access/access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import { onSendHook, requestHook } from './request-hooks.ts';

export const SESSION_COOKIE = 'bo_session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with the access it declares (the access-matrix test walks it). */
    declaredAccess: DeclaredRoute[];
    /** The sessions behind the requests, cached per copy (session-cache.ts). */
    sessions: SessionCache;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionToken: string | null;
    /** Set by a REST write or a GraphQL mutation: this copy's session cache is dropped after it. */
    changesState: boolean;
  }
  interface FastifyContextConfig {
    /** Every /api route must say what it requires; see installAccess. */
    access?: Access;
    /** A write that cannot change any session (the front office's event stream) keeps the session cache. */
    leavesSessions?: true;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

/**
 * Resolves the caller on every API request and enforces the access each route declares.
 * A route under /api without a declaration fails at start-up, so none can be forgotten.
 */
export function installAccess(app: FastifyInstance, sessions: SessionCache): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('changesState', false);
  app.decorate('sessions', sessions);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredAccess', declared);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (access === undefined) throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') declared.push({ method, url: route.url, access });
  });
  app.addHook(
    'preHandler',
    requestHook((request) => {
      const access = request.routeOptions.config?.access;
      if (access === undefined) return;
      const admit = (user: CurrentUser | null) => {
        request.user = user;
        // A GraphQL query is a POST that changes nothing; its mutations say so themselves (operation()).
        request.changesState = !READS.has(request.method) && !isGraphqlRoute(request) && !request.routeOptions.config.leavesSessions;
        checkAccess(user, access);
      };
      const token = (request.sessionToken = tokenFrom(request));
      const held = sessions.held(token);
      if (held === undefined) return sessions.resolve(token).then(admit);
      admit(held);
    }),
  );
  // The NOTIFY of a change reaches this copy a moment after the commit; the next request of the
  // client that made the change must not be that moment early, so a write here drops it at once.
  app.addHook(
    'onSend',
    onSendHook((request) => {
      if (request.changesState) sessions.clear();
    }),
  );
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isGraphqlRoute = (request: FastifyRequest) => Boolean(request.routeOptions.url?.endsWith('/graphql'));

/**
 * The caller of a route that requires a session or a module: installAccess refused the request
 * before its handler otherwise, so a missing user here is a route declared 'public' by mistake.
 */
export function callerOf(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new Error(`Route ${request.routeOptions.url} reads its caller but declares no session`);
  return request.user;
}
