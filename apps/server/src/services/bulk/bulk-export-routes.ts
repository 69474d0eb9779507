import type { FastifyInstance } from 'fastify';
import { BULK_KINDS } from '@backoffice/domain/bulk';
import { bulkExportQuery } from '@backoffice/domain/schemas/bulk';
import type { AppDeps } from '../../platform/deps.ts';
import { callerOf } from '../../platform/http/request-user.ts';
import { sendReport } from '../../platform/reports/send-report.ts';

/** Rows read per query while the file is written. */
const EXPORT_BATCH = 500;

/**
 * GET /api/v1/bulk/export: the rows of a list as its screen filters and orders them (every page),
 * or just the ids given (a selection), as CSV or XLSX. The ids are found first (an index read),
 * then their rows in batches as the file streams out, so memory stays flat but for the ids.
 */
export function registerBulkExportRoutes(app: FastifyInstance, { db, bulk }: AppDeps): void {
  app.get('/api/v1/bulk/export', { config: { access: 'authenticated' } }, async (request, reply) => {
    const { kind, format, ids: chosen, ...filter } = bulkExportQuery.parse(request.query);
    const target = bulk.target(callerOf(request), kind);
    const ids = chosen?.length ? chosen : await target.ids(db, filter);
    async function* rows() {
      for (let i = 0; i < ids.length; i += EXPORT_BATCH) yield await target.rows(db, ids.slice(i, i + EXPORT_BATCH));
    }
    const stamp = new Date().toISOString().slice(0, 10);
    return sendReport(reply, { format, columns: target.columns, rows: rows(), sheet: 'Lista', filename: `${BULK_KINDS[kind].file}_${stamp}.${format}` });
  });
}
