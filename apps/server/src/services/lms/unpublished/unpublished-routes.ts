import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formatDate } from '@backoffice/domain/dates';
import { orDefault } from '@backoffice/domain/schemas/list';
import type { AppDeps } from '../../../platform/deps.ts';
import { sendReport } from '../../../platform/reports/send-report.ts';
import { countUnpublished, listUnpublished, type UnpublishedItem, type UnpublishedType } from './unpublished-store.ts';

export const UNPUBLISHED_TYPE_LABEL: Record<UnpublishedType, string> = { file: 'Conteúdo Digital', curso: 'Curso', trilha: 'Trilha' };
export const NO_OWNER = 'Sem responsável';

const REPORT_BATCH = 1000;

const query = z.object({
  offset: orDefault(z.coerce.number().int().min(0).default(0)),
  limit: orDefault(z.coerce.number().int().min(1).max(200).default(20)),
  report: z.enum(['true', 'false', '1', '0']).optional(),
});

/** GET /api/v1/lms/unpublished-content ('Meus Conteúdos'): a page as JSON, or the whole list as XLSX. */
export function registerUnpublishedRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/v1/lms/unpublished-content', { config: { access: 'Despublicar' } }, async (request, reply) => {
    const args = query.parse(request.query);
    const now = new Date();
    if (args.report === 'true' || args.report === '1') {
      async function* rows(): AsyncGenerator<UnpublishedItem[]> {
        for (let offset = 0; ; offset += REPORT_BATCH) {
          const batch = await listUnpublished(db, offset, REPORT_BATCH, now);
          if (batch.length) yield batch;
          if (batch.length < REPORT_BATCH) return;
        }
      }
      return sendReport<UnpublishedItem>(reply, {
        format: 'xlsx',
        filename: 'conteudos-despublicados.xlsx',
        sheet: 'Meus Conteúdos',
        columns: [
          { header: 'ID', width: 10, value: (r) => r.id },
          { header: 'Título', width: 60, value: (r) => r.title },
          { header: 'Tipo', width: 20, value: (r) => UNPUBLISHED_TYPE_LABEL[r.type] },
          { header: 'Responsável', width: 40, value: (r) => r.owner_name ?? NO_OWNER },
          { header: 'Data de Despublicação', width: 22, value: (r) => formatDate(r.date_unpublish) },
        ],
        rows: rows(),
      });
    }
    const [data, total] = await Promise.all([listUnpublished(db, args.offset, args.limit, now), countUnpublished(db, now)]);
    return { data, total };
  });
}
