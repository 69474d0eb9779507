import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { analyticsEvent } from '../../db/schema/analytics.ts';
import { asset } from '../../db/schema/dam.ts';
import { assertModuleOrDashboardBlock } from '../../platform/access/dashboard-access.ts';
import type { Db } from '../../platform/db/client.ts';
import { keysetBatches } from '../../platform/db/keyset-batches.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { ReportColumn } from '../../platform/reports/report-stream.ts';
import { sendReport } from '../../platform/reports/send-report.ts';

interface DownloadTotalsLine {
  id: number;
  title: string;
  downloads: number;
  users: number;
  last: Date | null;
}

/** Every digital content (Media) with its download totals, in id order. */
async function* downloadTotalsLines(db: Db): AsyncGenerator<DownloadTotalsLine[]> {
  const assets = keysetBatches((afterId, size) =>
    db
      .select({ id: asset.id, title: asset.title })
      .from(asset)
      .where(and(gt(asset.id, afterId), eq(asset.module_name, 'Media')))
      .orderBy(asc(asset.id))
      .limit(size),
  );
  for await (const batch of assets) {
    const totals = await db
      .select({
        id: analyticsEvent.asset_id,
        downloads: sql<number>`count(*)::int`,
        users: sql<number>`count(distinct ${analyticsEvent.user_id})::int`,
        last: sql<Date | string>`max(${analyticsEvent.occurred_at})`,
      })
      .from(analyticsEvent)
      .where(
        and(
          eq(analyticsEvent.kind, 'asset_download'),
          inArray(
            analyticsEvent.asset_id,
            batch.map((a) => a.id),
          ),
        ),
      )
      .groupBy(analyticsEvent.asset_id);
    const byAsset = new Map(totals.map((t) => [t.id, t]));
    yield batch.map((a) => {
      const t = byAsset.get(a.id);
      // Aggregates skip Drizzle's column mapping: the timestamp may come back as text.
      return { ...a, downloads: Number(t?.downloads ?? 0), users: Number(t?.users ?? 0), last: t?.last ? new Date(t.last) : null };
    });
  }
}

const COLUMNS: ReportColumn<DownloadTotalsLine>[] = [
  { header: 'ID', width: 8, value: (r) => r.id },
  { header: 'Título', width: 60, value: (r) => r.title },
  { header: 'Downloads', width: 11, value: (r) => r.downloads },
  // Signed-in users only: anonymous downloads have no user to count.
  { header: 'Usuários distintos', width: 17, value: (r) => r.users },
  { header: 'Último download', width: 18, value: (r) => r.last },
];

/**
 * GET /api/v1/dam/report_download_items: downloads per digital content (XLSX). Through the
 * Dashboard alone, the digital-content block must be visible to the caller.
 */
export function registerDownloadItemsReportRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/v1/dam/report_download_items', { config: { access: ['Media', 'Dashboard'] } }, async (request, reply) => {
    assertModuleOrDashboardBlock(request.user, ['Media'], 'digitalContent');
    return sendReport(reply, { format: 'xlsx', filename: 'downloads-conteudos.xlsx', sheet: 'Downloads', columns: COLUMNS, rows: downloadTotalsLines(db) });
  });
}
