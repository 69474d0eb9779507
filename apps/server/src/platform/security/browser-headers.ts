import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { IncomingMessage } from 'node:http';
import { contentOrigin } from './content-origin.ts';
import { CSRF_HEADER } from './same-origin.ts';

/**
 * What the browser is told: a Content-Security-Policy without inline scripts, no framing by
 * other sites, no referrer to other origins; CORS only for the configured origins (none by
 * default: same origin only).
 */
export async function installBrowserHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // The SCORM preview frames its player from the content origin, which depends on the request's host.
  const frameSources = new WeakMap<IncomingMessage, string>();
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
        frameSrc: ["'self'", 'https:', (req) => frameSources.get(req as IncomingMessage) ?? "'self'"],
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
  app.addHook('onRequest', (request, reply, done) => {
    // A Host header shaped like no host (only a hand-made request sends one) must not write the policy.
    const origin = contentOrigin(config, request);
    if (/^https?:\/\/[\w.:[\]-]+$/.test(origin)) frameSources.set(request.raw, origin);
    securityHeaders(request.raw, reply.raw, () => done());
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
