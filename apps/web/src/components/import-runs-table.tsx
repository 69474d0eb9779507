import { Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@backoffice/domain/dates';
import { DataTable, type Column, type TableQuery } from './data-table.tsx';
import type { ImportRunStatus } from '@backoffice/domain/imports';
import type { ImportRun } from './use-import-runs.ts';

export const IMPORT_RUN_STATUS_LABEL: Record<ImportRunStatus, string> = {
  running: 'Em andamento',
  done: 'Concluída',
  failed: 'Falhou',
  interrupted: 'Interrompida',
};

export const IMPORT_RUNS_TEXTS = {
  title: 'Importações recentes',
  empty: 'Nenhuma importação enviada ainda.',
  interrupted:
    'Uma importação interrompida parou no meio (o servidor foi reiniciado ou caiu). Envie o mesmo arquivo novamente: as linhas já gravadas não são duplicadas.',
} as const;

/** Who sent it; under 'log in as', the administrator who really did. */
function requester(run: ImportRun): string {
  const user = run.requested_by?.name ?? '';
  return run.requested_by_actor ? `${run.requested_by_actor.name} (como ${user})` : user;
}

const COLUMNS: Column<ImportRun>[] = [
  { header: 'Data', render: (r) => formatDateTime(r.started_at) },
  { header: 'Arquivo', render: (r) => r.file_name },
  { header: 'Responsável', render: requester },
  { header: 'Linhas', render: (r) => r.rows_done },
  { header: 'Criados', render: (r) => r.rows_created },
  { header: 'Com erro', render: (r) => r.rows_failed },
  { header: 'Situação', render: (r) => IMPORT_RUN_STATUS_LABEL[r.status] },
];

/** The recent runs of an import, so one that was interrupted is recognised and its file sent again. */
export function ImportRunsTable({ runs }: { runs: TableQuery<ImportRun> }) {
  return (
    <Stack component="section" aria-label={IMPORT_RUNS_TEXTS.title} gap="xs" mt="lg">
      <Title order={2} size="h4">
        {IMPORT_RUNS_TEXTS.title}
      </Title>
      <DataTable columns={COLUMNS} rows={runs} rowKey={(r) => r.id} emptyText={IMPORT_RUNS_TEXTS.empty} />
      {runs.data?.some((r) => r.status === 'interrupted') && <Text size="sm">{IMPORT_RUNS_TEXTS.interrupted}</Text>}
    </Stack>
  );
}
