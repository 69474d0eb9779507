import { Alert, Select, Text } from '@mantine/core';
import { AUDIT_ACTIONS, AUDIT_MESSAGES, auditActedBy, auditTarget } from '@backoffice/domain/audit';
import { formatDateTime } from '@backoffice/domain/dates';
import { ListPage } from '../../components/list-page.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { useSession } from '../../app/session.tsx';
import { useAuditLog } from './api/use-audit-log.ts';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));

/** /Auditoria: who did what and when, from which session (super administrators only). */
export default function AuditLogPage() {
  const { user } = useSession();
  if (user.profile?.is_superadmin) return <AuditLogList />;
  return (
    <Alert color="red" title="Acesso negado" m="md">
      {AUDIT_MESSAGES.superadminOnly}
    </Alert>
  );
}

function AuditLogList() {
  const list = useListState();
  const action = list.filter('action');
  const log = useAuditLog(list, action);
  return (
    <ListPage
      title="Registro de auditoria"
      bulk={{ kind: 'audit', action }}
      list={list}
      orderOptions={[
        { value: 'id', label: 'ID' },
        { value: 'at', label: 'Data' },
      ]}
      actions={
        <Select label="Ação" placeholder="Todas" data={ACTION_OPTIONS} value={action} clearable w={260} onChange={(value) => list.setFilter('action', value)} />
      }
      query={log}
      rowKey={(e) => e.id}
      columns={[
        { header: 'Data', render: (e) => formatDateTime(e.at) },
        { header: 'Ação', render: (e) => e.action_label },
        { header: 'Quem', render: auditActedBy },
        { header: 'Alvo', render: auditTarget },
        {
          header: 'Detalhes',
          render: (e) => (
            <Text size="xs" ff="monospace">
              {e.details ?? ''}
            </Text>
          ),
        },
        { header: 'Sessão', render: (e) => e.session_id ?? '—' },
        { header: 'Endereço', render: (e) => e.ip ?? '—' },
      ]}
    />
  );
}
