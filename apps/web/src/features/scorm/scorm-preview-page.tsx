import { Badge, Button, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useCourseScorm } from './api/use-course-scorm.ts';
import { useScormPreview } from './api/use-scorm-preview.ts';
import { PackageItems } from './package-items.tsx';
import { launchMessage, statusOf } from './runtime-log.ts';
import { RuntimeLogPanel, RuntimeStatus } from './runtime-panels.tsx';
import { useRuntimeLog } from './use-runtime-log.ts';

/**
 * What the player may do. It keeps its own origin (allow-same-origin: the content origin, never
 * this one), so the package's frames script each other and fetch its files; it may open dialogs,
 * pop-ups and downloads; it may not navigate this page (no allow-top-navigation).
 */
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-modals allow-downloads';

const originOf = (url: string | undefined) => (url ? new URL(url, window.location.href).origin : null);

/**
 * /Course-preview/{id}: the course's SCORM package playing in the player of the content origin,
 * its items to open one by one, and the runtime's calls beside it, so a broken package shows
 * before learners meet it.
 */
export default function ScormPreviewPage() {
  const id = useIdParam();
  const course = useCourseScorm(id);
  const preview = useScormPreview();
  const frame = useRef<HTMLIFrameElement>(null);
  const grant = preview.data;
  const contentOrigin = originOf(grant?.url);
  const log = useRuntimeLog(frame, contentOrigin);
  const [run, setRun] = useState(0);
  const { mutate } = preview;
  const clear = log.clear;

  // Each run asks for a fresh grant and starts the package from a blank runtime.
  useEffect(() => {
    if (!id) return;
    clear();
    mutate(id);
  }, [id, run, mutate, clear]);

  const titles = useMemo(() => new Map((grant?.items ?? []).map((item) => [item.identifier, item.title])), [grant]);
  const launch = useCallback(
    (item: string) => {
      if (contentOrigin) frame.current?.contentWindow?.postMessage(launchMessage(item), contentOrigin);
    },
    [contentOrigin],
  );

  if (!id || course.isError) return <LoadError />;
  if (course.isPending) return <Loading />;
  const c = course.data;
  const status = statusOf(log.entries);
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
                allow="autoplay; fullscreen"
                allowFullScreen
                title={`Pacote SCORM do curso ${c.title}`}
                style={{ display: 'block', width: '100%', height: 'min(75vh, 720px)', minHeight: 480, border: 0, background: '#fff' }}
              />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="sm">
            {grant && <PackageItems items={grant.items} current={status.item} onLaunch={launch} />}
            <RuntimeStatus status={status} version={version} itemTitle={status.item ? (titles.get(status.item) ?? status.item) : null} />
            <RuntimeLogPanel entries={log.entries} titles={titles} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
