import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_MESSAGES, analyticsEventsInput } from '@backoffice/domain/schemas/analytics-event';
import type { AppDeps } from '../../platform/deps.ts';
import { UserError } from '../../platform/errors.ts';
import { findWrongAsset, storeEvents } from './events-store.ts';

const eventsInput = analyticsEventsInput();

const isBatch = (body: unknown) => Boolean(body && typeof body === 'object' && 'events' in body);

/** The body as text (JSON, or text/plain as navigator.sendBeacon posts it), read as JSON here. */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new UserError(ANALYTICS_MESSAGES.invalidBody);
  }
}

/**
 * POST /api/v1/analytics/events: the platform's front office reports page views, banner clicks
 * and content downloads. Public (it may call before login); the user is the session's, never the
 * body's. Rate limited per user, or per address when anonymous.
 */
export function registerAnalyticsEventRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  // A scope of its own, so the limit and the body parsing apply to this route only.
  app.register(async (scope) => {
    // Malformed JSON gets the Portuguese message too, not the framework's.
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
    await scope.register(rateLimit, {
      max: config.analytics.rateLimitPerMinute,
      timeWindow: 60_000,
      // After the access hook, which has read the session: the key can be the user.
      hook: 'preHandler',
      keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
      errorResponseBuilder: () => new UserError(ANALYTICS_MESSAGES.tooManyRequests, 'TOO_MANY_REQUESTS'),
    });

    scope.post('/api/v1/analytics/events', { config: { access: 'public' } }, async (request, reply) => {
      const body = jsonBody(request.body);
      const parsed = eventsInput.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const index = issue.path[0];
        throw new UserError(isBatch(body) && typeof index === 'number' ? ANALYTICS_MESSAGES.inEvent(index, issue.message) : issue.message);
      }
      const events = parsed.data;
      const wrong = await findWrongAsset(db, events);
      if (wrong) throw new UserError(isBatch(body) ? ANALYTICS_MESSAGES.inEvent(wrong.index, wrong.message) : wrong.message);
      const stored = await storeEvents(db, request.user?.id ?? null, events);
      return reply.status(202).send({ stored });
    });
  });
}
