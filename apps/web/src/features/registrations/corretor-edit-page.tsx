import { Select, TextInput } from '@mantine/core';
import { formatCpf, formatPhone } from '@backoffice/domain/documents';
import { CORRETOR_ROLES, corretorInput, REGISTRATION_LIMITS, SUSEP_GROUPS } from '@backoffice/domain/schemas/registration';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { CpfInput, PhoneInput } from '../../components/masked-input.tsx';
import { formValues } from '../../lib/form-values.ts';
import { SaveCorretorRecordDocument } from '../../generated/corretor/graphql.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useCorretor, type Corretor } from './api/use-corretor.ts';
import { CORRETORES_KEY } from './api/use-corretores.ts';

const ROLE_OPTIONS = CORRETOR_ROLES.map((r) => ({ value: String(r.value), label: r.label }));
const GROUP_OPTIONS = SUSEP_GROUPS.map((g) => ({ value: String(g.value), label: g.label }));

/** The record's fields, with the masks shown. */
const corretorValues = (c: Corretor) => formValues(corretorInput, c, { cpf: formatCpf(c.cpf), telefone: formatPhone(c.telefone) });

export default function CorretorEditPage() {
  const id = useIdParam();
  const corretor = useCorretor(id);
  const record = useEditRecord(id, corretor, corretorValues, { required: true });
  return (
    <FormPage
      history={{ type: 'corretor', id }}
      title="Editar corretor"
      back="/Corretor"
      schema={corretorInput}
      record={record}
      // The schema strips the masks: only digits and numbers are sent.
      save={{ service: 'corretor', document: SaveCorretorRecordDocument, variables: (input) => ({ id, input }), invalidates: CORRETORES_KEY }}
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
