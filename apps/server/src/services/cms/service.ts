import type { ServiceDefinition } from '../service-definition.ts';
import { registerContentRoutes } from './content-routes.ts';
import { contentSchema } from './content-schema.ts';
import { highlightBulk } from './highlight-bulk.ts';

/** Highlights and the other lists of contents. */
export const cmsService: ServiceDefinition<'cms'> = { name: 'cms', schemas: [contentSchema], routes: [registerContentRoutes], bulk: [highlightBulk] };
