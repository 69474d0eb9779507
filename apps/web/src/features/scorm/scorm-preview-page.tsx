import { Badge, Box, Button, Grid, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useCourseScorm } from './api/use-course-scorm.ts';
import { useScormPreview } from './api/use-scorm-preview.ts';
import { describeCall, STATUS_ELEMENTS, statusOf } from './runtime-log.ts';
import { useRuntimeLog } from './use-runtime-log.ts';

/** What the frame may do: run the package's scripts, forms and pop-ups, never as the back-office's origin. */
const FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * /Course-preview/{id}: the course's SCORM package playing in a sandboxed frame, with the
 * runtime's calls beside it, so a broken package shows before learners meet it.
 */
export default function ScormPreviewPage() {
  const id = useIdParam();
  const course = useCourseScorm(id);
  const preview = useScormPreview();
  const frame = useRef<HTMLIFrameElement>(null);
  const log = useRuntimeLog(frame);
  const [run, setRun] = useState(0);
  const { mutate } = preview;
  const clear = log.clear;

  // Each run asks for a fresh grant and starts the package from a blank runtime.
  useEffect(() => {
    if (!id) return;
    clear();
    mutate(id);
  }, [id, run, mutate, clear]);

  if (!id || course.isError) return <LoadError />;
  if (course.isPending) return <Loading />;
  const c = course.data;
  const grant = preview.data;
  const status = statusOf(log.calls);
  const version = grant?.version ?? c.scorm_version ?? '';

  return (
    <>
      <PageHeader
        title="Pré-visualizar SCORM"
        back="/Course/"
        actions={
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => setRun((n) => n + 1)} disabled={preview.isPending}>
            Reiniciar
          </Button>
        }
      />
      <Group gap="xs" mb="sm">
        <Text fw={600}>{c.title}</Text>
        {version && <Badge variant="light">SCORM {version}</Badge>}
        {c.scorm && (
          <Text size="sm" c="dimmed">
            {c.scorm}
          </Text>
        )}
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder style={{ overflow: 'hidden' }}>
            {preview.isError && <LoadError />}
            {preview.isPending && <Loading />}
            {grant && (
              <iframe
                key={grant.url}
                ref={frame}
                src={grant.url}
                sandbox={FRAME_SANDBOX}
                title={`Pacote SCORM do curso ${c.title}`}
                style={{ display: 'block', width: '100%', height: 'min(75vh, 720px)', minHeight: 480, border: 0, background: '#fff' }}
              />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="sm">
            <Paper withBorder p="sm">
              <Title order={3} size="h5" mb="xs">
                Situação
              </Title>
              <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th scope="row">Sessão</Table.Th>
                    <Table.Td>{status.session}</Table.Td>
                  </Table.Tr>
                  {(STATUS_ELEMENTS[version] ?? []).map(([element, label]) => (
                    <Table.Tr key={element}>
                      <Table.Th scope="row">
                        {label} <Text span size="xs" c="dimmed">({element})</Text>
                      </Table.Th>
                      <Table.Td>{status.values[element] ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Th scope="row">Erros</Table.Th>
                    <Table.Td c={status.errors ? 'red.8' : undefined}>{status.errors}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Paper>
            <Paper withBorder p="sm">
              <Title order={3} size="h5" mb="xs">
                Chamadas do pacote à API SCORM
              </Title>
              <Box role="log" aria-live="polite" aria-label="Chamadas do pacote à API SCORM" mah={420} style={{ overflowY: 'auto' }} tabIndex={0}>
                {log.calls.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Nenhuma chamada recebida ainda.
                  </Text>
                ) : (
                  <List size="sm" spacing={4} listStyleType="none" ml={0}>
                    {log.calls.map((call, i) => (
                      <List.Item key={i}>
                        <Text span size="xs" c="dimmed" ff="monospace">
                          {call.call}
                        </Text>{' '}
                        {describeCall(call)}
                        {call.error && (
                          <Text size="sm" c="red.8" fw={600}>
                            Erro {call.error.code}: {call.error.text}
                          </Text>
                        )}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Box>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
