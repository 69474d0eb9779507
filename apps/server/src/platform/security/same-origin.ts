import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { UserError } from '../errors.ts';
import { requestHook } from '../http/request-hooks.ts';
import { SESSION_COOKIE } from '../http/request-user.ts';
import { contentOrigin } from './content-origin.ts';

/**
 * The header our web client sends with every call. A page of another origin cannot add it
 * without a CORS preflight, which is refused: a request that carries it is not a forged one.
 */
export const CSRF_HEADER = 'x-backoffice-request';

export const SAME_ORIGIN_MESSAGES = {
  crossOrigin: 'Requisição recusada: origem não permitida.',
  missingHeader: 'Requisição recusada: envie-a pelo próprio backoffice.',
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The server's own origin (the Host the request came to) or one of the allow-list. */
export function isOriginAllowed(origin: string, host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // 'null' (sandboxed frames, files) and garbage
  }
}

/**
 * No state change rides on an ambient credential from another origin, same-site ones included
 * (another port of the same host is same-site, so SameSite=Lax alone does not stop it):
 * - an unsafe request (POST, DELETE...) whose Origin or Sec-Fetch-Site names another origin is
 *   refused, unless that origin is in the allow-list (CORS_ORIGINS);
 * - one authenticated by the session cookie must also carry CSRF_HEADER, which only a
 *   same-origin script (or an allowed origin, through CORS) can add.
 * Bearer tokens are never attached by the browser on its own, so they need neither.
 * The SCORM content origin, where packages' own code runs, is refused on every method: reads too.
 */
export function installSameOriginGuard(app: FastifyInstance, config: Config): void {
  const allowedOrigins = config.corsOrigins;
  app.addHook(
    'onRequest',
    requestHook((request) => {
      if (!request.url.startsWith('/api/')) return;
      const origin = request.headers.origin;
      if (origin !== undefined && origin === contentOrigin(config, request)) throw new UserError(SAME_ORIGIN_MESSAGES.crossOrigin, 'FORBIDDEN');
      if (SAFE_METHODS.has(request.method)) return;
      const site = request.headers['sec-fetch-site'];
      const foreign = origin !== undefined ? !isOriginAllowed(origin, request.headers.host, allowedOrigins) : site === 'cross-site' || site === 'same-site';
      if (foreign) throw new UserError(SAME_ORIGIN_MESSAGES.crossOrigin, 'FORBIDDEN');
      if (request.headers.authorization?.startsWith('Bearer ')) return;
      if (request.cookies?.[SESSION_COOKIE] && request.headers[CSRF_HEADER] !== '1') {
        throw new UserError(SAME_ORIGIN_MESSAGES.missingHeader, 'FORBIDDEN');
      }
    }),
  );
}
