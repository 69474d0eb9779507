import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import type { AuditAction } from '@backoffice/domain/audit';
import { formatDateTime } from '@backoffice/domain/dates';
import { HISTORY_TYPES, type HistoryType } from '@backoffice/domain/history';
import { PageHeader } from '../../components/page-header.tsx';
import { Empty, LoadError, Loading, RecordNotFound } from '../../components/states.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { recordMissing } from '../../lib/record-missing.ts';
import { useSession } from '../../app/session.tsx';
import { useRecordHistory, type HistoryEntry } from './use-record-history.ts';

type Change = HistoryEntry['changes'][number];

/** The security event of the audit log a change also is (a block, a profile given, a module granted), if any. */
function auditActionOf(type: HistoryType, entry: HistoryEntry, change: Change): AuditAction | null {
  if (type === 'users' && change.field === 'is_blocked') return change.new === 'Sim' ? 'user.block' : 'user.unblock';
  if (type === 'users' && change.field === 'profile_id') return 'user.profile.change';
  if (type === 'profile' && change.field === 'account_module_id') return entry.action === 'link' ? 'profile.module.grant' : 'profile.module.revoke';
  return null;
}

/** One change: when, who, what, and each field with its value before and after ('—' for none). */
function Entry({ entry, type, auditor }: { entry: HistoryEntry; type: HistoryType; auditor: boolean }) {
  return (
    <Paper withBorder p="sm" component="article" aria-label={`${entry.action_label} em ${formatDateTime(entry.at)}`}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Text fw={600} size="sm">
          {entry.action_label}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(entry.at)} · {entry.who}
        </Text>
      </Group>
      <dl style={{ margin: 0 }}>
        {entry.changes.map((c) => (
          <Text key={c.field} size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
            <Text component="dt" fw={500} size="sm" display="inline">
              {c.label}:
            </Text>{' '}
            <Text component="dd" size="sm" display="inline" m={0}>
              {c.old} → {c.new}
            </Text>
            {auditor && auditActionOf(type, entry, c) && (
              <>
                {' '}
                <Anchor component={Link} to={`/Auditoria?action=${auditActionOf(type, entry, c)}`} size="sm">
                  (ver na auditoria)
                </Anchor>
              </>
            )}
          </Text>
        ))}
      </dl>
    </Paper>
  );
}

const isHistoryType = (type: string | undefined): type is HistoryType => Boolean(type && Object.hasOwn(HISTORY_TYPES, type));

/**
 * /Historico/{type}/{id} ('Histórico'), opened from a record's edit screen: its changes newest
 * first, 20 at a time, each with who, when and every field with its value before and after as
 * the form shows it. The server reads it only for callers holding the record's module.
 */
export default function RecordHistoryPage() {
  const { type } = useParams();
  const id = useIdParam();
  const navigate = useNavigate();
  // Where a change meets a security event, the audit log has it too: its screen is for super administrators.
  const auditor = useSession().user.profile?.is_superadmin === true;
  const known = isHistoryType(type) && id !== undefined;
  const history = useRecordHistory(known ? type : 'course', id ?? 0, known);
  if (!known || recordMissing(history)) return <RecordNotFound />;
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <>
      <PageHeader
        title="Histórico"
        actions={
          // Back to the edit screen it was opened from, whichever that was.
          <Button variant="default" onClick={() => navigate(-1)}>
            Voltar
          </Button>
        }
      />
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <LoadError />
      ) : entries.length === 0 ? (
        <Empty />
      ) : (
        <Stack maw={900}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} type={type} auditor={auditor} />
          ))}
          {history.hasNextPage && (
            <Group justify="center">
              <Button variant="default" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
                Mostrar mais
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </>
  );
}
