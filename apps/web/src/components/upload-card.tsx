import { Button, FileInput, Group, Image, Paper, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { acceptOf, FILE_REQUIRED, fileRefusal, type FileLimits } from '@backoffice/domain/schemas/fields';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { postFile } from '../lib/upload.ts';

/**
 * A card that uploads one file to a REST route (multipart `file` plus `fields`), showing the
 * current image when there is one. The file is required: sending without one is refused here
 * and, like everything, checked again by the server. With `limits`, a file the route would
 * refuse (kind, size) is told as soon as it is chosen and never sent.
 *
 * A screen that sends the chosen file itself (with its form's save) holds it: `file` and
 * `onFileChange`.
 */
export function UploadCard(props: {
  title: string;
  uploadUrl: string;
  fields: Record<string, string>;
  /** URL of the current file (an image is previewed). */
  currentUrl?: string | null;
  limits?: FileLimits;
  /** The file picker's filter; by default the kind of `limits`. */
  accept?: string;
  disabled?: boolean;
  onUploaded?: (response: unknown) => void;
  file?: File | null;
  onFileChange?: (file: File | null) => void;
}) {
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const file = props.file === undefined ? ownFile : props.file;
  const setFile = (next: File | null) => (props.onFileChange ?? setOwnFile)(next);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const refusal = file && props.limits ? fileRefusal(file, props.limits) : null;

  const send = async () => {
    if (!file) {
      setError(FILE_REQUIRED);
      return;
    }
    if (refusal) return;
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
          accept={props.accept ?? (props.limits && acceptOf(props.limits.kind))}
          value={file}
          onChange={(f) => {
            setFile(f);
            setError(null);
          }}
          error={refusal ?? error}
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
