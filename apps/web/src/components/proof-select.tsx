import { Select, type SelectProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PROOF_TYPE } from '@backoffice/domain/schemas/course';
import { useProofOptions } from '../lib/pickers/proof-options.ts';

/**
 * A select of the proofs of one type (1 course proof, 2 reaction evaluation, 3 quiz), as the
 * course, trail and room forms pick their assessments. The form's input props go in `field`.
 */
export function ProofSelect({ type, field, ...props }: { type: number; field: Partial<SelectProps>; label: string; placeholder: string; required?: boolean }) {
  const options = useProofOptions(type);
  return <Select {...field} {...props} data={options.data ?? []} searchable clearable={!props.required} />;
}

/** The reaction evaluation and the proof a course or a trail requires, as their forms pick them. */
export function CourseEvaluationSelects<V extends { reactionevaluation_id: unknown; proof_id: unknown }>({ form }: { form: UseFormReturnType<V> }) {
  return (
    <>
      <ProofSelect
        type={PROOF_TYPE.reaction}
        field={form.getInputProps('reactionevaluation_id')}
        label="Avaliação de reação"
        required
        placeholder="Escolha uma avaliação de reação"
      />
      <ProofSelect type={PROOF_TYPE.proof} field={form.getInputProps('proof_id')} label="Prova" required placeholder="Escolha uma prova" />
    </>
  );
}
