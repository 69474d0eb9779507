import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps.ts';
import type { ServiceSchema } from '../platform/graphql/endpoint.ts';
import type { ReportDefinition } from '../platform/reports/report-engine.ts';

export type RouteRegistration = (app: FastifyInstance, deps: AppDeps) => void;

/**
 * What one API service (/api/v1/{name}) brings: each service declares it in its own service.ts,
 * and registry.ts lists the services. A new entity adds its parts to its service's definition.
 */
export interface ServiceDefinition {
  name: string;
  /** Schema parts beyond the session calls every endpoint carries. */
  schemas: ServiceSchema[];
  routes: RouteRegistration[];
  /** Reports its report screens generate (report-definitions.ts collects them). */
  reports?: readonly ReportDefinition[];
}
