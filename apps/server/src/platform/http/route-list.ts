import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** As registered, parameters included: /api/v1/dam/file/:id. */
  url: string;
}

/**
 * Every route of a ready app, read from Fastify's printed route tree (Fastify lists routes no
 * other way once they are registered): lets tests walk routes added later without a list.
 * Each line is `<indent>├── <segment> (<METHODS>)`; a child's segment continues its parent's.
 */
export function routeList(app: FastifyInstance): RouteEntry[] {
  const prefixes: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]*)\))?\s*$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2];
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
