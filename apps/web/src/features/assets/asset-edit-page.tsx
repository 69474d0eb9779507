import { Anchor, Checkbox, Select, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ASSET_LIMITS, ASSET_TYPES, assetInput } from '@backoffice/domain/schemas/asset';
import { acceptOf } from '@backoffice/domain/schemas/fields';
import { DateTimeField } from '../../components/date-time-field.tsx';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { LinkMultiSelect } from '../../components/link-multi-select.tsx';
import { LoadError } from '../../components/states.tsx';
import { UploadCard } from '../../components/upload-card.tsx';
import { formValues } from '../../lib/form-values.ts';
import { SaveAssetRecordDocument } from '../../generated/dam/graphql.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { assetKey, useAsset, type Asset } from './api/use-asset.ts';
import { useAssetCategoryLink } from './api/use-asset-category-link.ts';
import { useCategoryOptions } from '../../lib/pickers/category-options.ts';
import { useOwnerOptions } from '../../lib/pickers/owner-options.ts';
import { ASSETS_KEY } from './api/use-assets.ts';
import { ASSET_THUMB_URL } from './api/use-upload-asset.ts';
import { assetRoute, useAssetRoute } from './asset-route.ts';

/** The record's fields; its type and parent (sent only on create) as the record has them, no parent null. */
const assetValues = (a: Asset) => formValues(assetInput, a);

/** /dam-edit/{type}/{id} and /DamCourse-edit/{type}/{external_parent_id}/{id}. */
export default function AssetEditPage() {
  const here = useAssetRoute();
  const id = useIdParam();
  const asset = useAsset(id);
  const owners = useOwnerOptions();
  const categories = useCategoryOptions();
  const queryClient = useQueryClient();
  const { link, unlink } = useAssetCategoryLink(id ?? 0);
  // Only the form's own fields: a new thumbnail or category link must not reset what is typed.
  const record = useEditRecord(id, asset, assetValues, { required: true });
  if (!here.type || !id) return <LoadError />;
  const a = asset.data;
  const route = a ? assetRoute(here.type, a.external_parent_id, ASSET_TYPES[here.type].module === 'Course') : here;
  const categoryData = [
    ...(categories.data ?? []),
    ...(a?.categories ?? []).filter((c) => !categories.data?.some((o) => o.value === String(c.id))).map((c) => ({ value: String(c.id), label: c.title })),
  ];

  return (
    <FormPage
      history={{ type: 'asset', id }}
      title={`Editar ${route.title}`}
      back={route.list}
      schema={assetInput}
      record={record}
      save={{
        service: 'dam',
        document: SaveAssetRecordDocument,
        // Its type and parent go only with a create: a record never changes list.
        variables: ({ module_name, external_parent_id, ...editable }) => ({ id, input: id ? editable : { ...editable, module_name, external_parent_id } }),
        invalidates: ASSETS_KEY,
      }}
      redirectTo={route.list}
    >
      {(form) => (
        <>
          {a?.file && (
            <Text size="sm">
              Arquivo:{' '}
              <Anchor href={a.file.url} target="_blank" rel="noreferrer">
                {a.file.original_name}
              </Anchor>{' '}
              (<Anchor href={`#${route.editFile(id)}`}>substituir</Anchor>)
            </Text>
          )}
          <TextInput label="Título" required maxLength={ASSET_LIMITS.title} {...form.getInputProps('title')} />
          <TextInput label="Link" placeholder="https://" maxLength={ASSET_LIMITS.directlink} {...form.getInputProps('directlink')} />
          <UploadCard
            title="Miniatura"
            uploadUrl={ASSET_THUMB_URL}
            fields={{ id: String(id) }}
            currentUrl={a?.thumbnail}
            accept={acceptOf('image')}
            onUploaded={() => void queryClient.invalidateQueries({ queryKey: assetKey(id) })}
          />
          <Checkbox label="Ativo" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Checkbox label="Exibir fora das trilhas" {...form.getInputProps('showgrid', { type: 'checkbox' })} />
          <DateTimeField label="Data de publicação" required clearable={false} {...form.getInputProps('date_publish')} />
          <DateTimeField label="Data para despublicar" {...form.getInputProps('date_unpublish')} />
          <Select
            {...form.getInputProps('owner')}
            label="Responsável"
            placeholder="Sem responsável"
            data={owners.data ?? []}
            clearable
            searchable
            nothingFoundMessage="Nenhum usuário encontrado"
          />
          <LinkMultiSelect
            label="Categorias"
            placeholder="Escolha as categorias"
            data={categoryData}
            linked={(a?.categories ?? []).map((c) => String(c.id))}
            onLink={link}
            onUnlink={unlink}
          />
        </>
      )}
    </FormPage>
  );
}
