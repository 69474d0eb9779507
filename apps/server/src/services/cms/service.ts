import type { ServiceDefinition } from '../service-definition.ts';
import { registerContentRoutes } from './content-routes.ts';
import { contentSchema } from './content-schema.ts';

/** Highlights and the other lists of contents. */
export const cmsService: ServiceDefinition<'cms'> = { name: 'cms', schemas: [contentSchema], routes: [registerContentRoutes] };
