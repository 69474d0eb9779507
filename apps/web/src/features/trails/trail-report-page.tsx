import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { IconDownload, IconReportAnalytics } from '@tabler/icons-react';
import { formatDateTime } from '@backoffice/domain/dates';
import { cpfCheckDigitsWarning } from '@backoffice/domain/schemas/fields';
import { TRAIL_REPORT_STATUSES, trailReportParams } from '@backoffice/domain/schemas/trail-report';
import { useSession } from '../../app/session.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReportNoticeAlert } from '../../components/report-month-grid.tsx';
import { CpfInput } from '../../components/masked-input.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { zodValidate } from '../../components/zod-form.ts';
import { notifyDateError } from '../../lib/notify.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useTrail } from './api/use-trail.ts';
import { useTrailProfileOptions } from './api/use-trail-profile-options.ts';
import { useTrailReport } from './api/use-trail-report.ts';
import { dateOrderError, emptyFilters, parseDay, reportParamsOf, type TrailReportFilters } from './trail-report-filters.ts';

const STATUS_OPTIONS = TRAIL_REPORT_STATUSES.map((s) => ({ value: s, label: s }));

/** /Trilha-relatorio/{id}: the progress report of one trail, for the filters chosen. */
export default function TrailReportPage() {
  const id = useIdParam() ?? 0;
  const trail = useTrail(id || undefined);
  if (trail.isPending) return <Loading />;
  if (!trail.data) return <LoadError />;
  return (
    <>
      <PageHeader title="Relatório da trilha" back="/Trail" />
      <Paper withBorder p="md" maw={720}>
        <Stack>
          <Text>
            <strong>ID:</strong> {trail.data.id}
          </Text>
          <Text>
            <strong>Título:</strong> {trail.data.title}
          </Text>
          <TrailReportForm trailId={trail.data.id} />
        </Stack>
      </Paper>
    </>
  );
}

function DateFilter(props: { label: string; value: string | null; onChange: (value: string | null) => void; error?: ReactNode; required: boolean }) {
  return (
    <DateInput
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      required={props.required}
      valueFormat="DD/MM/YYYY"
      // Mantine's parser reads a typed date the American way (month first).
      dateParser={parseDay}
      locale="pt-br"
      placeholder="dd/mm/aaaa"
      clearable
      clearButtonProps={{ 'aria-label': `Limpar ${props.label.toLowerCase()}` }}
    />
  );
}

function TrailReportForm({ trailId }: { trailId: number }) {
  const { user } = useSession();
  const report = useTrailReport(trailId, user.id);
  const profiles = useTrailProfileOptions();
  const form = useForm<TrailReportFilters>({
    mode: 'controlled',
    initialValues: emptyFilters(trailId),
    validate: zodValidate<TrailReportFilters>(trailReportParams),
    onValuesChange: (next, previous) => {
      // A date picked against the other is told at once, as every date rule is (Error rule: 5 s toasts).
      if (next.inicio === previous.inicio && next.fim === previous.fim) return;
      const message = dateOrderError(next);
      if (message) notifyDateError(message);
    },
  });
  // Without a CPF the status and both dates are required (validation rule).
  const needed = !form.values.cpf;
  // Wrong check digits are told, not refused: the report still runs (and finds no one).
  const cpfWarning = cpfCheckDigitsWarning(form.values.cpf);
  const submit = form.onSubmit(
    (values) => report.generate.mutate(reportParamsOf(values)),
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );
  const dateProps = (field: 'inicio' | 'fim') => {
    const { value, onChange, error } = form.getInputProps(field);
    return { value: value as string | null, onChange: onChange as (v: string | null) => void, error, required: needed };
  };
  const file = report.report;
  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {/* Validation rule: 11 digits, 11 to 14 characters; the mask takes digits only and formats a pasted number. */}
            <Stack gap={4}>
              <CpfInput label="CPF" {...form.getInputProps('cpf')} />
              {cpfWarning && (
                <Text c="orange" size="sm" role="status">
                  {cpfWarning}
                </Text>
              )}
            </Stack>
            <Select label="Status" placeholder="Escolha o status" data={STATUS_OPTIONS} clearable required={needed} {...form.getInputProps('status')} />
            <Select label="Perfil" placeholder="Todos os perfis" data={profiles.data ?? []} searchable clearable {...form.getInputProps('perfil')} />
            <span />
            <DateFilter label="Data inicial" {...dateProps('inicio')} />
            <DateFilter label="Data final" {...dateProps('fim')} />
          </SimpleGrid>
          <Group>
            <Button type="submit" leftSection={<IconReportAnalytics size={16} />} loading={report.generate.isPending} disabled={report.generating}>
              Gerar relatório
            </Button>
          </Group>
        </Stack>
      </form>
      <ReportNoticeAlert notice={report.generating ? 'generating' : report.notice} />
      {file?.status === 'ready' && (
        <Group>
          <Text size="sm">Último relatório gerado em {formatDateTime(file.finished_at ?? file.created_at)}</Text>
          <Button variant="light" leftSection={<IconDownload size={16} />} loading={report.downloading} onClick={() => void report.save()}>
            Baixar relatório
          </Button>
        </Group>
      )}
    </>
  );
}
