import type { ServiceDefinition } from '../service-definition.ts';
import { historySchema } from './history-schema.ts';

/** The history of every record the admins edit (issue 27). */
export const historyService: ServiceDefinition<'history'> = { name: 'history', schemas: [historySchema], routes: [] };
