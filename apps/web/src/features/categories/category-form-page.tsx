import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  CATEGORY_BANNER_LIMITS,
  CATEGORY_MESSAGES,
  CATEGORY_ORDERNUM_MAX_LENGTH,
  CATEGORY_TITLE_MAX,
  categoryInput,
} from '@backoffice/domain/schemas/category';
import { fileRefusal } from '@backoffice/domain/schemas/fields';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { UploadCard } from '../../components/upload-card.tsx';
import type { RecordVersion } from '../../lib/form-record.ts';
import { formValues, saveVariables, type FormValues } from '../../lib/form-values.ts';
import { notifyFailure } from '../../lib/notify.ts';
import { postFile } from '../../lib/upload.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { BANNER_URL } from './api/upload-banner.ts';
import { CATEGORIES_KEY, useCategories, type Category } from './api/use-categories.ts';
import { useCategory } from './api/use-category.ts';
import { useSaveCategory } from './api/use-save-category.ts';

/** The record's fields; the parent is the select's text, null for a top-level category (the record's 0). */
const categoryValues = (c: Category) => formValues(categoryInput, c);

const listOf = (parentId: number) => (parentId ? `/SubCategory/${parentId}` : '/Category');

/** /Category-new, /SubCategory-new/{parent_id} and /Category-edit/{id}. */
export default function CategoryFormPage() {
  const id = useIdParam();
  const newParentId = useIdParam('parent_id');
  const isSub = useLocation().pathname.startsWith('/SubCategory-new');
  const category = useCategory(id);
  const topLevel = useCategories(0);
  const save = useSaveCategory();
  const queryClient = useQueryClient();

  const parentId = id ? (category.data?.parent_id ?? 0) : isSub ? (newParentId ?? 0) : 0;
  const parentOptions = (topLevel.data?.rows ?? []).filter((c) => c.id !== id).map((c) => ({ value: String(c.id), label: c.title }));
  // The current parent may be a subcategory itself (not in the top-level list).
  const knownParent = id ? category.data : null;
  if (knownParent?.parent_id && !parentOptions.some((o) => o.value === String(knownParent.parent_id))) {
    parentOptions.push({ value: String(knownParent.parent_id), label: knownParent.parent_title ?? `#${knownParent.parent_id}` });
  }
  if (!id && newParentId && !parentOptions.some((o) => o.value === String(newParentId))) {
    parentOptions.push({ value: String(newParentId), label: `#${newParentId}` });
  }

  const record = useEditRecord(id, category, categoryValues);
  // On edit, a banner chosen in the card and not sent by its own button goes with the form's save.
  const [banner, setBanner] = useState<File | null>(null);

  const onSave = async (values: FormValues<typeof categoryInput>, version: RecordVersion) => {
    const pending = id ? banner : null;
    const refused = pending && fileRefusal(pending, CATEGORY_BANNER_LIMITS);
    if (refused) {
      notifyFailure(CATEGORY_MESSAGES.bannerRefused, new Error(refused));
      throw new Error(refused);
    }
    const saved = (await save.mutateAsync({ id, input: saveVariables(categoryInput, values), ...version })).createOrUpdateCategory;
    if (pending) {
      try {
        await postFile(BANNER_URL, pending, { id: String(id) });
      } catch (error) {
        // The category is saved; the file stays chosen, to be sent again.
        notifyFailure(CATEGORY_MESSAGES.savedWithoutBanner, error);
        throw error;
      }
      setBanner(null);
      void category.refetch();
    }
    return saved;
  };

  return (
    <Stack maw={720} gap="md">
      <FormPage
        history={{ type: 'category', id }}
        title={id ? 'Editar categoria' : isSub ? 'Nova subcategoria' : 'Nova categoria'}
        back={listOf(parentId)}
        schema={categoryInput}
        initialValues={formValues(categoryInput, null, { parent_id: isSub && newParentId ? String(newParentId) : null })}
        record={record}
        onSave={onSave}
        // On create, a banner picked in the form goes to category_banner once the category exists;
        // one the route would refuse is told at once and keeps the category from being created.
        uploadsAfterCreate={[
          { label: 'Banner', url: BANNER_URL, limits: CATEGORY_BANNER_LIMITS, onUploaded: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }) },
        ]}
        redirectTo={listOf(parentId)}
      >
        {(form) => (
          <>
            <TextInput label="Título" required maxLength={CATEGORY_TITLE_MAX} {...form.getInputProps('title')} />
            <TextInput
              label="Prioridade"
              description="Categorias com prioridade maior aparecem primeiro."
              inputMode="numeric"
              maxLength={CATEGORY_ORDERNUM_MAX_LENGTH}
              {...form.getInputProps('ordernum')}
            />
            <Select
              label="Categoria pai"
              placeholder="Nenhuma (categoria principal)"
              data={parentOptions}
              clearable
              searchable
              {...form.getInputProps('parent_id')}
            />
            <Checkbox label="Ativo" {...form.getInputProps('active', { type: 'checkbox' })} />
            <Checkbox label="Ocultar em cursos" {...form.getInputProps('hide_courses', { type: 'checkbox' })} />
            <Checkbox label="Ocultar em trilhas" {...form.getInputProps('hide_trails', { type: 'checkbox' })} />
            <Checkbox label="Ocultar em conteúdos digitais" {...form.getInputProps('hide_assets', { type: 'checkbox' })} />
          </>
        )}
      </FormPage>
      {id && category.data && (
        <UploadCard
          title="Banner"
          uploadUrl={BANNER_URL}
          fields={{ id: String(id) }}
          currentUrl={category.data.banner}
          limits={CATEGORY_BANNER_LIMITS}
          file={banner}
          onFileChange={setBanner}
          onUploaded={() => void category.refetch()}
        />
      )}
    </Stack>
  );
}
