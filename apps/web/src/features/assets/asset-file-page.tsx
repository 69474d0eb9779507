import { Anchor, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ASSET_FILE_MAX_BYTES, ASSET_MESSAGES, ASSET_TYPES } from '@backoffice/domain/schemas/asset';
import { acceptOf } from '@backoffice/domain/schemas/fields';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useAsset } from './api/use-asset.ts';
import { useUploadAsset } from './api/use-upload-asset.ts';
import { assetRoute, useAssetRoute } from './asset-route.ts';

/**
 * /Dam-new/{type}[/{external_parent_id}] and /DamCourse-new/...: the file creates the asset,
 * then its edit screen opens. /dam-edit-file/{type}/{id}: a new file for the same record.
 */
export default function AssetFilePage() {
  const here = useAssetRoute();
  const id = useIdParam();
  const existing = useAsset(id);
  const upload = useUploadAsset();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!here.type) return <LoadError />;
  if (id && existing.isPending) return <Loading />;
  if (id && (existing.isError || !existing.data)) return <LoadError />;
  const type = here.type;
  const kind = ASSET_TYPES[type].file;
  // The replace screen's paths follow the asset (its room or course), not the URL.
  const route = existing.data ? assetRoute(type, existing.data.external_parent_id, ASSET_TYPES[type].module === 'Course') : here;

  const send = async () => {
    if (!file) {
      setError(ASSET_MESSAGES.fileRequired);
      return;
    }
    try {
      const saved = await upload.mutateAsync({ file, type, parent: route.parent, assetId: id });
      notifySuccess(id ? 'Arquivo substituído com sucesso!' : 'Arquivo enviado com sucesso!');
      navigate(route.edit(saved.id));
    } catch {
      // The server's reason is already a toast.
    }
  };

  return (
    <>
      <PageHeader title={`${route.title} - ${id ? 'Substituir arquivo' : 'Enviar arquivo'}`} back={route.list} />
      <Paper withBorder p="md" maw={720}>
        <Stack>
          {existing.data && (
            <Text size="sm">
              {existing.data.title}
              {existing.data.file && (
                <>
                  {' — arquivo atual: '}
                  <Anchor href={existing.data.file.url} target="_blank" rel="noreferrer">
                    {existing.data.file.original_name}
                  </Anchor>
                </>
              )}
            </Text>
          )}
          <FileInput
            label="Arquivo"
            required
            placeholder="Escolha o arquivo"
            accept={kind === 'image' ? acceptOf('image') : undefined}
            description={`${kind === 'image' ? 'Imagem JPG, PNG, GIF ou WebP' : 'Imagem, PDF, vídeo, áudio ou documento'}, até ${ASSET_FILE_MAX_BYTES[kind] / 1024 / 1024} MB.`}
            value={file}
            onChange={(f) => {
              setFile(f);
              setError(null);
            }}
            error={error}
            clearable
            leftSection={<IconUpload size={16} />}
          />
          <Group>
            <Button onClick={send} loading={upload.isPending} disabled={upload.isPending}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
