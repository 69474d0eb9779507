import type { ServiceDefinition } from '../service-definition.ts';
import { registerBulkExportRoutes } from './bulk-export-routes.ts';
import { bulkSchema } from './bulk-schema.ts';

/** Acting on many rows of a list at once, and exporting what a list shows (issue 26). */
export const bulkService: ServiceDefinition<'bulk'> = { name: 'bulk', schemas: [bulkSchema], routes: [registerBulkExportRoutes] };
