import { and, asc, gt, lt } from 'drizzle-orm';
import { formatCpf, formatPhone } from '@backoffice/domain/documents';
import { CORRETOR_ROLES, SUSEP_GROUPS } from '@backoffice/domain/schemas/registration';
import { corretor } from '../../db/schema/corretor.ts';
import { keysetBatches } from '../../platform/db/keyset-batches.ts';
import { REPORT_BATCH, type ReportDefinition } from '../../platform/reports/report-engine.ts';

const groupLabel = new Map<number, string>(SUSEP_GROUPS.map((g) => [g.value, g.label]));
const roleLabel = new Map<number, string>(CORRETOR_ROLES.map((r) => [r.value, r.label]));

/** reports/lista-corretores: the broker registrations as they stood at the end of the period. */
export const brokerListReport: ReportDefinition<typeof corretor.$inferSelect> = {
  name: 'lista-corretores',
  format: 'csv',
  columns: [
    { header: 'ID', value: (r) => r.id },
    { header: 'Nome', value: (r) => r.name },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'CPF', value: (r) => formatCpf(r.cpf) },
    { header: 'SUSEP', value: (r) => r.susep },
    { header: 'Grupo', value: (r) => (r.grupo ? (groupLabel.get(r.grupo) ?? String(r.grupo)) : '') },
    { header: 'Celular', value: (r) => formatPhone(r.celular) },
    { header: 'Papel', value: (r) => (r.role ? (roleLabel.get(r.role) ?? '') : '') },
    { header: 'Cadastrado em', value: (r) => r.created_at },
  ],
  rows: (db, range) =>
    keysetBatches(
      (afterId, size) =>
        db
          .select()
          .from(corretor)
          .where(and(gt(corretor.id, afterId), lt(corretor.created_at, range.to)))
          .orderBy(asc(corretor.id))
          .limit(size),
      REPORT_BATCH,
    ),
};
