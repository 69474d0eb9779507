import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/** The back-office's own origin as the browser sees it (behind a trusted proxy, as it forwards it). */
export const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The content origin, where the SCORM preview's player and packages are served: SCORM_CONTENT_ORIGIN
 * when a proxy maps one, else the back-office's host on the content listener's port. Another port
 * of the same host is another origin, which is what the browser's isolation needs (see README on
 * cookies).
 */
export function contentOrigin(config: Config, request: FastifyRequest): string {
  if (config.scorm.contentOrigin) return config.scorm.contentOrigin;
  return `${request.protocol}://${request.hostname}:${config.scorm.contentPort}`;
}
