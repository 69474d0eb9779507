import type { ServiceDefinition } from '../service-definition.ts';
import { binSchema } from './bin-schema.ts';

/** The recycle bin ('Lixeira'): deleted records, restored or purged (issue 27). */
export const binService: ServiceDefinition<'bin'> = { name: 'bin', schemas: [binSchema], routes: [] };
