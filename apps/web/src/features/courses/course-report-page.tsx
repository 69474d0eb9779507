import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconReportAnalytics } from '@tabler/icons-react';
import { COURSE_REPORT_POLL_MS } from '@backoffice/domain/constants';
import { formatDateTime } from '@backoffice/domain/dates';
import { NO_PERIOD, REPORT_MESSAGES } from '@backoffice/domain/reports';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { useReportDownload, useReportFiles } from '../../components/use-report-files.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useCourse } from './api/use-course.ts';

/** /Curso-relatorio/{id}: the in-progress report of one online course. */
export default function CourseReportPage() {
  const id = useIdParam() ?? 0;
  const course = useCourse(id || undefined);
  const files = useReportFiles('lms', { name: 'course-in-progress', params: { course_id: id } }, COURSE_REPORT_POLL_MS);
  const latest = useReportDownload(files, NO_PERIOD);
  if (course.isPending) return <Loading />;
  if (!course.data) return <LoadError />;
  const file = files.fileOf(NO_PERIOD);
  const generating = files.notice === 'generating' || file?.status === 'generating';
  return (
    <>
      <PageHeader title="Relatório em andamento" back="/Course" />
      <Paper withBorder p="md" maw={720}>
        <Stack>
          <Text>
            <strong>ID:</strong> {course.data.id}
          </Text>
          <Text>
            <strong>Título:</strong> {course.data.title}
          </Text>
          <Text>
            <strong>Descrição:</strong> {course.data.description || '-'}
          </Text>
          <Group>
            <Button
              leftSection={<IconReportAnalytics size={16} />}
              loading={files.generate.isPending}
              disabled={generating}
              onClick={() => files.generate.mutate(NO_PERIOD)}
            >
              Gerar novo relatório
            </Button>
          </Group>
          {generating && (
            <Alert color="blue" role="status">
              {REPORT_MESSAGES.generating}
            </Alert>
          )}
          {files.notice === 'ready' && (
            <Alert color="green" role="status">
              {REPORT_MESSAGES.ready}
            </Alert>
          )}
          {file?.status === 'ready' && (
            <Group>
              <Text size="sm">Último relatório gerado em {formatDateTime(file.finished_at ?? file.created_at)}</Text>
              <Button variant="light" leftSection={<IconDownload size={16} />} loading={latest.downloading} onClick={() => void latest.save()}>
                Baixar relatório
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </>
  );
}
