import { Alert, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { CLASSROOM_MESSAGES, isReceiptName, RECEIPT_EXTENSIONS } from '@backoffice/domain/schemas/classroom';
import { FILE_REQUIRED } from '@backoffice/domain/schemas/fields';
import { download } from '../../lib/download.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { postFile } from '../../lib/upload.ts';

export const RECEIPT_UPLOAD_URL = '/api/v1/lms/receipts-classroom';

/**
 * The classroom's receipt: sent to lms/receipts-classroom (field file_receipt) when its name has
 * one of the extensions of the validation rules (the server checks the content), and downloaded when there is one.
 */
export function ReceiptPanel(props: { classroomId: number; current: string | null | undefined; onUploaded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const choose = (picked: File | null) => {
    setFile(picked);
    setProblem(picked && !isReceiptName(picked.name) ? CLASSROOM_MESSAGES.invalidReceipt : null);
  };

  const send = async () => {
    if (!file) return setProblem(FILE_REQUIRED);
    if (!isReceiptName(file.name)) return setProblem(CLASSROOM_MESSAGES.invalidReceipt);
    setSending(true);
    try {
      await postFile(RECEIPT_UPLOAD_URL, file, { classroom_id: String(props.classroomId) }, 'file_receipt');
      notifySuccess('Arquivo enviado com sucesso!');
      setFile(null);
      props.onUploaded();
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <FileInput
          label="Comprovante"
          labelProps={{ fw: 600 }}
          description={`Arquivos ${RECEIPT_EXTENSIONS.join(', ')}`}
          placeholder="Escolha o arquivo"
          accept={RECEIPT_EXTENSIONS.join(',')}
          value={file}
          onChange={choose}
          clearable
          leftSection={<IconUpload size={16} />}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button variant="light" onClick={send} loading={sending} disabled={sending}>
            Enviar comprovante
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!props.current}
            onClick={() => void download(`/api/v1/lms/downloadReceipt?classroom_id=${props.classroomId}`, props.current ?? 'comprovante').catch(notifyError)}
          >
            Baixar comprovante
          </Button>
          {props.current && <Text size="sm">Atual: {props.current}</Text>}
        </Group>
      </Stack>
    </Paper>
  );
}
