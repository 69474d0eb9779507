import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { BULK_ACTIONS, BULK_IDS_MAX, BULK_KINDS, BULK_MESSAGES, countOf, type BulkAction, type BulkKind } from '@backoffice/domain/bulk';
import { BulkActionDialog, RunProgress } from './bulk-action-dialog.tsx';
import { useBulkRunStatus, type BulkRun } from './use-bulk-run.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { ExportMenu, type BulkListFilter } from './export-menu.tsx';
import type { RowSelection } from './use-row-selection.ts';

const refusedLine = (run: BulkRun) => (run.refused.length ? `Não processados: ${run.refused.length.toLocaleString('pt-BR')}.` : undefined);

/** An action running in the background: its progress, until it ends and the lists reload. */
function BackgroundRun({ started, onDone }: { started: BulkRun; onDone: () => void }) {
  const run = useBulkRunStatus(started).data ?? started;
  const running = run.status === 'running';
  useEffect(() => {
    if (running) return;
    // The dialog that would have told the outcome is closed: a toast tells it instead.
    if (run.status === 'done') notifySuccess(`Concluído: ${run.done.toLocaleString('pt-BR')} de ${run.total.toLocaleString('pt-BR')}.`, refusedLine(run));
    else notifyError(new Error(run.error ?? BULK_MESSAGES.failed));
    onDone();
  }, [running, onDone, run]);
  return running ? (
    <Box mt="xs">
      <RunProgress run={run} />
    </Box>
  ) : null;
}

/**
 * The bar over a list while rows are selected: how many, 'Selecionar todos os N resultados' when
 * the filter finds more than the page shows, the actions the entity allows and the export of the
 * selection. Loaded with the first selection, not with the list.
 */
export default function SelectionBar(props: { kind: BulkKind; filter: BulkListFilter; selection: RowSelection; total: number; pageIds: readonly number[] }) {
  const { kind, selection, total } = props;
  const [action, setAction] = useState<BulkAction | null>(null);
  // An action left running with 'Continuar em segundo plano': its progress stays in the bar.
  const [background, setBackground] = useState<BulkRun>();
  const count = selection.count(total);
  const tooMany = !selection.allMatching && count > BULK_IDS_MAX;
  const offerAll = !selection.allMatching && total > props.pageIds.length && selection.pageState(props.pageIds) === 'all';
  const chosen = selection.allMatching ? props.filter : { ...props.filter, ids: selection.ids };
  return (
    <Paper withBorder p="xs" mb="sm" role="region" aria-label="Ações em massa" style={{ borderColor: 'var(--mantine-color-blue-filled)' }}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            Seleção: {countOf(kind, count)}
            {selection.allMatching ? ' (todos os resultados)' : ''}
          </Text>
          {offerAll && (
            <Button variant="subtle" size="xs" onClick={selection.selectAllMatching}>
              Selecionar todos os {total.toLocaleString('pt-BR')} resultados
            </Button>
          )}
          <Button variant="subtle" size="xs" onClick={selection.clear}>
            Limpar seleção
          </Button>
        </Group>
        <Group gap="xs">
          {BULK_KINDS[kind].actions.map((a) => (
            <Button
              key={a}
              size="xs"
              variant={a === 'delete' ? 'filled' : 'light'}
              color={a === 'delete' ? 'red.8' : undefined}
              disabled={tooMany}
              onClick={() => setAction(a)}
            >
              {BULK_ACTIONS[a]}
            </Button>
          ))}
          <ExportMenu kind={kind} filter={props.filter} ids={selection.allMatching ? undefined : selection.ids} label="Exportar seleção" size="xs" />
        </Group>
      </Group>
      {tooMany && (
        <Text size="sm" c="red.8" mt="xs">
          {BULK_MESSAGES.tooManyIds}
        </Text>
      )}
      {action && (
        <BulkActionDialog
          kind={kind}
          action={action}
          count={count}
          selection={chosen}
          onClose={(run) => {
            setAction(null);
            if (run?.status === 'running') setBackground(run);
            else if (run) selection.clear();
          }}
        />
      )}
      {background && (
        <BackgroundRun
          started={background}
          onDone={() => {
            setBackground(undefined);
            selection.clear();
          }}
        />
      )}
    </Paper>
  );
}
