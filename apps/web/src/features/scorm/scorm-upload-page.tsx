import { Alert, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SCORM_UPLOAD_MESSAGES } from '@backoffice/domain/schemas/scorm';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { download } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useCourseScorm } from './api/use-course-scorm.ts';
import { scormDownloadUrl, useUploadScorm } from './api/use-upload-scorm.ts';

const versionLabel = (version: string | null | undefined) => (version ? `SCORM ${version}` : 'versão não identificada');

/** /Course-edit-scorm/{id}: a new SCORM package for an online course (back to /Course/). */
export default function ScormUploadPage() {
  const id = useIdParam();
  const course = useCourseScorm(id);
  const upload = useUploadScorm();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  if (!id || course.isError) return <LoadError />;
  if (course.isPending) return <Loading />;
  const c = course.data;

  const send = async () => {
    if (!file) {
      setOutcome({ ok: false, message: SCORM_UPLOAD_MESSAGES.fileRequired });
      return;
    }
    setOutcome(null);
    try {
      const saved = await upload.mutateAsync({ courseId: id, file });
      setOutcome({ ok: true, message: `${SCORM_UPLOAD_MESSAGES.uploaded} ${saved.scorm} (${versionLabel(saved.scorm_version)}).` });
      setFile(null);
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <PageHeader title="Alterar SCORM" back="/Course/" />
      <Paper withBorder p="md" maw={720}>
        <Stack>
          <div>
            <Text size="sm" c="dimmed">
              Curso #{c.id}
            </Text>
            <Text fw={600}>{c.title}</Text>
          </div>
          {c.scorm ? (
            <Stack gap={4}>
              <Text size="sm">
                Pacote atual: <strong>{c.scorm}</strong> ({versionLabel(c.scorm_version)})
              </Text>
              <Group gap="xs">
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconDownload size={16} />}
                  onClick={() => void download(scormDownloadUrl(c.id), c.scorm ?? 'scorm.zip').catch(notifyError)}
                >
                  Baixar SCORM
                </Button>
                <Button variant="light" size="xs" leftSection={<IconEye size={16} />} component={Link} to={`/Course-preview/${c.id}`}>
                  Pré-visualizar SCORM
                </Button>
              </Group>
            </Stack>
          ) : (
            <Text size="sm">{SCORM_UPLOAD_MESSAGES.noPackage}</Text>
          )}
          <FileInput
            label="Novo pacote SCORM (.zip)"
            description="Pacote SCORM 1.2 ou SCORM 2004, com o imsmanifest.xml na raiz."
            placeholder="Escolha o arquivo"
            accept=".zip,application/zip"
            value={file}
            onChange={(f) => {
              setFile(f);
              setOutcome(null);
            }}
            clearable
            leftSection={<IconUpload size={16} />}
            disabled={c.type !== 'online'}
          />
          {outcome && (
            <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'} title={outcome.ok ? 'Pacote aceito' : 'Pacote recusado'}>
              {outcome.message}
            </Alert>
          )}
          <Group>
            <Button onClick={send} loading={upload.isPending} disabled={upload.isPending || c.type !== 'online'}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
