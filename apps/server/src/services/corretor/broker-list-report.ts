import { CORRETOR_ROLES, SUSEP_GROUPS } from '@backoffice/domain/schemas/registration';
import type { ReportDefinition } from '../../platform/reports/report-engine.ts';
import { cpfText, csvText, labelText, phoneText, spDateTime, timestampLiteral } from '../../platform/reports/sql-csv.ts';

/** reports/lista-corretores: the broker registrations as they stood at the end of the period. */
export const brokerListReport: ReportDefinition = {
  name: 'lista-corretores',
  query: (range) => ({
    headers: ['ID', 'Nome', 'E-mail', 'CPF', 'SUSEP', 'Grupo', 'Celular', 'Papel', 'Cadastrado em'],
    columns: [
      'c.id',
      csvText('c.name'),
      csvText('c.email'),
      cpfText('c.cpf'),
      csvText('c.susep'),
      labelText('c.grupo', SUSEP_GROUPS),
      phoneText('c.celular'),
      labelText('c.role', CORRETOR_ROLES),
      spDateTime('c.created_at'),
    ],
    from: `from corretor c where c.created_at < ${timestampLiteral(range.to)}`,
    key: 'c.id',
  }),
};
