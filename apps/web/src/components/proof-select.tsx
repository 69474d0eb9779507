import { Select, type SelectProps } from '@mantine/core';
import { useProofOptions } from '../lib/pickers/proof-options.ts';

/**
 * A select of the proofs of one type (1 course proof, 2 reaction evaluation, 3 quiz), as the
 * course, trail and room forms pick their assessments. The form's input props go in `field`.
 */
export function ProofSelect({ type, field, ...props }: { type: number; field: Partial<SelectProps>; label: string; placeholder: string; required?: boolean }) {
  const options = useProofOptions(type);
  return <Select {...field} {...props} data={options.data ?? []} searchable clearable={!props.required} />;
}
