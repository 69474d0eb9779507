import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, isObjectType, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { MESSAGES } from '@backoffice/domain/constants';
import type { AppDeps } from '../deps.ts';
import type { GraphqlContext } from './context.ts';
import { ACCESS } from './operation.ts';

/** SDL and resolvers as the endpoint mounts them; the services write theirs as typed parts (service-part.ts). */
export interface ServiceSchema {
  typeDefs: string[];
  resolvers: Record<string, unknown>[];
}

function assertEveryRootFieldGuarded(service: string, schema: GraphQLSchema, parts: ServiceSchema): void {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type || !isObjectType(type)) continue;
    const resolvers = parts.resolvers.map((r) => r[type.name] as Record<string, { [ACCESS]?: unknown }> | undefined);
    for (const field of Object.keys(type.getFields())) {
      if (!resolvers.some((r) => r?.[field]?.[ACCESS] !== undefined)) {
        throw new Error(`${service}: ${type.name}.${field} has no operation() resolver declaring its access`);
      }
    }
  }
}

/** The schema is the contract of our own client only: not readable by anyone unless configured. */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** Mounts /api/v1/{service}/graphql: one Yoga endpoint with error masking and query limits. */
export function mountGraphqlService(
  app: FastifyInstance,
  deps: AppDeps,
  service: string,
  parts: ServiceSchema,
): void {
  const schema = createSchema<GraphqlContext>({ typeDefs: parts.typeDefs, resolvers: parts.resolvers as never });
  assertEveryRootFieldGuarded(service, schema, parts);
  const endpoint = `/api/v1/${service}/graphql`;
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphqlContext>({
    schema,
    graphqlEndpoint: endpoint,
    graphiql: false,
    landingPage: false,
    // Same origin only: @fastify/cors answers for the configured origins, Yoga echoes any.
    cors: false,
    logging: false,
    plugins: [
      ...(deps.config.graphqlIntrospection ? [] : [noIntrospection]),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxTokens: { n: 3000 },
        maxAliases: { n: 20 },
        maxDirectives: { n: 20 },
        costLimit: { maxCost: 20000 },
        blockFieldSuggestion: { enabled: true },
      }),
    ],
    maskedErrors: {
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (error instanceof GraphQLError && !original) return error;
        if (original instanceof GraphQLError) return original;
        app.log.error({ err: original ?? error, service }, 'unexpected GraphQL error');
        return new GraphQLError(MESSAGES.internal ?? message, { extensions: { code: 'INTERNAL' } });
      },
    },
    context: ({ req, reply }) => ({ db: deps.db, config: deps.config, files: deps.files, user: req.user, req, reply }),
  });

  app.route({
    url: endpoint,
    method: ['GET', 'POST'],
    // The endpoint only resolves the caller; each field checks its own access (operation()).
    config: { access: 'public' },
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      // No subscriptions or @defer here: one buffered body means one socket write with a
      // content-length instead of a chunked stream (syscalls are the main cost per request).
      reply.send(Buffer.from(await response.arrayBuffer()));
      return reply;
    },
  });
}
