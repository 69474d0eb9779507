import { Group, Radio, TextInput } from '@mantine/core';
import {
  INSTRUCTOR_LIMITS,
  INSTRUCTOR_LOCATIONS,
  INSTRUCTOR_MESSAGES,
  instructorInput,
  type InstructorFormValues,
} from '@backoffice/domain/schemas/instructor';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { CpfInput } from '../../components/masked-input.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useInstructor, type Instructor } from './api/use-instructor.ts';
import { useSaveInstructor } from './api/use-save-instructor.ts';

const EMPTY: InstructorFormValues = { nome: '', cpf: '', is_interno: '1' };

const toForm = (i: Instructor): InstructorFormValues => ({ nome: i.nome, cpf: i.cpf, is_interno: i.is_interno ? '1' : '0' });

/** /Instrutor-new and /Instrutor-edit/{id}. */
export default function InstructorFormPage() {
  const id = useIdParam();
  // A new key per record: going from an edit to a new one starts an empty form.
  return <InstructorForm key={id ?? 'new'} id={id} />;
}

function InstructorForm({ id }: { id: number | undefined }) {
  const instructor = useInstructor(id);
  const save = useSaveInstructor();
  const record = useEditRecord(id, instructor, toForm, { loadFailed: INSTRUCTOR_MESSAGES.loadFailed });
  return (
    <FormPage<InstructorFormValues>
      title={id ? 'Editar Instrutor' : 'Novo Instrutor'}
      back="/Instrutor"
      schema={instructorInput}
      initialValues={EMPTY}
      record={record}
      onSave={(values, version) => save.mutateAsync({ id, input: instructorInput.parse(values), ...version })}
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
