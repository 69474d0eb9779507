import { Checkbox, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CLASSROOM_LIMITS, CLASSROOM_MESSAGES, CLASSROOM_TITLE, classroomDateOrderError, classroomInput } from '@backoffice/domain/schemas/classroom';
import { DateOrderField } from '../../components/date-order-field.tsx';
import { DateTimeField } from '../../components/date-time-field.tsx';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { publishingOrderError } from '../../components/publishing-date-fields.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { SaveClassroomRecordDocument } from '../../generated/lms/graphql.ts';
import { useClassroom } from './api/use-classroom.ts';
import { CLASSROOMS_KEY } from './api/use-classrooms.ts';
import { useInstructorOptions } from './api/use-instructor-options.ts';
import { usePresentialCourseOptions } from './api/use-presential-course-options.ts';
import { CLASSROOM_RULES, classroomBack, newClassroomForm } from './classroom-form.ts';

/** /Classroom-new, /Classroom-new/{parent_id} (a sub-classroom) and /Classroom-edit/{id}: the classroom form (screen rule, validation rule). */
export default function ClassroomFormPage() {
  const id = useIdParam();
  const newParentId = useIdParam('parent_id');
  const classroom = useClassroom(id);
  const courses = usePresentialCourseOptions();
  const instructors = useInstructorOptions(classroom.data?.instrutor);
  const record = useEditRecord(id, classroom, classroomInput);
  const [initial] = useState(() => newClassroomForm());
  // A stored classroom keeps its parent; a new one takes it from the route.
  const back = classroomBack(id ? classroom.data?.parent_id : newParentId);
  const c = classroom.data;

  return (
    <FormPage
      history={{ type: 'classroom', id }}
      title={id ? 'Editar Turma' : newParentId ? 'Nova subturma' : 'Nova Turma'}
      back={back}
      schema={classroomInput}
      initialValues={initial}
      record={record}
      rules={CLASSROOM_RULES}
      save={{
        service: 'lms',
        document: SaveClassroomRecordDocument,
        // Always the title '-' (entity rule); the creator is the server's to set. parent_id makes a new
        // classroom a sub-classroom (the server ignores it on update).
        variables: (input) => ({ ...input, id, parent_id: newParentId, title: CLASSROOM_TITLE }),
        invalidates: CLASSROOMS_KEY,
        failure: CLASSROOM_MESSAGES.saveFailed,
      }}
      redirectTo={back}
    >
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Criador" readOnly variant="filled" value={c ? (c.userowner_name ?? '') : 'Você (definido ao salvar)'} />
            <TextInput label="ID da turma" readOnly variant="filled" value={c ? String(c.id) : 'Nova'} />
          </SimpleGrid>
          <Select
            {...form.getInputProps('course_id')}
            label="Curso presencial"
            placeholder="Selecione um curso"
            required
            data={courses.data ?? []}
            searchable
            // A refused save focuses the first invalid field: its list must not cover the form (it opens on click or typing).
            openOnFocus={false}
            nothingFoundMessage="Nenhum curso encontrado"
          />
          <TextInput label="Endereço" required maxLength={CLASSROOM_LIMITS.address} {...form.getInputProps('address')} />
          <TextInput label="Link da sala virtual" placeholder="https://" maxLength={CLASSROOM_LIMITS.externalPage} {...form.getInputProps('externalPage')} />
          <Select
            {...form.getInputProps('instrutor')}
            label="Instrutor"
            placeholder="Selecione um instrutor"
            required
            data={instructors.data ?? []}
            searchable
            openOnFocus={false}
            nothingFoundMessage="Nenhum instrutor encontrado"
          />
          <NumberInput
            label="Número máximo de pessoas"
            required
            min={1}
            max={CLASSROOM_LIMITS.maxPeople}
            maxLength={CLASSROOM_LIMITS.limitDigits}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('limit_registrations')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateTimeField label="Início do curso" required {...form.getInputProps('datetime_start')} />
            <DateOrderField
              form={form}
              field="datetime_end"
              label="Fim do curso"
              required
              orderError={(values) => classroomDateOrderError('datetime_end', values)}
            />
            <DateTimeField label="Início das inscrições" required {...form.getInputProps('datetime_registration_start')} />
            <DateOrderField
              form={form}
              field="datetime_registration_end"
              label="Término das inscrições"
              required
              orderError={(values) => classroomDateOrderError('datetime_registration_end', values)}
            />
          </SimpleGrid>
          <Group>
            <Checkbox label="Ativo" {...form.getInputProps('active', { type: 'checkbox' })} />
            <Checkbox label="Pública" {...form.getInputProps('is_public', { type: 'checkbox' })} />
            <Checkbox label="Específica" {...form.getInputProps('is_specific', { type: 'checkbox' })} />
          </Group>
          {/* A broken order is told as the 5 s toast once a date is picked, as on the course forms (validation rule, error rule). */}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateOrderField
              form={form}
              field="date_publish"
              label="Data de publicação"
              orderError={publishingOrderError}
              // Shown, but not part of the pass/fail check (validation rule): the unpublish date's rules decide.
              error={form.errors.date_publish ?? (form.values.date_publish ? undefined : CLASSROOM_MESSAGES.publishRequired)}
            />
            <DateOrderField form={form} field="date_unpublish" label="Data para despublicar" required orderError={publishingOrderError} />
          </SimpleGrid>
        </>
      )}
    </FormPage>
  );
}
