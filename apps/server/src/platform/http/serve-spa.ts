import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names the files under assets/ by their content: a new build never reuses a name. */
const HASHED = `${path.sep}assets${path.sep}`;
export const CACHE_HASHED = 'public, max-age=31536000, immutable';
/** index.html (and the templates) name the current build: always asked again. */
export const CACHE_REVALIDATE = 'no-cache';

function cacheHeaders(reply: FastifyReply, file: string) {
  reply.header('cache-control', file.includes(HASHED) ? CACHE_HASHED : CACHE_REVALIDATE);
}

/**
 * The built SPA: the brotli or gzip copy made at build time when the browser accepts it, hashed
 * files cached for good, and index.html for every other non-API path (hash routing).
 */
export async function serveSpa(app: FastifyInstance, webDist: string | undefined) {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
    cacheHeaders(reply, 'index.html');
    return reply.sendFile('index.html');
  });
}
