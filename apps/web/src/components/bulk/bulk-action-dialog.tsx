import { Alert, Button, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BULK_ACTIONS, countOf, type BulkAction, type BulkKind } from '@backoffice/domain/bulk';
import { MESSAGES } from '@backoffice/domain/constants';
import { notifyError } from '../../lib/notify.ts';
import { BulkParams, paramsReady, type BulkParamValues } from './bulk-params.tsx';
import type { BulkListFilter } from './export-menu.tsx';
import { useBulkRunStatus, useRunBulkAction, type BulkRun } from './use-bulk-run.ts';

/** What a confirmation says of an action on `n` rows. */
export function confirmation(kind: BulkKind, action: BulkAction, n: number): string {
  const question = `${BULK_ACTIONS[action]}: ${countOf(kind, n)}?`;
  return action === 'delete' ? `${question} Os que não puderem ser excluídos (por exemplo, por terem registros filhos) serão listados com o motivo.` : question;
}

/** A running action's progress bar and count. */
export function RunProgress({ run }: { run: BulkRun }) {
  const percent = run.total ? Math.round((run.processed / run.total) * 100) : 0;
  return (
    <Stack gap="xs">
      <Progress value={percent} animated aria-label="Progresso da ação" />
      <Text size="sm" role="status">
        Processados {run.processed.toLocaleString('pt-BR')} de {run.total.toLocaleString('pt-BR')}...
      </Text>
    </Stack>
  );
}

function Outcome({ run }: { run: BulkRun }) {
  if (run.status === 'failed') return <Alert color="red">{run.error}</Alert>;
  if (run.status === 'running') return <RunProgress run={run} />;
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        Concluído: {run.done.toLocaleString('pt-BR')} de {run.total.toLocaleString('pt-BR')}.
      </Text>
      {run.refused.length > 0 && (
        <Table.ScrollContainer minWidth={300} mah={240} type="native">
          <Table striped withTableBorder>
            <Table.Caption>Não processados: {run.refused.length.toLocaleString('pt-BR')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ID</Table.Th>
                <Table.Th>Motivo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {run.refused.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.id}</Table.Td>
                  <Table.Td>{r.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * One action on the selection: its confirmation naming the count (and what it needs: a reason, a
 * profile, a segmentation value), then its progress while it runs as a job, then what was done
 * and each record left alone with the reason. Closing after it ended clears the selection.
 */
export function BulkActionDialog(props: {
  kind: BulkKind;
  action: BulkAction;
  count: number;
  selection: { ids?: readonly number[] } & BulkListFilter;
  /** With the run once it started: still running when closed with 'Continuar em segundo plano'. */
  onClose: (run?: BulkRun) => void;
}) {
  const { kind, action } = props;
  const [params, setParams] = useState<BulkParamValues>({});
  const client = useQueryClient();
  const start = useRunBulkAction();
  const status = useBulkRunStatus(start.data);
  const run = status.data ?? start.data;
  const go = () =>
    start.mutate(
      { kind, action, selection: { ...props.selection, ids: props.selection.ids ? [...props.selection.ids] : null }, ...params },
      {
        onSuccess: (started) => {
          if (started.status !== 'running') void client.invalidateQueries();
        },
        onError: notifyError,
      },
    );
  const danger = action === 'delete';
  return (
    <Modal opened onClose={() => props.onClose(run)} title={danger ? MESSAGES.deleteTitle : BULK_ACTIONS[action]} centered>
      {run ? (
        <Stack>
          <Outcome run={run} />
          <Group justify="flex-end">
            <Button onClick={() => props.onClose(run)}>{run.status === 'running' ? 'Continuar em segundo plano' : 'Fechar'}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">{confirmation(kind, action, props.count)}</Text>
          <BulkParams action={action} value={params} onChange={setParams} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => props.onClose()}>
              Cancelar
            </Button>
            <Button color={danger ? 'red' : undefined} loading={start.isPending} disabled={!paramsReady(action, params)} onClick={go}>
              {BULK_ACTIONS[action]}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
