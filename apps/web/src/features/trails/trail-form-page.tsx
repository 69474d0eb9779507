import { Checkbox, Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { acceptOf } from '@backoffice/domain/schemas/fields';
import { newTrailInput, ownerNotice, TRAIL_LIMITS, TRAIL_MESSAGES, trailInput } from '@backoffice/domain/schemas/trail';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { CategoriesField } from '../../components/categories-field.tsx';
import { CourseEvaluationSelects } from '../../components/proof-select.tsx';
import { PublishingDateFields, publishingDateRules } from '../../components/publishing-date-fields.tsx';
import { UploadCard } from '../../components/upload-card.tsx';
import type { FormValues } from '../../lib/form-values.ts';
import { SaveTrailRecordDocument } from '../../generated/lms/graphql.ts';
import { useOwnerOptions } from '../../lib/pickers/owner-options.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { trailKey, useTrail, type Trail } from './api/use-trail.ts';
import { useTrailCategoryLink } from './api/use-trail-category-link.ts';
import { TRAILS_KEY } from './api/use-trails.ts';
import { TRAIL_THUMB_URL } from './api/trail-uploads.ts';

type TrailForm = FormValues<typeof newTrailInput>;

const DATE_RULES = publishingDateRules<TrailForm>();

/** /Trail-new and /Trail-edit/{id}. */
export default function TrailFormPage() {
  const id = useIdParam();
  return <TrailFormScreen key={id ?? 'new'} id={id} />;
}

function TrailFormScreen({ id }: { id: number | undefined }) {
  const trail = useTrail(id);
  const queryClient = useQueryClient();
  const record = useEditRecord(id, trail, newTrailInput);

  const uploads = [{ label: 'Miniatura', url: TRAIL_THUMB_URL, onUploaded: () => queryClient.invalidateQueries({ queryKey: TRAILS_KEY }) }];

  return (
    <FormPage
      history={{ type: 'trail', id }}
      title={id ? 'Editar trilha' : 'Nova Trilha'}
      back="/Trail"
      schema={newTrailInput}
      edit={trailInput}
      record={record}
      rules={DATE_RULES}
      save={{
        service: 'lms',
        document: SaveTrailRecordDocument,
        variables: (input) => ({ ...input, id }),
        invalidates: TRAILS_KEY,
        failure: { create: TRAIL_MESSAGES.createFailed, update: TRAIL_MESSAGES.updateFailed },
      }}
      uploadsAfterCreate={uploads}
      redirectTo="/Trail"
    >
      {(form) => <TrailFields form={form} trail={trail.data ?? undefined} id={id} />}
    </FormPage>
  );
}

function TrailFields({ form, trail, id }: { form: UseFormReturnType<TrailForm>; trail?: Trail; id?: number }) {
  const owners = useOwnerOptions();
  const queryClient = useQueryClient();
  const { link, unlink } = useTrailCategoryLink(id ?? 0);
  // Like a field error, the owner notice waits for the user: a save tried (the schema's errors,
  // or a save under way: the owner does not block it) or the field left. Once told, it stays.
  const [ownerTold, setOwnerTold] = useState(false);
  if (!ownerTold && (form.submitting || Object.keys(form.errors).length > 0)) setOwnerTold(true);
  const owner = form.getInputProps('owner');
  return (
    <>
      <TextInput label="Título" required maxLength={TRAIL_LIMITS.title} {...form.getInputProps('title')} />
      <Textarea label="Descrição" rows={4} {...form.getInputProps('description')} />
      <Select
        {...owner}
        onBlur={() => {
          owner.onBlur?.();
          setOwnerTold(true);
        }}
        // Validation rule: told under the field while no one is chosen, yet the trail may be saved without an owner.
        error={ownerTold ? ownerNotice(Number(form.values.owner)) : null}
        label="Responsável"
        placeholder="Escolha a pessoa responsável"
        data={owners.data ?? []}
        searchable
        clearable
        nothingFoundMessage="Nenhum usuário encontrado"
      />
      <CategoriesField form={form} id={id} linked={trail?.categories} onLink={link} onUnlink={unlink} />
      <CourseEvaluationSelects form={form} />
      <Checkbox label="Bloquear conteúdos" {...form.getInputProps('blockcontent', { type: 'checkbox' })} />
      <Checkbox label="Ativo" {...form.getInputProps('active', { type: 'checkbox' })} />
      <PublishingDateFields form={form} />
      {id && (
        <UploadCard
          title="Miniatura"
          uploadUrl={TRAIL_THUMB_URL}
          fields={{ id: String(id) }}
          currentUrl={trail?.thumbnail}
          accept={acceptOf('image')}
          onUploaded={() => void queryClient.invalidateQueries({ queryKey: trailKey(id) })}
        />
      )}
    </>
  );
}
