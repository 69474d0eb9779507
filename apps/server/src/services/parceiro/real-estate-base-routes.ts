import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { readUpload } from '../../platform/http/upload.ts';
import { importRealEstateBase } from './real-estate-base-store.ts';

/** Importar base: the CSV of the real-estate base that verifica_base_imobiliaria checks. */
export function registerRealEstateBaseRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.post('/api/v1/parceiro/import-real-estate-base', { config: { access: 'ImportarBase' } }, async (request) => {
    const upload = await readUpload(request);
    return importRealEstateBase(db, request.user!, upload.stream, request.log);
  });
}
