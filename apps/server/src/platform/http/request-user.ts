// request.cookies comes from @fastify/cookie's type augmentation, registered in app.ts.
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../access/access.ts';
import { checkAccess } from '../access/access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { resolveSession } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';

export const SESSION_COOKIE = 'bo_session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with the access it declares (the access-matrix test walks it). */
    declaredAccess: DeclaredRoute[];
  }
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** Every /api route must say what it requires; see installAccess. */
    access?: Access;
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
export function installAccess(app: FastifyInstance, db: Db, idleMs: number): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredAccess', declared);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (access === undefined) throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') declared.push({ method, url: route.url, access });
  });
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    request.sessionToken = tokenFrom(request);
    request.user = await resolveSession(db, request.sessionToken, idleMs);
    checkAccess(request.user, access);
  });
}
