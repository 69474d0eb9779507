import { Alert, Button, FileInput, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconListDetails, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FILE_REQUIRED, IMPORT_ACCEPT } from '@backoffice/domain/schemas/fields';
import { required } from '@backoffice/domain/schemas/messages';
import { SEGMENTATION_MESSAGES } from '@backoffice/domain/schemas/segmentation';
import { RequireModule } from '../../app/require-module.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { ApiError } from '../../lib/api.ts';
import type { AttachResult } from './api/use-attach-values.ts';
import type { SegmentationTarget } from './api/use-segmentations.ts';
import { useAccountFields } from '../../lib/pickers/account-fields.ts';
import { useImportSegmentation } from './api/use-import-segmentation.ts';
import { InvalidTarget } from './invalid-target.tsx';
import { useSegmentationTarget } from './use-segmentation-target.ts';

/** /segmentation-import/:module_name/:id: attaches the values of a .txt file (one per line) to the item. */
export default function SegmentationImportPage() {
  const { moduleName, target, config, byListPath } = useSegmentationTarget();
  if (!target) return <InvalidTarget moduleName={moduleName} />;
  return (
    <RequireModule module={config.module}>
      <PageHeader
        title={`Segmentação por arquivo - ${config.label} #${target.item_id}`}
        back={config.back}
        actions={
          <Button component={Link} to={byListPath} variant="light" leftSection={<IconListDetails size={16} />}>
            Segmentação por listas
          </Button>
        }
      />
      <ImportForm target={target} returnUrl={`#${byListPath}`} />
    </RequireModule>
  );
}

function ImportForm({ target, returnUrl }: { target: SegmentationTarget; returnUrl: string }) {
  const fields = useAccountFields('import');
  const upload = useImportSegmentation(target);
  const [fieldId, setFieldId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<AttachResult | null>(null);

  if (fields.isPending) return <Loading />;
  if (fields.isError) return <LoadError />;

  const send = async () => {
    setResult(null);
    if (!fieldId) return setProblem(required('lista'));
    if (!file) return setProblem(FILE_REQUIRED);
    if (!file.name.toLowerCase().endsWith('.txt')) return setProblem(SEGMENTATION_MESSAGES.fileExtension);
    setProblem(null);
    try {
      setResult(await upload.mutateAsync({ fieldId: Number(fieldId), file, returnUrl }));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <Stack maw={720}>
      <Paper withBorder p="md">
        <Stack>
          <Select
            label="Lista"
            placeholder="Escolha a lista"
            data={fields.data.map((f) => ({ value: String(f.id), label: f.field }))}
            value={fieldId}
            onChange={setFieldId}
            allowDeselect={false}
          />
          <FileInput
            label="Arquivo"
            description="Texto simples (.txt), um valor por linha e nada mais."
            placeholder="Escolha o arquivo .txt"
            accept={IMPORT_ACCEPT.text}
            value={file}
            onChange={setFile}
            clearable
            leftSection={<IconUpload size={16} />}
          />
          <Group>
            <Button onClick={() => void send()} loading={upload.isPending} disabled={upload.isPending}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </Paper>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {result && (
        <Paper withBorder p="md" aria-label="Resultado da importação">
          <Stack gap="xs">
            <Text fw={600}>Valores vinculados: {result.attached}</Text>
            {result.not_found_count === 0 ? (
              <Text c="green">Todos os valores do arquivo existem na base.</Text>
            ) : (
              <Alert color="orange" role="alert">
                {SEGMENTATION_MESSAGES.notFoundList(result.not_found)}
                {result.not_found_count > result.not_found.length && ` (e mais ${result.not_found_count - result.not_found.length})`}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
