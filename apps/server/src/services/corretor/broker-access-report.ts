import type { ReportDefinition } from '../../platform/reports/report-engine.ts';
import { cpfText, csvText, spDateTime, timestampLiteral } from '../../platform/reports/sql-csv.ts';

/** reports/acesso-corretores: per broker, the pages seen on the platform in the period. */
export const brokerAccessReport: ReportDefinition = {
  name: 'acesso-corretores',
  query: (range) => ({
    headers: ['ID', 'Nome', 'E-mail', 'CPF', 'SUSEP', 'Acessos', 'Primeiro acesso', 'Último acesso'],
    columns: [
      'c.id',
      csvText('c.name'),
      csvText('c.email'),
      cpfText('c.cpf'),
      csvText('c.susep'),
      'count(*)',
      spDateTime('min(e.occurred_at)'),
      spDateTime('max(e.occurred_at)'),
    ],
    from: `from corretor c join analytics_event e on e.user_id = c.user_id
      where e.kind = 'page_view' and e.occurred_at >= ${timestampLiteral(range.from)} and e.occurred_at < ${timestampLiteral(range.to)}`,
    key: 'c.id',
    groupBy: 'c.id',
  }),
};
