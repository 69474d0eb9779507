import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps.ts';
import type { ServiceName, ServicePart } from '../platform/graphql/service-part.ts';
import type { AnyBulkTarget } from '../platform/bulk/bulk-target.ts';
import type { ReportDefinition } from '../platform/reports/report-engine.ts';

export type RouteRegistration = (app: FastifyInstance, deps: AppDeps) => void;

/**
 * What one API service (/api/v1/{name}) brings: each service declares it in its own service.ts,
 * and registry.ts lists the services. A new entity adds its parts to its service's definition.
 * N names the service's generated types: a new service exists for the compiler once
 * `npm run codegen` has printed its SDL and generated them.
 */
export interface ServiceDefinition<N extends ServiceName = ServiceName> {
  name: N;
  /** Schema parts beyond the session calls every endpoint carries, typed with N's SDL (service-part.ts). */
  schemas: ServicePart<N>[];
  routes: RouteRegistration[];
  /** Reports its report screens generate (report-definitions.ts collects them). */
  reports?: readonly ReportDefinition[];
  /** Lists whose rows it selects, acts on and exports in bulk (bulk-targets.ts collects them). */
  bulk?: readonly AnyBulkTarget[];
}
