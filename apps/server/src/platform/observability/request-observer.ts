import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { LOG_TEXT_MAX } from '../http/logger-options.ts';
// FastifyRequest.graphqlFields is declared with the GraphQL context.
import type {} from '../graphql/context.ts';
import { httpRequestDuration, metricsRecording } from './metrics.ts';

/** Query parameters whose values never reach a log line. */
const SECRET_PARAM = /token|password|senha|secret|key|grant|signature|auth|code|session/i;
const OPERATION_NAME_MAX = 100;

/** The request's path and query as logged: secrets' values hidden, the whole cut to LOG_TEXT_MAX. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  let safe = url;
  if (at >= 0) {
    const params = new URLSearchParams(url.slice(at + 1));
    for (const name of new Set(params.keys())) if (SECRET_PARAM.test(name)) params.set(name, '[redacted]');
    safe = `${url.slice(0, at)}?${params.toString()}`;
  }
  return safe.length > LOG_TEXT_MAX ? `${safe.slice(0, LOG_TEXT_MAX)}…` : safe;
}

/** The operation name a GraphQL client gave (its own free text: cut), for the log line only. */
function operationName(request: FastifyRequest): string | undefined {
  const body = request.body as { operationName?: unknown } | Array<{ operationName?: unknown }> | undefined;
  const names = (Array.isArray(body) ? body : [body]).map((b) => (b && typeof b.operationName === 'string' ? b.operationName : '')).filter(Boolean);
  return names.length ? names.join(',').slice(0, OPERATION_NAME_MAX) : undefined;
}

/**
 * Fastify's own per-request lines ('incoming request', 'request completed', 'Route ... not
 * found') give way to the observer's one line: they write the raw URL, secrets in its query
 * included. A failed response is still told, with its route pattern rather than its URL.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ err: error, route: request.routeOptions.url }, 'request errored');
  }
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    reply.log[reply.statusCode >= 500 ? 'error' : 'info']({ err: error, route: request.routeOptions.url }, 'request failed');
  }
}

/**
 * One log line and one histogram observation per request, when its answer has gone: method, route
 * pattern, status and duration; the caller's id and the GraphQL operation when there is one.
 * Fastify's own lines give way to it (OneLinePerRequest, in app.ts).
 */
export function installRequestObserver(app: FastifyInstance, options: { secretPaths?: boolean } = {}): void {
  // A callback hook, not an async one: no promise per request on the hot path.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    const ms = reply.elapsedTime;
    if (metricsRecording()) httpRequestDuration.observe({ route, method: request.method, status: String(reply.statusCode) }, ms / 1000);
    if ((request.log as typeof request.log & { isLevelEnabled(level: string): boolean }).isLevelEnabled('info')) {
      request.log.info(
        {
          method: request.method,
          // Where a path carries a grant (the SCORM content origin), only its route is written.
          url: options.secretPaths ? route : loggedUrl(request.url),
          status: reply.statusCode,
          duration_ms: Math.round(ms * 10) / 10,
          ...(request.user ? { user_id: request.user.id } : {}),
          ...(request.graphqlFields ? { operation: operationName(request), fields: request.graphqlFields.join(',') } : {}),
        },
        'request completed',
      );
    }
    done();
  });
}
