import { Checkbox, Select, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COURSE_LIMITS, presentialCourseInput } from '@backoffice/domain/schemas/course';
import { acceptOf, WORKLOAD_LIMITS } from '@backoffice/domain/schemas/fields';
import { PublishingDateFields } from '../../components/publishing-date-fields.tsx';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { UploadCard } from '../../components/upload-card.tsx';
import { useCategoryOptions } from '../../lib/pickers/category-options.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { COURSE_THUMB_URL } from './api/course-uploads.ts';
import { courseKey, useCourse } from './api/use-course.ts';
import { COURSES_KEY } from './api/courses-key.ts';
import { COURSE_SAVE, DATE_RULES, newPresentialCourseValues, presentialCourseVariables } from './course-form-values.ts';

/** /Presential-course-new[/{id}] and /Presential-course-edit/{id}: id 0 or absent is a new course. */
export default function PresentialCourseFormPage() {
  const id = useIdParam();
  return <PresentialCourseForm key={id ?? 'new'} id={id} />;
}

function PresentialCourseForm({ id }: { id: number | undefined }) {
  const course = useCourse(id);
  const categories = useCategoryOptions();
  const queryClient = useQueryClient();
  // An online course's id here names no presential course: not found, never loaded into this form.
  const record = useEditRecord(id, course, presentialCourseInput, { accept: (c) => c.type === 'presential' });
  const [initialValues] = useState(newPresentialCourseValues);

  return (
    <FormPage
      history={{ type: 'course', id }}
      title={id ? 'Editar Curso Presencial' : 'Novo Curso Presencial'}
      back="/Presential-course"
      schema={presentialCourseInput}
      initialValues={initialValues}
      record={record}
      rules={DATE_RULES}
      save={{ ...COURSE_SAVE, variables: (input) => presentialCourseVariables(input, id) }}
      uploadsAfterCreate={[{ label: 'Miniatura', url: COURSE_THUMB_URL, onUploaded: () => queryClient.invalidateQueries({ queryKey: COURSES_KEY }) }]}
      redirectTo="/Presential-course"
    >
      {(form) => (
        <>
          <Select
            {...form.getInputProps('category_id')}
            label="Categoria"
            required
            placeholder="Selecione uma categoria"
            data={categories.data ?? []}
            searchable
          />
          <TextInput label="Título" required maxLength={COURSE_LIMITS.presentialTitle} {...form.getInputProps('title')} />
          <Textarea label="Descrição" required rows={4} maxLength={COURSE_LIMITS.description} {...form.getInputProps('description')} />
          <TextInput label="Responsável" required maxLength={COURSE_LIMITS.responsible} {...form.getInputProps('responsible')} />
          <TextInput label="Carga horária (horas)" required inputMode="numeric" maxLength={WORKLOAD_LIMITS.hoursDigits} {...form.getInputProps('hours')} />
          <TextInput
            label="Carga horária (minutos)"
            required
            inputMode="numeric"
            maxLength={WORKLOAD_LIMITS.minutesDigits}
            {...form.getInputProps('minutes')}
          />
          <Checkbox label="Permitir auto-inscrição" {...form.getInputProps('is_subscriptions', { type: 'checkbox' })} />
          <Checkbox label="Ativo" {...form.getInputProps('active', { type: 'checkbox' })} />
          <PublishingDateFields form={form} publishRequired />
          {id && (
            <UploadCard
              title="Miniatura"
              uploadUrl={COURSE_THUMB_URL}
              fields={{ id: String(id) }}
              currentUrl={course.data?.thumbnail}
              accept={acceptOf('image')}
              onUploaded={() => void queryClient.invalidateQueries({ queryKey: courseKey(id) })}
            />
          )}
        </>
      )}
    </FormPage>
  );
}
