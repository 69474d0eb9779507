import type { ServiceDefinition } from '../service-definition.ts';
import { searchSchema } from './search-schema.ts';

/** One search over everything the caller may see (issue 26). */
export const searchService: ServiceDefinition<'search'> = { name: 'search', schemas: [searchSchema], routes: [] };
