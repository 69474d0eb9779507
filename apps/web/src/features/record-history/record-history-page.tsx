import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@backoffice/domain/dates';
import { HISTORY_TYPES, type HistoryType } from '@backoffice/domain/history';
import { PageHeader } from '../../components/page-header.tsx';
import { Empty, LoadError, Loading, RecordNotFound } from '../../components/states.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useRecordHistory, type HistoryEntry } from './use-record-history.ts';

/** One change: when, who, what, and each field with its value before and after ('—' for none). */
function Entry({ entry }: { entry: HistoryEntry }) {
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
  const known = isHistoryType(type) && id !== undefined;
  const history = useRecordHistory(known ? type : 'course', id ?? 0, known);
  if (!known) return <RecordNotFound />;
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
            <Entry key={entry.id} entry={entry} />
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
