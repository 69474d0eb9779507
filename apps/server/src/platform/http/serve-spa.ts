import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names the files under assets/ by their content: a new build never reuses a name. */
const HASHED = `${path.sep}assets${path.sep}`;
export const CACHE_HASHED = 'public, max-age=31536000, immutable';
/** index.html (and the templates) name the current build: always asked again. */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Scripts and stylesheets (or their brotli/gzip copy, the file actually sent): never a document,
 * so the headers that rule documents do nothing on them. This app starts no worker, the one kind
 * of script that would take its CSP from its own answer.
 */
const SUBRESOURCE = /\.(js|css)(\.br|\.gz)?$/;
/**
 * What helmet sets for documents (CSP, framing, opener, XSS filter, DNS prefetch, downloads, Flash
 * and PDF policies): about 450 bytes on every answer, for nothing on a script or a stylesheet.
 * Those keep nosniff and the resource and referrer policies, which do apply to them.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function cacheHeaders(reply: FastifyReply, file: string) {
  const hashed = file.includes(HASHED);
  reply.header('cache-control', hashed ? CACHE_HASHED : CACHE_REVALIDATE);
  // Helmet writes them on the raw response, before the file is found.
  if (hashed && SUBRESOURCE.test(file)) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
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
