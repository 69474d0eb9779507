import { Group, Radio, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { INSTRUCTOR_LIMITS, INSTRUCTOR_LOCATIONS, INSTRUCTOR_MESSAGES, instructorInput } from '@backoffice/domain/schemas/instructor';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { CpfInput } from '../../components/masked-input.tsx';
import { formValues, type FormValues, type WireValues } from '../../lib/form-values.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { SaveInstrutorRecordDocument } from '../../generated/lms/graphql.ts';
import { useInstructor, type Instructor } from './api/use-instructor.ts';
import { INSTRUCTORS_KEY } from './api/use-instructors.ts';

type InstructorValues = FormValues<typeof instructorInput>;

/** 'Localização' is a radio group of '1' (Interno) and '0' (Externo); the record says it as a boolean. A new instructor is internal. */
const location = (isInternal: boolean) => (isInternal ? '1' : '0');

const NEW: InstructorValues = formValues(instructorInput, null, { is_interno: location(true) });

const toForm = (i: Instructor): InstructorValues => formValues(instructorInput, i, { is_interno: location(i.is_interno) });

/** The save's variables: the API takes the location as 1 or 0. */
const instructorVariables = (input: WireValues<z.output<typeof instructorInput>>) => ({ ...input, is_interno: input.is_interno ? 1 : 0 });

/** /Instrutor-new and /Instrutor-edit/{id}. */
export default function InstructorFormPage() {
  const id = useIdParam();
  // A new key per record: going from an edit to a new one starts an empty form.
  return <InstructorForm key={id ?? 'new'} id={id} />;
}

function InstructorForm({ id }: { id: number | undefined }) {
  const instructor = useInstructor(id);
  const record = useEditRecord(id, instructor, toForm, { loadFailed: INSTRUCTOR_MESSAGES.loadFailed });
  return (
    <FormPage
      history={{ type: 'instrutor', id }}
      title={id ? 'Editar Instrutor' : 'Novo Instrutor'}
      back="/Instrutor"
      schema={instructorInput}
      initialValues={NEW}
      record={record}
      save={{
        service: 'lms',
        document: SaveInstrutorRecordDocument,
        variables: (input) => ({ ...instructorVariables(input), id }),
        invalidates: INSTRUCTORS_KEY,
        failure: INSTRUCTOR_MESSAGES.saveFailed,
      }}
      redirectTo="/Instrutor"
    >
      {(form) => (
        <>
          <TextInput label="Nome" required maxLength={INSTRUCTOR_LIMITS.nome} {...form.getInputProps('nome')} />
          <CpfInput label="CPF" required {...form.getInputProps('cpf')} />
          <Radio.Group label="Localização" required {...form.getInputProps('is_interno')}>
            <Group mt={4}>
              {INSTRUCTOR_LOCATIONS.map((l) => (
                <Radio key={l.value} value={l.value} label={l.label} />
              ))}
            </Group>
          </Radio.Group>
        </>
      )}
    </FormPage>
  );
}
