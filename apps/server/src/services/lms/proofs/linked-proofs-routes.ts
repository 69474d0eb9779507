import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orDefault } from '@backoffice/domain/schemas/list';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import type { AppDeps } from '../../../platform/deps.ts';
import { sendReport } from '../../../platform/reports/send-report.ts';
import { countLinkedContents, listLinkedContents, type LinkedContent } from './linked-proofs-store.ts';

const REPORT_BATCH = 1000;

const query = z.object({
  proof_id: recordIdFromText(),
  offset: orDefault(z.coerce.number().int().min(0).default(0)),
  limit: orDefault(z.coerce.number().int().min(1).max(200).default(20)),
  report: z.enum(['true', 'false', '1', '0']).optional(),
});

/**
 * GET /api/v1/lms/linked-proofs ('Conteúdos Vinculados' of a proof): a page as JSON, or with
 * report=true every row as a spreadsheet (its text cells are never evaluated as formulas).
 */
export function registerLinkedProofsRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/v1/lms/linked-proofs', { config: { access: 'Proof' } }, async (request, reply) => {
    const args = query.parse(request.query);
    if (args.report === 'true' || args.report === '1') {
      async function* rows(): AsyncGenerator<LinkedContent[]> {
        for (let offset = 0; ; offset += REPORT_BATCH) {
          const batch = await listLinkedContents(db, args.proof_id, offset, REPORT_BATCH);
          if (batch.length) yield batch;
          if (batch.length < REPORT_BATCH) return;
        }
      }
      return sendReport<LinkedContent>(reply, {
        format: 'xlsx',
        filename: `conteudos-vinculados-avaliacao-${args.proof_id}.xlsx`,
        sheet: 'Conteúdos Vinculados',
        columns: [
          { header: 'ID', width: 10, value: (r) => r.id },
          { header: 'Título', width: 60, value: (r) => r.title },
          { header: 'Tipo', width: 12, value: (r) => r.type },
        ],
        rows: rows(),
      });
    }
    const [data, total] = await Promise.all([listLinkedContents(db, args.proof_id, args.offset, args.limit), countLinkedContents(db, args.proof_id)]);
    return { data, total };
  });
}
