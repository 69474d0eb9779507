import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import {
  isMonthAvailable,
  isYearAvailable,
  MONTH_LABELS,
  REPORT_MESSAGES,
  reportYears,
  saoPauloMonth,
  type ReportPeriod,
  type ReportScreen,
} from '@backoffice/domain/reports';
import { formatDateTime } from '@backoffice/domain/dates';
import { LoadError, Loading } from './states.tsx';
import { useReportDownload, useReportFiles, type ReportFiles, type ReportNotice } from './use-report-files.ts';

/**
 * A period's button: disabled outside the report's rule, a download when its file is ready,
 * a spinner while it is generated, otherwise a click queues its generation.
 */
function PeriodButton({
  files,
  period,
  label,
  available,
  name,
}: {
  files: ReportFiles;
  period: ReportPeriod;
  label: string;
  available: boolean;
  name: string;
}) {
  const { downloading, save } = useReportDownload(files, period);
  const file = available ? files.fileOf(period) : undefined;
  if (file?.status === 'ready') {
    return (
      <Button
        size="xs"
        w={64}
        px={0}
        onClick={save}
        loading={downloading}
        title={`Baixar ${name} (gerado em ${formatDateTime(file.finished_at ?? file.created_at)})`}
        leftSection={<IconDownload size={12} />}
      >
        {label}
      </Button>
    );
  }
  const generating = file?.status === 'generating' || (files.generate.isPending && JSON.stringify(files.generate.variables) === JSON.stringify(period));
  return (
    <Button
      size="xs"
      w={64}
      px={0}
      variant={available ? 'light' : 'default'}
      disabled={!available}
      loading={generating}
      title={available ? `Gerar ${name}` : 'Período indisponível'}
      onClick={() => files.generate.mutate(period)}
    >
      {label}
    </Button>
  );
}

/** 'Geração do relatório em andamento...' while a report is generated, then 'Relatório gerado com sucesso!'. */
export function ReportNoticeAlert({ notice }: { notice: ReportNotice }) {
  if (notice === 'generating') {
    return (
      <Alert color="blue" icon={<IconInfoCircle />} role="status">
        {REPORT_MESSAGES.generating}
      </Alert>
    );
  }
  if (notice === 'ready') {
    return (
      <Alert color="green" icon={<IconCheck />} role="status">
        {REPORT_MESSAGES.ready}
      </Alert>
    );
  }
  return null;
}

/**
 * The report screens' buttons (the screens and routes of the spec): the current month, and per year
 * 'Anual' and jan..dez, enabled by the report's rule; generating → ready with polling.
 */
export function ReportMonthGrid({ screen, now = new Date() }: { screen: ReportScreen; now?: Date }) {
  const files = useReportFiles(screen.service, { name: screen.name });
  const current: ReportPeriod = { period: 'current' };
  const currentFile = files.fileOf(current);
  const today = saoPauloMonth(now);
  const { downloading, save: saveCurrent } = useReportDownload(files, current);

  if (files.query.isPending) return <Loading />;
  if (files.query.isError) return <LoadError />;

  return (
    <Stack gap="md">
      <ReportNoticeAlert notice={files.notice} />
      <Card withBorder padding="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={600}>
              Mês atual ({MONTH_LABELS[today.month - 1]}/{today.year})
            </Text>
            <Text size="sm" c="dimmed">
              {currentFile?.status === 'ready'
                ? `Último relatório gerado em ${formatDateTime(currentFile.finished_at ?? currentFile.created_at)}, com os dados até a sua geração.`
                : 'O relatório do mês atual traz os dados até o momento da geração.'}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              variant="light"
              loading={currentFile?.status === 'generating' || (files.generate.isPending && files.generate.variables?.period === 'current')}
              onClick={() => files.generate.mutate(current)}
            >
              Gerar relatório do mês atual
            </Button>
            {currentFile?.status === 'ready' && (
              <Button leftSection={<IconDownload size={16} />} loading={downloading} onClick={saveCurrent}>
                Baixar relatório do mês atual
              </Button>
            )}
          </Group>
        </Group>
      </Card>
      {reportYears(screen, now).map((year) => (
        <Card withBorder padding="sm" key={year} aria-label={`Relatórios de ${year}`} component="section">
          <Group gap={6} wrap="wrap">
            <Text fw={600} w={48}>
              {year}
            </Text>
            <PeriodButton
              files={files}
              period={{ period: 'year', year }}
              label="Anual"
              name={`o relatório anual de ${year}`}
              available={isYearAvailable(screen, year, now)}
            />
            {MONTH_LABELS.map((label, i) => (
              <PeriodButton
                key={label}
                files={files}
                period={{ period: 'month', year, month: i + 1 }}
                label={label}
                name={`o relatório de ${label}/${year}`}
                available={isMonthAvailable(screen, { year, month: i + 1 }, now)}
              />
            ))}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
