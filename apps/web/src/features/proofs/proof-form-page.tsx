import { Checkbox, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { newProofValues, PROOF_LIMITS, proofInput } from '@backoffice/domain/schemas/proof';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { PublishingDateFields } from '../../components/publishing-date-fields.tsx';
import type { RecordVersion } from '../../lib/form-record.ts';
import { formValues, saveVariables, type FormValues } from '../../lib/form-values.ts';
import { useProof } from './api/use-proof.ts';
import { useSaveProof } from './api/use-save-proof.ts';
import { counterValue } from './counter-value.ts';
import { proofPaths } from './proof-paths.ts';
import { WithProofRoute, type ProofRoute } from './proof-route.tsx';

type ProofFormValues = FormValues<typeof proofInput>;

/** /Proof-new/{type_id} and /Proof-edit/{type_id}/{id}. */
export default function ProofFormPage() {
  return <WithProofRoute>{(route) => <ProofForm key={`${route.typeId}-${route.id ?? 'new'}`} {...route} />}</WithProofRoute>;
}

/** Minimum and attempts: whole numbers of at most 3 digits, a negative one taken as 0 as it is typed. */
function CounterInput({ form, field, label }: { form: UseFormReturnType<ProofFormValues>; field: 'minimum' | 'attempts'; label: string }) {
  const props = form.getInputProps(field);
  return (
    <TextInput
      label={label}
      required
      inputMode="numeric"
      {...props}
      value={String(props.value ?? '')}
      onChange={(e) => form.setFieldValue(field, counterValue(e.currentTarget.value))}
    />
  );
}

function ProofForm({ typeId, typeLabel, id }: ProofRoute) {
  const proof = useProof(id);
  const save = useSaveProof();
  const record = useEditRecord(id, proof, proofInput);
  // State rule: proofs start published now. Kept once, so a re-render does not move the default.
  const [initialValues] = useState(() => formValues(proofInput, null, newProofValues(typeId)));
  // State rule: the proof form stays after a save; a new proof's later saves update the one just created.
  const [created, setCreated] = useState<{ id: number; updated_at: string }>();

  const onSave = async (values: ProofFormValues, version: RecordVersion) => {
    const input = saveVariables(proofInput, { ...values, prooftype_id: typeId });
    const saved = await save.mutateAsync({ id: id ?? created?.id ?? null, updated_at: version.updated_at ?? created?.updated_at, input });
    if (!id) setCreated({ id: saved.id, updated_at: saved.updated_at });
  };

  return (
    <FormPage
      history={{ type: 'proof', id: id ?? created?.id }}
      title={`${id || created ? 'Editar Avaliação' : 'Nova Avaliação'} — ${typeLabel}`}
      back={proofPaths.list(typeId)}
      schema={proofInput}
      initialValues={initialValues}
      record={record}
      onSave={onSave}
    >
      {(form) => (
        <>
          <TextInput label="Título" required maxLength={PROOF_LIMITS.title} {...form.getInputProps('title')} />
          <Checkbox label="Ativo" {...form.getInputProps('active', { type: 'checkbox' })} />
          <CounterInput form={form} field="minimum" label="Mínimo de acertos" />
          <CounterInput form={form} field="attempts" label="Tentativas" />
          <PublishingDateFields form={form} publishRequired />
        </>
      )}
    </FormPage>
  );
}
