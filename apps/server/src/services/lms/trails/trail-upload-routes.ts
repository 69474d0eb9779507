import type { FastifyInstance } from 'fastify';
import { TRAIL_MESSAGES } from '@backoffice/domain/schemas/trail';
import { trail } from '../../../db/schema/lms.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { registerThumbnailRoute } from '../../../platform/files/thumbnail-route.ts';
import { findTrail } from './trail-store.ts';

/** POST /api/v1/lms/trail_thumb (id, file; returnUrl ignored): the trail's thumbnail. */
export function registerTrailUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerThumbnailRoute(app, deps, {
    path: '/api/v1/lms/trail_thumb',
    module: 'Trail',
    table: trail,
    owner: 'trail',
    notFound: TRAIL_MESSAGES.notFound,
    find: (d, id) => findTrail(d.db, id),
  });
}
