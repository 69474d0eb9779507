import { Select, TextInput } from '@mantine/core';
import { formatCpf, formatPhone } from '@backoffice/domain/documents';
import { CORRETOR_ROLES, corretorInput, REGISTRATION_LIMITS, SUSEP_GROUPS } from '@backoffice/domain/schemas/registration';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { CpfInput, PhoneInput } from '../../components/masked-input.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useCorretor, type Corretor } from './api/use-corretor.ts';
import { useSaveCorretor } from './api/use-save-corretor.ts';

/** What the form holds: masked texts and the selects' string values. */
interface CorretorFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  cpf: string;
  telefone: string;
  papel: string;
  grupo: string;
  susep: string;
}

const EMPTY: CorretorFormValues = { name: '', email: '', cpf: '', telefone: '', papel: '', grupo: '', susep: '' };

const ROLE_OPTIONS = CORRETOR_ROLES.map((r) => ({ value: String(r.value), label: r.label }));
const GROUP_OPTIONS = SUSEP_GROUPS.map((g) => ({ value: String(g.value), label: g.label }));

function toFormValues(c: Corretor): CorretorFormValues {
  return {
    name: c.name,
    email: c.email,
    cpf: formatCpf(c.cpf),
    telefone: formatPhone(c.telefone),
    papel: c.papel ? String(c.papel) : '',
    grupo: c.grupo ? String(c.grupo) : '',
    susep: c.susep ?? '',
  };
}

export default function CorretorEditPage() {
  const id = useIdParam();
  const corretor = useCorretor(id);
  const save = useSaveCorretor();
  const record = useEditRecord(id, corretor, toFormValues, { required: true });
  return (
    <FormPage<CorretorFormValues>
      title="Editar corretor"
      back="/Corretor"
      schema={corretorInput}
      initialValues={EMPTY}
      record={record}
      // The schema strips the masks: only digits and numbers are sent.
      onSave={(values, version) => save.mutateAsync({ id, input: corretorInput.parse(values), ...version })}
      redirectTo="/Corretor"
    >
      {(form) => (
        <>
          <TextInput label="Nome" required maxLength={REGISTRATION_LIMITS.name} {...form.getInputProps('name')} />
          <TextInput label="E-mail" type="email" required maxLength={REGISTRATION_LIMITS.email} {...form.getInputProps('email')} />
          <CpfInput label="CPF" required {...form.getInputProps('cpf')} />
          <PhoneInput label="Telefone" required {...form.getInputProps('telefone')} />
          <Select label="Papel" placeholder="Escolha o papel" required data={ROLE_OPTIONS} {...form.getInputProps('papel')} />
          <Select label="Grupo Susep" placeholder="Escolha o grupo" required data={GROUP_OPTIONS} {...form.getInputProps('grupo')} />
          <TextInput label="Susep" required maxLength={REGISTRATION_LIMITS.susep} {...form.getInputProps('susep')} />
        </>
      )}
    </FormPage>
  );
}
