import { Group, NumberInput, Radio, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { VIDEO_MEDIA_LIMITS, VIDEO_STATUS_LABEL, videoMediaInput, type VideoMediaStatus } from '@backoffice/domain/schemas/video-media';
import { DateTimeField } from '../../components/date-time-field.tsx';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import type { VideoMediaInput } from '../../generated/lms/graphql.ts';
import { useSaveVideoMedia } from './api/use-save-video-media.ts';
import { useVideoMedia, type VideoMedia } from './api/use-video-media.ts';

/** The form holds the picker's value (a Date, or its string) and the number field's ('' when empty). */
export type VideoFormValues = {
  media_id: string;
  title: string;
  category: string;
  status: VideoMediaStatus;
  published_at: Date | string | null;
  duration_seconds: number | string;
};

const emptyForm = (): VideoFormValues => ({
  media_id: '',
  title: '',
  category: '',
  status: 'published',
  published_at: new Date(),
  duration_seconds: '',
});

const toForm = (v: VideoMedia): VideoFormValues => ({
  media_id: v.media_id,
  title: v.title,
  category: v.category ?? '',
  status: v.status,
  published_at: v.published_at ? new Date(v.published_at) : null,
  duration_seconds: v.duration_seconds,
});

/** The form already passed the domain schema; its output (trimmed, whole seconds, the date) is what goes out. */
function toInput(values: VideoFormValues): VideoMediaInput {
  const parsed = videoMediaInput.parse(values);
  return { ...parsed, published_at: parsed.published_at?.toISOString() ?? null };
}

/** /Video-library-new and /Video-library-edit/{id}. */
export default function VideoFormPage() {
  const id = useIdParam();
  // A new key per record: going from an edit to a new one starts an empty form.
  return <VideoForm key={id ?? 'new'} id={id} />;
}

function VideoForm({ id }: { id: number | undefined }) {
  const video = useVideoMedia(id);
  const save = useSaveVideoMedia();
  const record = useEditRecord(id, video, toForm);
  const initialValues = useMemo(() => emptyForm(), []);
  return (
    <FormPage<VideoFormValues>
      title={id ? 'Editar vídeo' : 'Novo vídeo'}
      back="/Video-library"
      schema={videoMediaInput}
      initialValues={initialValues}
      record={record}
      onSave={(values, version) => save.mutateAsync({ id, input: toInput(values), ...version })}
      redirectTo="/Video-library"
    >
      {(form) => (
        <>
          <TextInput
            label="ID da mídia"
            description="O identificador do vídeo na plataforma, que o curso guarda."
            required
            maxLength={VIDEO_MEDIA_LIMITS.media_id}
            {...form.getInputProps('media_id')}
          />
          <TextInput label="Título" required maxLength={VIDEO_MEDIA_LIMITS.title} {...form.getInputProps('title')} />
          <TextInput label="Categoria" placeholder="Ex.: Treinamentos > Seguros" maxLength={VIDEO_MEDIA_LIMITS.category} {...form.getInputProps('category')} />
          <Radio.Group label="Status" required {...form.getInputProps('status')}>
            <Group mt={4}>
              <Radio value="published" label={VIDEO_STATUS_LABEL.published} />
              <Radio value="draft" label={VIDEO_STATUS_LABEL.draft} />
            </Group>
          </Radio.Group>
          <DateTimeField label="Data de publicação" clearButtonProps={{ 'aria-label': 'Limpar data de publicação' }} {...form.getInputProps('published_at')} />
          <NumberInput
            label="Duração (segundos)"
            required
            min={0}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            w={220}
            {...form.getInputProps('duration_seconds')}
          />
        </>
      )}
    </FormPage>
  );
}
