import type { ReportDefinition } from '../../platform/reports/report-engine.ts';
import { csvText, spDateTime, timestampLiteral } from '../../platform/reports/sql-csv.ts';

export const ANONYMOUS = 'Anônimo';

/** reports/download-conteudos (name report_download): each download of a digital content in the period. */
export const contentDownloadsReport: ReportDefinition = {
  name: 'report_download',
  query: (range) => ({
    headers: ['Data/Hora', 'Conteúdo ID', 'Conteúdo', 'Nome', 'CPF/Matrícula', 'Perfil'],
    columns: [spDateTime('e.occurred_at'), 'e.asset_id', csvText('a.title'), csvText(`coalesce(u.name, '${ANONYMOUS}')`), csvText('u.uid'), csvText('p.title')],
    from: `from analytics_event e
      left join asset a on a.id = e.asset_id
      left join users u on u.id = e.user_id
      left join profile p on p.id = u.profile_id
      where e.kind = 'asset_download' and e.occurred_at >= ${timestampLiteral(range.from)} and e.occurred_at < ${timestampLiteral(range.to)}`,
    key: 'e.id',
  }),
};
