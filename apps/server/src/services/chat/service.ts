import type { ServiceDefinition } from '../service-definition.ts';

/** The chat endpoint: only the session calls every service carries, so far. */
export const chatService: ServiceDefinition<'chat'> = { name: 'chat', schemas: [], routes: [] };
