import type { ServiceDefinition } from '../service-definition.ts';

/** The chat endpoint: only the session calls every service carries, so far. */
export const chatService: ServiceDefinition = { name: 'chat', schemas: [], routes: [] };
