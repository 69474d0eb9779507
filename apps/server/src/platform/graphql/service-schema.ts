import { makeExecutableSchema } from '@graphql-tools/schema';
import { isObjectType, type GraphQLSchema } from 'graphql';
import type { GraphqlContext } from './context.ts';
import { ACCESS } from './operation.ts';

/** SDL and resolvers as the endpoint mounts them; the services write theirs as typed parts (service-part.ts). */
export interface ServiceSchema {
  typeDefs: string[];
  resolvers: Record<string, unknown>[];
}

/** One executable schema from a service's parts (the endpoint, the schema printer and the tests build it alike). */
export function buildServiceSchema(parts: ServiceSchema): GraphQLSchema {
  return makeExecutableSchema<GraphqlContext>({ typeDefs: parts.typeDefs, resolvers: parts.resolvers as never });
}

/** Every root field must be an operation() (or a subscriptionField()): the place where access is checked and arguments validated. */
export function assertEveryRootFieldGuarded(service: string, schema: GraphQLSchema, parts: ServiceSchema): void {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!type || !isObjectType(type)) continue;
    const resolvers = parts.resolvers.map((r) => r[type.name] as Record<string, { [ACCESS]?: unknown }> | undefined);
    for (const field of Object.keys(type.getFields())) {
      if (!resolvers.some((r) => r?.[field]?.[ACCESS] !== undefined)) {
        throw new Error(`${service}: ${type.name}.${field} has no operation() resolver declaring its access`);
      }
    }
  }
}
