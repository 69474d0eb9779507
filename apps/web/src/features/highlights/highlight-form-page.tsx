import { Alert, Checkbox, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTENT_LIMITS, CONTENT_MESSAGES, contentInput } from '@backoffice/domain/schemas/content';
import { acceptOf } from '@backoffice/domain/schemas/fields';
import { DateTimeField } from '../../components/date-time-field.tsx';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { UploadCard } from '../../components/upload-card.tsx';
import { formValues } from '../../lib/form-values.ts';
import { SaveContentRecordDocument } from '../../generated/cms/graphql.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { THUMBNAIL_URL } from './api/upload-thumbnail.ts';
import { useContent, type Content } from './api/use-content.ts';
import { CONTENTS_KEY } from './api/use-contents.ts';
import { useContentModule } from './content-module.ts';
import { formatDateTime } from '@backoffice/domain/dates';

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
  const record = useEditRecord(id, content, contentInput);
  // A new highlight is active, published now (the unpublish date starts empty), in the route's list.
  const [initialValues] = useState(() => formValues(contentInput, null, { active: true, date_publish: new Date(), module_name: module?.name ?? '' }));

  if (!module) {
    return (
      <Alert color="red" m="md">
        {CONTENT_MESSAGES.unknownModule}
      </Alert>
    );
  }

  return (
    <>
      <FormPage
        history={{ type: 'content', id }}
        title={id ? 'Editar destaque' : 'Novo destaque'}
        back={`/Cms/${module.name}`}
        schema={contentInput}
        initialValues={initialValues}
        record={record}
        save={{
          service: 'cms',
          document: SaveContentRecordDocument,
          variables: (input) => ({ id, input }),
          invalidates: CONTENTS_KEY,
          failure: CONTENT_MESSAGES.saveFailed,
        }}
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
