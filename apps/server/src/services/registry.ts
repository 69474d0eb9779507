import { sessionSchema } from '../platform/auth/graphql.ts';
import type { ServiceSchema } from '../platform/graphql/service-schema.ts';
import { accountService } from './account/service.ts';
import { analyticsService } from './analytics/service.ts';
import { chatService } from './chat/service.ts';
import { cmsService } from './cms/service.ts';
import { corretorService } from './corretor/service.ts';
import { damService } from './dam/service.ts';
import { lmsService } from './lms/service.ts';
import { parceiroService } from './parceiro/service.ts';
import { searchService } from './search/service.ts';
import { bulkService } from './bulk/service.ts';
import { binService } from './bin/service.ts';
import { historyService } from './history/service.ts';
import type { ServiceDefinition } from './service-definition.ts';

/** The API services of /api/v1/{service}, by name; each declares its parts in its service.ts. */
export const SERVICES: Readonly<Record<string, ServiceDefinition>> = Object.fromEntries(
  [
    accountService,
    lmsService,
    damService,
    analyticsService,
    chatService,
    cmsService,
    corretorService,
    parceiroService,
    searchService,
    bulkService,
    binService,
    historyService,
  ].map((service) => [service.name, service]),
);

export function mergeSchemas(parts: ServiceSchema[]): ServiceSchema {
  const all = [sessionSchema, ...parts];
  return { typeDefs: all.flatMap((p) => p.typeDefs), resolvers: all.flatMap((p) => p.resolvers) };
}
