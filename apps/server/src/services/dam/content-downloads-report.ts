import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import { profile, users } from '../../db/schema/account.ts';
import { analyticsEvent } from '../../db/schema/analytics.ts';
import { asset } from '../../db/schema/dam.ts';
import { keysetBatches } from '../../platform/db/keyset-batches.ts';
import type { ReportDefinition } from '../../platform/reports/report-engine.ts';
import { REPORT_BATCH } from '../../platform/reports/report-engine.ts';

interface DownloadLine {
  id: number;
  at: Date;
  asset_id: number | null;
  title: string | null;
  name: string | null;
  uid: string | null;
  profile: string | null;
}

export const ANONYMOUS = 'Anônimo';

/** reports/download-conteudos (name report_download): each download of a digital content in the period. */
export const contentDownloadsReport: ReportDefinition<DownloadLine> = {
  name: 'report_download',
  format: 'csv',
  columns: [
    { header: 'Data/Hora', value: (r) => r.at },
    { header: 'Conteúdo ID', value: (r) => r.asset_id },
    { header: 'Conteúdo', value: (r) => r.title },
    { header: 'Nome', value: (r) => r.name ?? ANONYMOUS },
    { header: 'CPF/Matrícula', value: (r) => r.uid },
    { header: 'Perfil', value: (r) => r.profile },
  ],
  rows: (db, range) =>
    keysetBatches(
      (afterId, size) =>
        db
          .select({
            id: analyticsEvent.id,
            at: analyticsEvent.occurred_at,
            asset_id: analyticsEvent.asset_id,
            title: asset.title,
            name: users.name,
            uid: users.uid,
            profile: profile.title,
          })
          .from(analyticsEvent)
          .leftJoin(asset, eq(asset.id, analyticsEvent.asset_id))
          .leftJoin(users, eq(users.id, analyticsEvent.user_id))
          .leftJoin(profile, eq(profile.id, users.profile_id))
          .where(
            and(
              gt(analyticsEvent.id, afterId),
              eq(analyticsEvent.kind, 'asset_download'),
              gte(analyticsEvent.occurred_at, range.from),
              lt(analyticsEvent.occurred_at, range.to),
            ),
          )
          .orderBy(asc(analyticsEvent.id))
          .limit(size),
      REPORT_BATCH,
    ),
};
