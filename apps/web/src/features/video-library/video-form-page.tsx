import { Group, NumberInput, Radio, TextInput } from '@mantine/core';
import { useState } from 'react';
import { VIDEO_MEDIA_LIMITS, VIDEO_STATUS_LABEL, videoMediaInput } from '@backoffice/domain/schemas/video-media';
import { DateTimeField } from '../../components/date-time-field.tsx';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { formValues } from '../../lib/form-values.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { SaveVideoMediaRecordDocument } from '../../generated/lms/graphql.ts';
import { useVideoMedia, type VideoMedia } from './api/use-video-media.ts';
import { VIDEO_MEDIA_KEY } from './api/use-video-media-list.ts';

/** A new video: published, from now. */
const newVideo = () => formValues(videoMediaInput, null, { status: 'published', published_at: new Date() });

/** A stored video's values: its fields of the same name, its publish date as the picker's Date. */
const toForm = (v: VideoMedia) => formValues(videoMediaInput, v);

/** /Video-library-new and /Video-library-edit/{id}. */
export default function VideoFormPage() {
  const id = useIdParam();
  // A new key per record: going from an edit to a new one starts an empty form.
  return <VideoForm key={id ?? 'new'} id={id} />;
}

function VideoForm({ id }: { id: number | undefined }) {
  const video = useVideoMedia(id);
  const record = useEditRecord(id, video, toForm);
  const [initialValues] = useState(newVideo);
  return (
    <FormPage
      history={{ type: 'video_media', id }}
      title={id ? 'Editar vídeo' : 'Novo vídeo'}
      back="/Video-library"
      schema={videoMediaInput}
      initialValues={initialValues}
      record={record}
      // Failures (e.g. a media id already in the library) arrive as toasts from the mutation cache.
      save={{ service: 'lms', document: SaveVideoMediaRecordDocument, variables: (input) => ({ id, input }), invalidates: VIDEO_MEDIA_KEY }}
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
