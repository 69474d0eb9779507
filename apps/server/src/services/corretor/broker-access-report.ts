import { and, asc, count, eq, gt, gte, lt, max, min } from 'drizzle-orm';
import { formatCpf } from '@backoffice/domain/documents';
import { analyticsEvent } from '../../db/schema/analytics.ts';
import { corretor } from '../../db/schema/corretor.ts';
import { keysetBatches } from '../../platform/db/keyset-batches.ts';
import type { ReportDefinition } from '../../platform/reports/report-engine.ts';
import { REPORT_BATCH } from '../../platform/reports/report-engine.ts';

interface BrokerAccess {
  id: number;
  name: string;
  email: string;
  cpf: string;
  susep: string | null;
  views: number;
  first: Date | null;
  last: Date | null;
}

/** reports/acesso-corretores: per broker, the pages seen on the platform in the period. */
export const brokerAccessReport: ReportDefinition<BrokerAccess> = {
  name: 'acesso-corretores',
  format: 'csv',
  columns: [
    { header: 'ID', value: (r) => r.id },
    { header: 'Nome', value: (r) => r.name },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'CPF', value: (r) => formatCpf(r.cpf) },
    { header: 'SUSEP', value: (r) => r.susep },
    { header: 'Acessos', value: (r) => r.views },
    { header: 'Primeiro acesso', value: (r) => r.first },
    { header: 'Último acesso', value: (r) => r.last },
  ],
  rows: (db, range) =>
    keysetBatches(
      (afterId, size) =>
        db
          .select({
            id: corretor.id,
            name: corretor.name,
            email: corretor.email,
            cpf: corretor.cpf,
            susep: corretor.susep,
            views: count(analyticsEvent.id),
            first: min(analyticsEvent.occurred_at),
            last: max(analyticsEvent.occurred_at),
          })
          .from(corretor)
          .innerJoin(analyticsEvent, eq(analyticsEvent.user_id, corretor.user_id))
          .where(
            and(
              gt(corretor.id, afterId),
              eq(analyticsEvent.kind, 'page_view'),
              gte(analyticsEvent.occurred_at, range.from),
              lt(analyticsEvent.occurred_at, range.to),
            ),
          )
          .groupBy(corretor.id)
          .orderBy(asc(corretor.id))
          .limit(size),
      REPORT_BATCH,
    ),
};
