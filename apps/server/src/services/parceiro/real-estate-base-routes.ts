import { callerOf } from '../../platform/http/request-user.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { readUpload } from '../../platform/http/upload.ts';
import { recordImportRun } from '../../platform/imports/import-runs.ts';
import { registerImportRunsRoute } from '../../platform/imports/import-runs-route.ts';
import { importCounts, importRealEstateBase } from './real-estate-base-store.ts';

const IMPORT_URL = '/api/v1/parceiro/import-real-estate-base';

/**
 * Importar base: the CSV of the real-estate base that verifica_base_imobiliaria checks, each
 * import recorded (its recent runs at GET .../import-real-estate-base/runs).
 */
export function registerRealEstateBaseRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.post(IMPORT_URL, { config: { access: 'ImportarBase' } }, async (request) => {
    const upload = await readUpload(request);
    const user = callerOf(request);
    try {
      return await recordImportRun(db, {
        kind: 'real-estate-base',
        fileName: upload.filename,
        user,
        work: (onProgress) => importRealEstateBase(db, user, upload.stream, request.log, onProgress),
        summary: (result) => ({ counts: importCounts(result), errors: result.errors }),
      });
    } finally {
      // A refused file is not read to its end: discard the rest so the request completes.
      upload.stream.resume();
    }
  });

  registerImportRunsRoute(app, db, { importUrl: IMPORT_URL, kind: 'real-estate-base', access: 'ImportarBase' });
}
