import { Alert, Anchor, Button, FileInput, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImportResult } from '@backoffice/domain/imports';
import { FILE_REQUIRED, IMPORT_ACCEPT } from '@backoffice/domain/schemas/fields';
import { ApiError } from '../lib/api.ts';
import { postFile } from '../lib/upload.ts';

/**
 * Upload of a CSV (comma or semicolon) to an import route, with its template download and the
 * result: how many records were created (and updated) and every refused row with its reason.
 */
export function CsvImportPanel<R>(props: {
  uploadUrl: string;
  /** Form fields sent before the file (e.g. the classroom it imports into). */
  fields?: Record<string, string>;
  templateUrl?: string;
  createdLabel: string;
  /** Maps the route's answer to the panel's result. */
  toResult: (response: R) => ImportResult;
  /** Shown instead of the server's message when the whole upload fails. */
  failureMessage?: string;
  onImported?: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    if (!file) {
      setFailure(FILE_REQUIRED);
      return;
    }
    setSending(true);
    setFailure(null);
    setResult(null);
    try {
      setResult(props.toResult(await postFile<R>(props.uploadUrl, file, props.fields)));
      props.onImported?.();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : null;
      setFailure(message ?? props.failureMessage ?? String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack>
          {props.templateUrl && (
            <Anchor href={props.templateUrl} download>
              <Group gap={4}>
                <IconDownload size={16} /> Baixar modelo CSV
              </Group>
            </Anchor>
          )}
          <FileInput
            label="Arquivo CSV"
            description="Separado por vírgula ou ponto e vírgula, com a linha de cabeçalho do modelo."
            placeholder="Escolha o arquivo .csv"
            accept={IMPORT_ACCEPT.csv}
            value={file}
            onChange={setFile}
            clearable
            leftSection={<IconUpload size={16} />}
          />
          <Group>
            <Button onClick={send} loading={sending} disabled={sending}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </Paper>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {result && (
        <Paper withBorder p="md" aria-label="Resultado da importação">
          <Stack gap="xs">
            <Text fw={600}>
              {props.createdLabel}: {result.created}
              {result.updated !== undefined && ` · Atualizados: ${result.updated}`}
            </Text>
            {result.errors.length === 0 ? (
              <Text c="green">Nenhuma linha com erro.</Text>
            ) : (
              <>
                <Text c="red">Linhas com erro: {result.errors.length}</Text>
                <Table striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Linha</Table.Th>
                      <Table.Th>Valor</Table.Th>
                      <Table.Th>Motivo</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.errors.map((e, i) => (
                      <Table.Tr key={`${e.row}-${i}`}>
                        <Table.Td>{e.row}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.value}</Table.Td>
                        <Table.Td>{e.error}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
