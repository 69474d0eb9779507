import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { loginInput } from '@backoffice/domain/schemas/login';
import type { Config } from '../../config.ts';
import { users } from '../../db/schema/account.ts';
import type { Db } from '../db/client.ts';
import { UserError } from '../errors.ts';
import { SESSION_COOKIE } from '../http/request-user.ts';
import { accountThrottleKey, clearFailures, lockedUntil, recordFailure, throttleKeys } from './login-throttle.ts';
import { verifyPassword } from './password.ts';
import { createSession, endSession, resolveSession } from './sessions.ts';
import { recordAudit } from '../audit-log.ts';
import { loginFailures, loginLockouts } from '../observability/metrics.ts';

export const LOGIN_MESSAGES = {
  invalid: 'E-mail/matrícula ou senha inválidos.',
  blocked: 'Usuário bloqueado. Procure o administrador do sistema.',
  throttled: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.',
  invalidToken: 'Token de acesso inválido ou expirado.',
} as const;

const lockedOut = () => {
  loginLockouts.inc();
  return new UserError(LOGIN_MESSAGES.throttled, 'TOO_MANY_REQUESTS');
};

/** The SPA page that posts the logout and goes on to the login address. */
export const LOGOUT_PAGE = '/#/logout';

/** Hands a session token to the browser as the HttpOnly session cookie (login, token hand-over, log in as). */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, maxAgeMs: number): FastifyReply {
  return reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secureCookie,
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

/** Login, logout and the token hand-over of /auth/{token}, under /api/v1/account. */
export function registerAuthRoutes(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  const { db, config } = deps;

  app.post('/api/v1/account/login', { config: { access: 'public' } }, async (request, reply) => {
    const input = loginInput.parse(request.body ?? {});
    const keys = throttleKeys(input.login, request.ip);
    if (await lockedUntil(db, keys)) throw lockedOut();

    const [user] = await db
      .select({ id: users.id, hash: users.password_hash, blocked: users.is_blocked })
      .from(users)
      .where(or(sql`lower(${users.mail}) = ${input.login.toLowerCase()}`, eq(users.uid, input.login)))
      .limit(1);
    // Failures count per account too: a lock on the e-mail also holds when the UID is typed.
    const account = user ? [accountThrottleKey(user.id)] : [];
    if (account.length && (await lockedUntil(db, account))) throw lockedOut();
    const valid = await verifyPassword(user?.hash, input.password);
    if (!user || !valid) {
      await recordFailure(db, [...keys, ...account], config.login);
      loginFailures.inc();
      throw new UserError(LOGIN_MESSAGES.invalid, 'UNAUTHENTICATED');
    }
    if (user.blocked) throw new UserError(LOGIN_MESSAGES.blocked, 'FORBIDDEN');

    await clearFailures(db, input.login, user.id);
    const { token, sessionId } = await createSession(db, user.id, config.session.ttlMs);
    await recordAudit(db, { action: 'login', userId: user.id, sessionId, ip: request.ip });
    setSessionCookie(reply, config, token, config.session.ttlMs);
    return { token, redirect: '/#/home' };
  });

  // Ends the session the request used. The cookie is cleared only when it was that session: a
  // tab opened with 'log in as' ends its own bearer session and leaves the administrator's.
  app.post('/api/v1/account/logout', { config: { access: 'public' } }, async (request, reply) => {
    const token = request.sessionToken;
    if (token) await endSession(db, token);
    if (request.user) await recordAudit(db, { action: 'logout', user: request.user, ip: request.ip });
    if (!token || token === request.cookies[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });

  // The spec's logout address is a link: a GET changes nothing, the page it leads to posts the logout.
  app.get('/api/v1/account/logout', { config: { access: 'public' } }, async (_request, reply) => reply.redirect(LOGOUT_PAGE));

  // /auth/{token} in the SPA posts the token here, so it becomes an HttpOnly cookie and never
  // has to live in the page's storage.
  app.post('/api/v1/account/session', { config: { access: 'public' } }, async (request, reply) => {
    const { token } = z.object({ token: z.string().min(1).max(200) }).parse(request.body ?? {});
    const user = await resolveSession(db, token, config.session.idleMs);
    if (!user) throw new UserError(LOGIN_MESSAGES.invalidToken, 'UNAUTHENTICATED');
    setSessionCookie(reply, config, token, config.session.ttlMs);
    return { ok: true };
  });
}
