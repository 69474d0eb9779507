import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { sessionSchema } from '../platform/auth/graphql.ts';
import type { Db } from '../platform/db/client.ts';
import type { ServiceSchema } from '../platform/graphql/endpoint.ts';
import { registerProfileRoutes } from './account/profile-routes.ts';
import { profileSchema } from './account/profile-schema.ts';

export interface ServiceDefinition {
  /** Schema parts beyond the access calls every endpoint carries. */
  schemas: ServiceSchema[];
  routes: Array<(app: FastifyInstance, deps: { db: Db; config: Config }) => void>;
}

/** The API services of /api/v1/{service}; areas add their schema parts and routes here. */
export const SERVICES: Record<string, ServiceDefinition> = {
  account: { schemas: [profileSchema], routes: [registerProfileRoutes] },
  lms: { schemas: [], routes: [] },
  dam: { schemas: [], routes: [] },
  analytics: { schemas: [], routes: [] },
  chat: { schemas: [], routes: [] },
  cms: { schemas: [], routes: [] },
  corretor: { schemas: [], routes: [] },
  parceiro: { schemas: [], routes: [] },
};

export function mergeSchemas(parts: ServiceSchema[]): ServiceSchema {
  const all = [sessionSchema, ...parts];
  return { typeDefs: all.flatMap((p) => p.typeDefs), resolvers: all.flatMap((p) => p.resolvers) };
}
