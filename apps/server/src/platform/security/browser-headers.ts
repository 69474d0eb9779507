import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentOrigin } from './content-origin.ts';
import { CSRF_HEADER } from './same-origin.ts';

/** The request Helmet is given: what its frame-src depends on. */
interface FrameSourceRequest {
  frameSource: string;
}
type HeaderList = ReadonlyArray<readonly [name: string, value: string | null]>;
const MAX_FRAME_SOURCES = 32;

/**
 * What the browser is told: a Content-Security-Policy without inline scripts, no framing by
 * other sites, no referrer to other origins; CORS only for the configured origins (none by
 * default: same origin only).
 */
export async function installBrowserHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // Helmet itself, built once: the Fastify plugin builds the whole middleware again (the CSP
  // parsed anew) on every request, measured at a fifth of a small API call's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables and positions through style attributes and <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // A virtual room's live video (YouTube, Vimeo or any https player its link names) is framed
        // on /Moderate; the SCORM preview's player, from the content origin.
        frameSrc: ["'self'", 'https:', (req) => (req as unknown as FrameSourceRequest).frameSource],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Only meaningful over HTTPS, which COOKIE_SECURE says the deployment has.
    strictTransportSecurity: config.session.secureCookie,
  });
  // The headers depend on the request only through the frame source: Helmet writes them once for
  // each, and every answer then gets that list (Helmet built the policy's text on every request).
  const headersByFrameSource = new Map<string, HeaderList>();
  const headersFor = (frameSource: string): HeaderList => {
    const known = headersByFrameSource.get(frameSource);
    if (known) return known;
    const headers: Array<[string, string | null]> = [];
    const recorder = {
      setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
      removeHeader: (name: string) => headers.push([name, null]),
    };
    securityHeaders({ frameSource } as FrameSourceRequest as unknown as IncomingMessage, recorder as unknown as ServerResponse, () => {});
    // The Host header is the client's to choose: only so many origins are kept.
    if (headersByFrameSource.size < MAX_FRAME_SOURCES) headersByFrameSource.set(frameSource, headers);
    return headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    // A Host header shaped like no host (only a hand-made request sends one) must not write the policy.
    const origin = contentOrigin(config, request);
    for (const [name, value] of headersFor(/^https?:\/\/[\w.:[\]-]+$/.test(origin) ? origin : "'self'")) {
      if (value === null) reply.raw.removeHeader(name);
      else reply.raw.setHeader(name, value);
    }
    done();
  });
  if (config.corsOrigins.length) {
    await app.register(cors, {
      origin: [...config.corsOrigins],
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', CSRF_HEADER],
      maxAge: 600,
    });
  }
}
