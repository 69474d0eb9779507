import type { FastifyInstance } from 'fastify';
import { ANALYTICS_MESSAGES, analyticsEventsInput } from '@backoffice/domain/schemas/analytics-event';
import type { AppDeps } from '../../platform/deps.ts';
import { UserError } from '../../platform/errors.ts';
import { enforceRateLimit, type RateLimit } from '../../platform/http/rate-limit.ts';
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
 * body's. Rate limited per user, or per address (lower) when anonymous: anonymous events are
 * kept, but the dashboard counters count only events with a user.
 */
export function registerAnalyticsEventRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  const limit = (scope: string, max: number): RateLimit => ({ scope, max, windowMs: 60_000, message: ANALYTICS_MESSAGES.tooManyRequests });
  const perUser = limit('analytics:user', config.analytics.rateLimitPerMinute);
  const perAddress = limit('analytics:ip', config.analytics.anonymousRateLimitPerMinute);

  // A scope of its own, so the body parsing applies to this route only.
  app.register(async (scope) => {
    // Malformed JSON gets the Portuguese message too, not the framework's.
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

    scope.post('/api/v1/analytics/events', { config: { access: 'public', leavesSessions: true } }, async (request, reply) => {
      // Every request counts, malformed ones too: the limit is against floods.
      if (request.user) await enforceRateLimit(db, reply, perUser, String(request.user.id));
      else await enforceRateLimit(db, reply, perAddress, request.ip);
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
