import { Alert, Select, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { BRANCH_ID } from '@backoffice/domain/constants';
import { formatCpf, formatPhone, MIN_DOCUMENT_DIGITS, onlyDigits } from '@backoffice/domain/documents';
import { PARCEIRO_MESSAGES, parceiroInput, type ParceiroInput, REGISTRATION_LIMITS } from '@backoffice/domain/schemas/registration';
import { FormPage } from '../../components/form-page.tsx';
import { CpfInput, PhoneInput } from '../../components/masked-input.tsx';
import type { RecordVersion } from '../../lib/form-record.ts';
import { formValues, saveVariables, type FormValues } from '../../lib/form-values.ts';
import type { Parceiro } from './api/use-parceiro.ts';
import type { RealEstateMatch } from './api/verify-real-estate.ts';

/** 'Salvo com sucesso!' stays 5 s on this screen (the states and transitions of the spec). */
export const PARCEIRO_SAVED_MESSAGE_MS = 5000;

/** What the form holds: masked texts, the branch id as the select's string, the status. */
export type ParceiroFormValues = FormValues<typeof parceiroInput>;

/** A partner as the form holds it (none: a blank form), with the masks shown. */
export const parceiroValues = (p: Parceiro | null): ParceiroFormValues =>
  formValues(parceiroInput, p, { cpf: formatCpf(p?.cpf ?? ''), phone: formatPhone(p?.phone) });

const STATUS_OPTIONS = [
  { value: 'true', label: 'Aprovado' },
  { value: 'false', label: 'Reprovado' },
  { value: 'null', label: 'Não definido' },
];
const statusValue = (v: boolean | null | undefined) => (v === true ? 'true' : v === false ? 'false' : 'null');
const statusFrom = (v: string | null) => (v === 'true' ? true : v === 'false' ? false : null);

interface Outcome {
  ok: boolean;
  color: 'green' | 'red';
  text: string;
}

/** The identifiers worth asking the base about: a full document and/or a numeric code. */
function identifiersOf(values: Pick<ParceiroFormValues, 'cnpj_cpf_imobiliaria' | 'cod_imobiliaria'>): string[] {
  const document = onlyDigits(values.cnpj_cpf_imobiliaria ?? '');
  const code = (values.cod_imobiliaria ?? '').trim();
  return [...(document.length >= MIN_DOCUMENT_DIGITS ? [document] : []), ...(/^\d{1,20}$/.test(code) ? [code] : [])];
}

/** The three outcomes of the validation rules (not found, null result, failure), or the record found. */
async function checkBase(identifiers: string[], verify: (identifier: string) => Promise<RealEstateMatch>): Promise<Outcome> {
  let found: RealEstateMatch = null;
  for (const identifier of identifiers) {
    let match: RealEstateMatch;
    try {
      match = await verify(identifier);
    } catch {
      return { ok: false, color: 'red', text: PARCEIRO_MESSAGES.failure };
    }
    if (!match) return { ok: false, color: 'red', text: PARCEIRO_MESSAGES.nullResult };
    if (!match.exists) return { ok: false, color: 'red', text: PARCEIRO_MESSAGES.notFound };
    found = match;
  }
  return { ok: true, color: 'green', text: `Cadastro encontrado na base Imobiliária: ${found?.name ?? ''}` };
}

/**
 * /Parceiro-edit: Status only for branch 298188; for branch 306849 the real-estate document
 * and code (at least one, orange hint while both are empty), checked against the base on blur
 * and again before saving.
 */
export function ParceiroForm(props: {
  /** The partner's id, for its 'Histórico'. */
  id?: number;
  record: { isPending: boolean; isError: boolean; data?: ParceiroFormValues | null; updated_at?: string };
  branches: { value: string; label: string }[];
  verify: (identifier: string) => Promise<RealEstateMatch>;
  onSave: (input: ParceiroInput, version: RecordVersion) => Promise<unknown>;
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const save = async (values: ParceiroFormValues, version: RecordVersion) => {
    // The schema strips masks and drops the fields the chosen branch does not have.
    const input = saveVariables(parceiroInput, values);
    if (input.branch === BRANCH_ID.REAL_ESTATE) {
      setOutcome(null);
      const result = await checkBase(identifiersOf(values), props.verify);
      setOutcome(result);
      if (!result.ok) throw new Error(result.text);
    }
    return props.onSave(input, version);
  };

  const verifyOnBlur = async (form: UseFormReturnType<ParceiroFormValues>, field: 'cnpj_cpf_imobiliaria' | 'cod_imobiliaria') => {
    form.validateField(field);
    const identifiers = identifiersOf(form.getValues());
    if (identifiers.length) setOutcome(await checkBase(identifiers, props.verify));
  };

  const fields = (form: UseFormReturnType<ParceiroFormValues>) => {
    const branch = Number(form.values.branch);
    const realEstate = branch === BRANCH_ID.REAL_ESTATE;
    const bothEmpty = !(form.values.cnpj_cpf_imobiliaria ?? '').trim() && !(form.values.cod_imobiliaria ?? '').trim();
    const identifierProps = (field: 'cnpj_cpf_imobiliaria' | 'cod_imobiliaria') => {
      const input = form.getInputProps(field);
      return {
        ...input,
        // The orange hint already says it; the field does not repeat it in red.
        error: input.error === PARCEIRO_MESSAGES.oneOfTwo ? undefined : input.error,
        onChange: (event: unknown) => {
          setOutcome(null);
          input.onChange(event);
        },
        onBlur: () => {
          input.onBlur?.();
          void verifyOnBlur(form, field);
        },
      };
    };
    return (
      <>
        <TextInput label="Nome" required maxLength={REGISTRATION_LIMITS.name} {...form.getInputProps('name')} />
        <TextInput label="E-mail" type="email" required maxLength={REGISTRATION_LIMITS.email} {...form.getInputProps('email')} />
        <CpfInput label="CPF" required {...form.getInputProps('cpf')} />
        <PhoneInput label="Telefone" required {...form.getInputProps('phone')} />
        <TextInput label="Empresa" required maxLength={REGISTRATION_LIMITS.company} {...form.getInputProps('company')} />
        <TextInput label="Cargo" required maxLength={REGISTRATION_LIMITS.role} {...form.getInputProps('role')} />
        <Select
          label="Ramo de Atuação"
          placeholder="Escolha o ramo de atuação"
          required
          searchable
          data={props.branches}
          {...form.getInputProps('branch')}
          onChange={(value) => {
            setOutcome(null);
            form.setFieldValue('branch', value ?? '');
          }}
        />
        {branch === BRANCH_ID.STATUS_ENABLED && (
          <Select
            label="Status"
            placeholder="Escolha o status"
            data={STATUS_OPTIONS}
            allowDeselect={false}
            value={statusValue(form.values.aprovado)}
            onChange={(value) => form.setFieldValue('aprovado', statusFrom(value))}
          />
        )}
        {realEstate && (
          <>
            <TextInput
              label="CNPJ/CPF da imobiliária"
              placeholder="Somente números"
              inputMode="numeric"
              maxLength={REGISTRATION_LIMITS.realEstateDocumentTyped}
              {...identifierProps('cnpj_cpf_imobiliaria')}
            />
            <TextInput
              label="Código da imobiliária"
              placeholder="Somente números"
              inputMode="numeric"
              maxLength={REGISTRATION_LIMITS.realEstateCode}
              {...identifierProps('cod_imobiliaria')}
            />
            {bothEmpty && (
              <Text c="orange" size="sm" data-testid="real-estate-hint">
                {PARCEIRO_MESSAGES.oneOfTwo}
              </Text>
            )}
            {outcome && (
              <Alert color={outcome.color} role={outcome.ok ? 'status' : 'alert'} data-testid="real-estate-outcome">
                {/* A light Alert writes its message in black; the validation rules of the spec wants the outcome itself in red (or green). */}
                <Text c={outcome.color} size="sm">
                  {outcome.text}
                </Text>
              </Alert>
            )}
          </>
        )}
      </>
    );
  };

  return (
    <FormPage
      history={{ type: 'parceiro', id: props.id }}
      title="Editar parceiro"
      back="/Parceiro"
      schema={parceiroInput}
      initialValues={parceiroValues(null)}
      record={props.record}
      onSave={save}
      savedMessageMs={PARCEIRO_SAVED_MESSAGE_MS}
    >
      {fields}
    </FormPage>
  );
}
