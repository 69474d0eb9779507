import { auditActedBy, auditTarget } from '@backoffice/domain/audit';
import { bulkTarget } from '../../../platform/bulk/bulk-target.ts';
import { instant } from '../../../platform/bulk/export-cells.ts';
import { assertAuditReader, auditLogByIds, auditLogIds } from './audit-log-store.ts';

type AuditRow = Awaited<ReturnType<typeof auditLogByIds>>[number];

/**
 * /Auditoria, export only: its search and action filter, newest first. The kind's module is
 * 'User', but as on the screen only a super administrator reads the log.
 */
export const auditLogBulk = bulkTarget<AuditRow>({
  kind: 'audit',
  ids: auditLogIds,
  rows: auditLogByIds,
  columns: [
    { header: 'Data', value: (e) => instant(e.at) },
    { header: 'Ação', width: 30, value: (e) => e.action_label },
    { header: 'Quem', width: 40, value: auditActedBy },
    { header: 'Alvo', width: 25, value: auditTarget },
    { header: 'Detalhes', width: 60, value: (e) => e.details ?? '' },
    { header: 'Sessão', value: (e) => e.session_id ?? '—' },
    { header: 'Endereço', width: 20, value: (e) => e.ip ?? '—' },
  ],
  acts: {},
  assertAccess: assertAuditReader,
});
