import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../../config.ts';
import { contentOrigin, ownOrigin } from '../../../../platform/security/content-origin.ts';
import type { PreviewOrigins } from '../scorm-preview-grants.ts';

/**
 * Who frames the player (the page asking: its Origin, which the same-origin guard has already
 * checked, else this server's own) and where the player lives.
 */
export function previewOrigins(config: Config, request: FastifyRequest): PreviewOrigins {
  return { frame: request.headers.origin ?? ownOrigin(request), content: contentOrigin(config, request) };
}
