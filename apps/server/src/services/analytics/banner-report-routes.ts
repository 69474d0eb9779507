import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BANNER_REPORT_MESSAGES } from '@backoffice/domain/schemas/analytics-event';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import { profile, users } from '../../db/schema/account.ts';
import { analyticsEvent } from '../../db/schema/analytics.ts';
import { asset } from '../../db/schema/dam.ts';
import type { Db } from '../../platform/db/client.ts';
import { cursorBatches } from '../../platform/db/keyset-batches.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { UserError } from '../../platform/errors.ts';
import type { ReportColumn } from '../../platform/reports/report-stream.ts';
import { sendReport } from '../../platform/reports/send-report.ts';

interface ClickLine {
  id: number;
  at: Date;
  /** occurred_at as the database writes it (microseconds kept), to resume the next page exactly where this one ended. */
  cursor: string;
  name: string | null;
  uid: string | null;
  profile: string | null;
}

/**
 * The banner's clicks in the order they happened (ties by id). Events may arrive late (the front
 * office sends them in batches with their own time), so the id is not the order: pages follow
 * (occurred_at, id).
 */
export function clickLines(db: Db, bannerId: number, size?: number): AsyncGenerator<ClickLine[]> {
  return cursorBatches(
    (after: { at: string; id: number } | null, size) =>
      db
        .select({
          id: analyticsEvent.id,
          at: analyticsEvent.occurred_at,
          cursor: sql<string>`${analyticsEvent.occurred_at}::text`,
          name: users.name,
          uid: users.uid,
          profile: profile.title,
        })
        .from(analyticsEvent)
        .leftJoin(users, eq(users.id, analyticsEvent.user_id))
        .leftJoin(profile, eq(profile.id, users.profile_id))
        .where(
          and(
            eq(analyticsEvent.kind, 'banner_click'),
            eq(analyticsEvent.asset_id, bannerId),
            after ? sql`(${analyticsEvent.occurred_at}, ${analyticsEvent.id}) > (${after.at}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(analyticsEvent.occurred_at), asc(analyticsEvent.id))
        .limit(size),
    (row) => ({ at: row.cursor, id: row.id }),
    size,
  );
}

const COLUMNS: ReportColumn<ClickLine>[] = [
  { header: 'Data/Hora', width: 18, value: (r) => r.at },
  { header: 'Nome', width: 40, value: (r) => r.name ?? BANNER_REPORT_MESSAGES.anonymous },
  { header: 'CPF/Matrícula', width: 16, value: (r) => r.uid },
  { header: 'Perfil', width: 25, value: (r) => r.profile },
];

/** The banner's title for a file name: ASCII words joined by '-'. */
export function fileSlug(title: string): string {
  return (
    title
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'banner'
  );
}

const query = z.object({
  banner_id: recordIdFromText(BANNER_REPORT_MESSAGES.bannerRequired),
});

/** GET /api/v1/analytics/report_banner?banner_id=N: who clicked the banner, and when (XLSX). */
export function registerBannerReportRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/v1/analytics/report_banner', { config: { access: 'Banner' } }, async (request, reply) => {
    const { banner_id: bannerId } = query.parse(request.query);
    const [banner] = await db.select({ title: asset.title, module_name: asset.module_name }).from(asset).where(eq(asset.id, bannerId));
    if (!banner) throw new UserError(BANNER_REPORT_MESSAGES.notFound, 'NOT_FOUND');
    if (banner.module_name !== 'Banner') throw new UserError(BANNER_REPORT_MESSAGES.notBanner);
    return sendReport(reply, {
      format: 'xlsx',
      filename: `cliques-banner-${bannerId}-${fileSlug(banner.title)}.xlsx`,
      sheet: 'Cliques',
      columns: COLUMNS,
      rows: clickLines(db, bannerId),
    });
  });
}
