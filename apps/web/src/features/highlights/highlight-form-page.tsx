import { Alert, Checkbox, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CONTENT_LIMITS, CONTENT_MESSAGES, contentInput } from '@backoffice/domain/schemas/content';
import { acceptOf } from '@backoffice/domain/schemas/fields';
import { DateTimeField } from '../../components/date-time-field.tsx';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { UploadCard } from '../../components/upload-card.tsx';
import type { RecordVersion } from '../../lib/form-record.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import type { ContentInput } from '../../generated/cms/graphql.ts';
import { THUMBNAIL_URL } from './api/upload-thumbnail.ts';
import { useContent, type Content } from './api/use-content.ts';
import { CONTENTS_KEY } from './api/use-contents.ts';
import { useSaveContent } from './api/use-save-content.ts';
import { useContentModule } from './content-module.ts';
import { formatDateTime } from '@backoffice/domain/dates';

/** The form holds the pickers' instants (DateTimeField hands over Dates) and a checkbox. */
export type HighlightFormValues = {
  title: string;
  content: string;
  directlink: string;
  active: boolean;
  date_publish: Date | null;
  date_unpublish: Date | null;
  module_name: string;
};

const emptyForm = (moduleName: string): HighlightFormValues => ({
  title: '',
  content: '',
  directlink: '',
  active: true,
  // The default publish date is now; the unpublish date starts empty.
  date_publish: new Date(),
  date_unpublish: null,
  module_name: moduleName,
});

const toForm = (c: Content): HighlightFormValues => ({
  title: c.title,
  content: c.content,
  directlink: c.directlink,
  active: c.active === 1,
  date_publish: new Date(c.date_publish),
  date_unpublish: c.date_unpublish ? new Date(c.date_unpublish) : null,
  module_name: c.module_name,
});

/** The form already passed the domain schema; its output (trimmed, 0/1, dates) is what goes out. */
function toInput(values: HighlightFormValues): ContentInput {
  const parsed = contentInput.parse(values);
  return { ...parsed, date_publish: parsed.date_publish.toISOString(), date_unpublish: parsed.date_unpublish?.toISOString() ?? null };
}

/** /Cms-new/{module_name} and /Cms-edit/{module_name}/{id}. */
export default function HighlightFormPage() {
  const module = useContentModule();
  const id = useIdParam();
  // Both routes render this screen: a new key per record, so going from an edit to a new one
  // starts a fresh form instead of keeping the edited values (and saving a copy).
  return <HighlightForm key={`${module?.name}/${id ?? 'new'}`} />;
}

function HighlightForm() {
  const module = useContentModule();
  const id = useIdParam();
  const content = useContent(id);
  const queryClient = useQueryClient();
  const save = useSaveContent();
  const record = useEditRecord(id, content, toForm);
  const initialValues = useMemo(() => emptyForm(module?.name ?? ''), [module?.name]);

  if (!module) {
    return (
      <Alert color="red" m="md">
        {CONTENT_MESSAGES.unknownModule}
      </Alert>
    );
  }

  const onSave = async (values: HighlightFormValues, version: RecordVersion) =>
    (await save.mutateAsync({ id, input: toInput(values), ...version })).createOrUpdateContent;

  return (
    <>
      <FormPage<HighlightFormValues>
        title={id ? 'Editar destaque' : 'Novo destaque'}
        back={`/Cms/${module.name}`}
        schema={contentInput}
        initialValues={initialValues}
        record={record}
        onSave={onSave}
        // On create, a thumbnail picked in the form goes to cms_thumb once the content exists.
        uploadsAfterCreate={[{ label: 'Miniatura', url: THUMBNAIL_URL, onUploaded: () => queryClient.invalidateQueries({ queryKey: CONTENTS_KEY }) }]}
        redirectTo={`/Cms/${module.name}`}
      >
        {(form) => (
          <>
            <TextInput label="Título" required maxLength={CONTENT_LIMITS.title} {...form.getInputProps('title')} />
            <Textarea label="Conteúdo" required rows={6} maxLength={CONTENT_LIMITS.content} {...form.getInputProps('content')} />
            <TextInput label="Link" required type="url" placeholder="https://" maxLength={CONTENT_LIMITS.directlink} {...form.getInputProps('directlink')} />
            <Checkbox label="Ativo" {...form.getInputProps('active', { type: 'checkbox' })} />
            <DateTimeField
              label="Data de publicação"
              required
              clearButtonProps={{ 'aria-label': 'Limpar data de publicação' }}
              {...form.getInputProps('date_publish')}
            />
            <DateTimeField
              label="Data para despublicar"
              clearButtonProps={{ 'aria-label': 'Limpar data para despublicar' }}
              {...form.getInputProps('date_unpublish')}
            />
          </>
        )}
      </FormPage>
      {id && content.data && <EditExtras content={content.data} />}
    </>
  );
}

/** The edit screen's thumbnail card and created/updated log. */
function EditExtras({ content }: { content: Content }) {
  const queryClient = useQueryClient();
  return (
    <Stack maw={720} mt="md">
      <UploadCard
        title="Miniatura"
        uploadUrl={THUMBNAIL_URL}
        fields={{ id: String(content.id) }}
        currentUrl={content.thumbnail}
        accept={acceptOf('image')}
        onUploaded={() => queryClient.invalidateQueries({ queryKey: CONTENTS_KEY })}
      />
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text size="sm">{logLine('Criado', content.created_at, content.created_by_name)}</Text>
          <Text size="sm">{logLine('Atualizado', content.updated_at, content.updated_by_name)}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

function logLine(what: 'Criado' | 'Atualizado', at: string, by: string | null) {
  return `${what} em ${formatDateTime(at)}${by ? ` por ${by}` : ''}`;
}
