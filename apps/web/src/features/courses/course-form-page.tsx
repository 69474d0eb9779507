import { Checkbox, Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { COURSE_LIMITS, COURSE_MESSAGES, newOnlineCourseInput, onlineCourseInput } from '@backoffice/domain/schemas/course';
import { acceptOf, WORKLOAD_LIMITS } from '@backoffice/domain/schemas/fields';
import { PublishingDateFields } from '../../components/publishing-date-fields.tsx';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { CategoriesField } from '../../components/categories-field.tsx';
import { CourseEvaluationSelects } from '../../components/proof-select.tsx';
import { UploadCard } from '../../components/upload-card.tsx';
import { useOwnerOptions } from '../../lib/pickers/owner-options.ts';
import { useVideoOptions } from '../../lib/pickers/video-options.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { COURSE_SCORM_URL, COURSE_THUMB_URL } from './api/course-uploads.ts';
import { courseKey, useCourse, type Course } from './api/use-course.ts';
import { useCourseCategoryLink } from './api/use-course-category-link.ts';
import { COURSES_KEY } from './api/courses-key.ts';
import { COURSE_SAVE, DATE_RULES, newOnlineCourseValues, onlineCourseVariables, type OnlineCourseForm } from './course-form-values.ts';

/** /Course-new-scorm, /Course-new-video and /Course-edit/{id}. */
export default function CourseFormPage() {
  const id = useIdParam();
  const { pathname } = useLocation();
  // A new key per route, so going from one form to another starts afresh.
  return <CourseForm key={`${pathname}`} id={id} scorm={pathname.startsWith('/Course-new-scorm')} />;
}

function CourseForm({ id, scorm }: { id: number | undefined; scorm: boolean }) {
  const course = useCourse(id);
  const queryClient = useQueryClient();
  // A presential course's id here names no online course: not found, never loaded into this form.
  const record = useEditRecord(id, course, newOnlineCourseInput, { accept: (c) => c.type === 'online' });
  const [initialValues] = useState(newOnlineCourseValues);
  const refreshList = () => queryClient.invalidateQueries({ queryKey: COURSES_KEY });

  const uploads = [
    { label: 'Miniatura', url: COURSE_THUMB_URL, onUploaded: refreshList },
    ...(scorm
      ? [
          {
            label: 'Pacote SCORM',
            url: COURSE_SCORM_URL,
            idField: 'course_id',
            accept: acceptOf('zip'),
            placeholder: 'Escolha o arquivo .zip',
            required: COURSE_MESSAGES.scormRequired,
            onUploaded: refreshList,
          },
        ]
      : []),
  ];

  return (
    <FormPage
      history={{ type: 'course', id }}
      title={id ? 'Editar curso' : scorm ? 'Novo curso com SCORM' : 'Novo curso sem SCORM'}
      back="/Course"
      schema={newOnlineCourseInput}
      edit={onlineCourseInput}
      initialValues={initialValues}
      record={record}
      rules={DATE_RULES}
      save={{ ...COURSE_SAVE, variables: (input) => onlineCourseVariables(input, id) }}
      uploadsAfterCreate={uploads}
      redirectTo="/Course"
    >
      {(form) => <CourseFields form={form} course={course.data ?? undefined} id={id} />}
    </FormPage>
  );
}

function CourseFields({ form, course, id }: { form: UseFormReturnType<OnlineCourseForm>; course?: Course; id?: number }) {
  const owners = useOwnerOptions();
  const [videoSearch, setVideoSearch] = useState('');
  const videos = useVideoOptions(videoSearch, form.values.video);
  const queryClient = useQueryClient();
  const { link, unlink } = useCourseCategoryLink(id ?? 0);
  return (
    <>
      <TextInput label="Título" required maxLength={COURSE_LIMITS.onlineTitle} {...form.getInputProps('title')} />
      <Textarea label="Descrição" rows={4} maxLength={COURSE_LIMITS.description} {...form.getInputProps('description')} />
      {id && (
        <UploadCard
          title="Miniatura"
          uploadUrl={COURSE_THUMB_URL}
          fields={{ id: String(id) }}
          currentUrl={course?.thumbnail}
          accept={acceptOf('image')}
          onUploaded={() => void queryClient.invalidateQueries({ queryKey: courseKey(id) })}
        />
      )}
      <Checkbox label="Ativo" {...form.getInputProps('active', { type: 'checkbox' })} />
      <Checkbox label="Visualização externa" {...form.getInputProps('external_view', { type: 'checkbox' })} />
      <Checkbox label="Exibir fora das trilhas" {...form.getInputProps('showgrid', { type: 'checkbox' })} />
      <Select
        {...form.getInputProps('owner')}
        label="Responsável"
        required
        placeholder="Escolha a pessoa responsável"
        data={owners.data ?? []}
        searchable
        nothingFoundMessage="Nenhum usuário encontrado"
      />
      <TextInput label="Carga horária (horas)" required inputMode="numeric" maxLength={WORKLOAD_LIMITS.hoursDigits} {...form.getInputProps('hours')} />
      <TextInput label="Carga horária (minutos)" required inputMode="numeric" maxLength={WORKLOAD_LIMITS.minutesDigits} {...form.getInputProps('minutes')} />
      <TextInput label="Código" maxLength={COURSE_LIMITS.code} {...form.getInputProps('code')} />
      <Select
        {...form.getInputProps('video')}
        label="Vídeo"
        placeholder="Busque um vídeo publicado"
        data={videos.data ?? []}
        searchable
        clearable
        searchValue={videoSearch}
        onSearchChange={setVideoSearch}
        nothingFoundMessage="Nenhum vídeo encontrado"
      />
      <CourseEvaluationSelects form={form} />
      <PublishingDateFields form={form} />
      <CategoriesField form={form} id={id} linked={course?.categories} onLink={link} onUnlink={unlink} />
    </>
  );
}
