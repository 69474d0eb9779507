import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { setSessionCookie } from '../../platform/auth/routes.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/client.ts';
import { AUTHTOKEN_PATH, consumeImpersonation } from './impersonation-store.ts';

/** GET account/authtoken?token: the link of 'log in as' opens the session and lands on the home screen. */
export function registerImpersonationRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }): void {
  // The token is the credential (minted by impersonateUser for an allowed caller).
  app.get(AUTHTOKEN_PATH, { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const query = z.object({ token: z.string().min(1).max(200) }).safeParse(request.query);
    const grant = query.success ? await consumeImpersonation(db, query.data.token) : null;
    if (!grant) return reply.redirect(config.login.url);
    const token = await createSession(db, grant.targetId, config.session.ttlMs, { impersonatedBy: grant.actorId });
    request.log.info({ actor: grant.actorId, target: grant.targetId }, 'session opened as another user');
    setSessionCookie(reply, config, token, config.session.ttlMs);
    return reply.redirect('/#/home');
  });
}
