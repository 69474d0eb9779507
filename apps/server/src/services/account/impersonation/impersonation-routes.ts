import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { recordAudit } from '../../../platform/audit-log.ts';
import { LOGIN_MESSAGES } from '../../../platform/auth/routes.ts';
import { createSession } from '../../../platform/auth/sessions.ts';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';
import { AUTHTOKEN_PATH, consumeImpersonation, IMPERSONATION_PAGE } from './impersonation-store.ts';

const tokenInput = z.object({ token: z.string().min(1).max(200) });

/**
 * 'Log in as': the link (GET account/authtoken?token) leads to the SPA page of the new tab, which
 * exchanges the single-use token (POST) for a session of its own. That session is handed back as a
 * bearer token the tab keeps to itself: no cookie is set, so the administrator's session in every
 * other tab stays theirs.
 */
export function registerImpersonationRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }): void {
  app.get(AUTHTOKEN_PATH, { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const query = tokenInput.safeParse(request.query);
    if (!query.success) return reply.redirect(config.login.url);
    return reply.redirect(`${IMPERSONATION_PAGE}/${encodeURIComponent(query.data.token)}`);
  });

  app.post(AUTHTOKEN_PATH, { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const input = tokenInput.safeParse(request.body ?? {});
    const grant = input.success ? await consumeImpersonation(db, input.data.token) : null;
    if (!grant) throw new UserError(LOGIN_MESSAGES.invalidToken, 'UNAUTHENTICATED');
    const { token, sessionId } = await createSession(db, grant.targetId, config.session.ttlMs, { impersonatedBy: grant.actorId });
    await recordAudit(db, {
      action: 'impersonation.start',
      userId: grant.targetId,
      actorId: grant.actorId,
      sessionId,
      target: { kind: 'user', id: grant.targetId },
      ip: request.ip,
    });
    return { token };
  });
}
