import { Button, FileInput, Group, Image, Paper, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { FILE_REQUIRED } from '@backoffice/domain/schemas/fields';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { postFile } from '../lib/upload.ts';

/**
 * A card that uploads one file to a REST route (multipart `file` plus `fields`), showing the
 * current image when there is one. The file is required: sending without one is refused here
 * and, like everything, checked again by the server.
 */
export function UploadCard(props: {
  title: string;
  uploadUrl: string;
  fields: Record<string, string>;
  /** URL of the current file (an image is previewed). */
  currentUrl?: string | null;
  accept?: string;
  disabled?: boolean;
  onUploaded?: (response: unknown) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!file) {
      setError(FILE_REQUIRED);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const response = await postFile(props.uploadUrl, file, props.fields);
      notifySuccess('Arquivo enviado com sucesso!');
      setFile(null);
      props.onUploaded?.(response);
    } catch (e) {
      notifyError(e);
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        {props.currentUrl && <Image src={props.currentUrl} alt={props.title} maw={240} radius="sm" />}
        {/* A visible label, not aria-label: the button shows the placeholder or file name, which
            must be part of its accessible name (WCAG 2.5.3, label in name). */}
        <FileInput
          label={props.title}
          labelProps={{ fw: 600 }}
          placeholder="Escolha o arquivo"
          accept={props.accept}
          value={file}
          onChange={(f) => {
            setFile(f);
            setError(null);
          }}
          error={error}
          disabled={props.disabled}
          clearable
          leftSection={<IconUpload size={16} />}
        />
        <Group>
          <Button onClick={send} loading={sending} disabled={props.disabled || sending} variant="light">
            Enviar arquivo
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
