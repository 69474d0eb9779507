import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Access } from '../access/access.ts';
import type { Db } from '../db/client.ts';
import { recentImportRuns, type ImportKind } from './import-runs.ts';

export const IMPORT_RUNS_DEFAULT_LIMIT = 10;
export const IMPORT_RUNS_MAX_LIMIT = 50;

export const IMPORT_RUNS_MESSAGES = {
  limit: `Informe um limite entre 1 e ${IMPORT_RUNS_MAX_LIMIT}.`,
} as const;

const limitMessage = IMPORT_RUNS_MESSAGES.limit;
const runsQuery = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(IMPORT_RUNS_MAX_LIMIT, limitMessage)
    .default(IMPORT_RUNS_DEFAULT_LIMIT),
});

/**
 * GET {importUrl}/runs: the recent runs of an import, under the same access as the import
 * itself (its module, and `authorize` for any further rule the import route applies).
 */
export function registerImportRunsRoute(
  app: FastifyInstance,
  db: Db,
  options: { importUrl: string; kind: ImportKind; access: Access; authorize?: (request: FastifyRequest) => void },
): void {
  app.get(`${options.importUrl}/runs`, { config: { access: options.access } }, async (request) => {
    options.authorize?.(request);
    const { limit } = runsQuery.parse(request.query);
    return { runs: await recentImportRuns(db, options.kind, limit) };
  });
}
