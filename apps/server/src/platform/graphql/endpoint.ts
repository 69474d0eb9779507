import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import type WebSocket from 'ws';
import mercurius from 'mercurius';
import type { AppDeps } from '../deps.ts';
import { sendRestError } from '../http/error-handler.ts';
import { onSendHook, requestHook } from '../http/request-hooks.ts';
import { resolverDeps, type GraphqlContext } from './context.ts';
import { formatGraphqlErrors, isGraphqlRequestError, statusOfRequestError } from './errors.ts';
import { ACCESS } from './operation.ts';
import { websocketConnections } from '../observability/metrics.ts';
import { guardSocket } from './socket-guard.ts';
import { admitConnection, subscriptionOptions } from './subscription-transport.ts';
import { assertEveryRootFieldGuarded, buildServiceSchema, type ServiceSchema } from './service-schema.ts';
import type { Access } from '../access/access.ts';

const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';

export const QUERY_LIMITS = { depth: 10, tokens: 3000, aliases: 20, directives: 20, cost: 20000 } as const;

/** Beyond graphql's own rules, what every document is checked against, over HTTP and WebSocket alike. */
function limitRules(introspection: boolean): ValidationRule[] {
  return [
    // The schema is the contract of our own client only: not readable by anyone unless configured.
    ...(introspection ? [] : [NoSchemaIntrospectionCustomRule]),
    maxDepthRule({ n: QUERY_LIMITS.depth }),
    maxAliasesRule({ n: QUERY_LIMITS.aliases }),
    maxDirectivesRule({ n: QUERY_LIMITS.directives }),
    costLimitRule({ maxCost: QUERY_LIMITS.cost }),
  ];
}

/** The route option @fastify/websocket (Mercurius' transport) adds. */
interface WebSocketRoute {
  wsHandler?: (this: unknown, socket: WebSocket, request: FastifyRequest) => unknown;
}

/** What the service's subscription fields require: a handshake needs one of them. */
const subscriptionAccess = (parts: ServiceSchema): Access[] =>
  parts.resolvers.flatMap((r) => Object.values((r.Subscription ?? {}) as Record<string, { [ACCESS]: Access }>).map((field) => field[ACCESS]));

/**
 * Mounts /api/v1/{service}/graphql with Fastify's own GraphQL adapter: no Fetch-API conversion
 * per request, and each query document compiled once by graphql-jit (measured in
 * bench/request-path.bench.ts). Query limits, error masking and the closed schema are ours.
 */
export function mountGraphqlService(app: FastifyInstance, deps: AppDeps, service: string, parts: ServiceSchema): void {
  const schema = buildServiceSchema(parts);
  assertEveryRootFieldGuarded(service, schema, parts);
  const rules = limitRules(deps.config.graphqlIntrospection);
  const listeners = subscriptionAccess(parts);
  // Each service in its own encapsulated scope: Mercurius decorates the instance it is registered on.
  app.register(async (scope) => {
    // GraphQL over HTTP lets a client send "extensions": null, which Mercurius' body schema refuses.
    scope.addHook(
      'preValidation',
      requestHook((request) => {
        const body = request.body as { extensions?: unknown } | null;
        if (request.method === 'POST' && body && typeof body === 'object' && body.extensions === null) delete body.extensions;
      }),
    );
    // A client that asks for the GraphQL response media type gets it (the answer is the same JSON).
    scope.addHook(
      'onSend',
      onSendHook((request, reply) => {
        if (request.headers.accept?.includes(GRAPHQL_RESPONSE_TYPE) && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
          reply.header('content-type', `${GRAPHQL_RESPONSE_TYPE}; charset=utf-8`);
        }
      }),
    );
    // Mercurius runs a subscription's document unchecked: every socket gets the HTTP checks first.
    scope.addHook('onRoute', (route) => {
      const ws = route as typeof route & WebSocketRoute;
      const handler = ws.wsHandler;
      if (!handler) return;
      ws.wsHandler = function (this: unknown, socket, request) {
        websocketConnections.inc({ service });
        socket.once('close', () => websocketConnections.dec({ service }));
        guardSocket(socket, { schema, rules, maxTokens: QUERY_LIMITS.tokens, admit: (payload) => admitConnection(app, listeners, request, payload) });
        return handler.call(this, socket, request);
      };
    });
    await scope.register(mercurius, {
      schema,
      path: `/api/v1/${service}/graphql`,
      graphiql: false,
      // Compiled on a document's second run: a one-off query does not pay for compilation.
      jit: 1,
      graphql: { parseOptions: { maxTokens: QUERY_LIMITS.tokens } },
      validationRules: rules,
      context: (req, reply): GraphqlContext => ({
        ...resolverDeps(deps),
        user: req.user,
        service,
        lists: new Map(),
        req,
        reply,
      }),
      errorFormatter: (execution) => ({
        statusCode: 200,
        response: {
          data: execution.data ?? null,
          errors: formatGraphqlErrors(execution.errors, (error) => app.log.error({ err: error, service }, 'unexpected GraphQL error')),
        },
      }),
      // A refused document answers in GraphQL's shape; what the shared hooks refuse (another
      // origin, a NUL in the token) keeps the shape of every other /api answer.
      errorHandler: (error, request, reply) => {
        if (!isGraphqlRequestError(error)) {
          sendRestError(error, request, reply);
          return;
        }
        const errors = formatGraphqlErrors([error], (err) => request.log.error({ err, service }, 'unexpected GraphQL error'));
        reply.status(statusOfRequestError(error)).send({ data: null, errors });
      },
      // GraphQL over WebSocket where the service has a Subscription type.
      subscription: schema.getSubscriptionType() ? subscriptionOptions(app, deps, service) : false,
      // The endpoint only resolves the caller; each field checks its own access (operation()).
      additionalRouteOptions: { config: { access: 'public' } },
    });
  });
}
