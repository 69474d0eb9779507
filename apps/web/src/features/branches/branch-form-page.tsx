import { TextInput } from '@mantine/core';
import { BRANCH_LIMITS, BRANCH_MESSAGES, branchInput, type BranchInput } from '@backoffice/domain/schemas/branch';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useBranch } from './api/use-branch.ts';
import { useSaveBranch } from './api/use-save-branch.ts';

/** /Branch-new and /Branch-edit/{id}: a single name field. */
export default function BranchFormPage() {
  const id = useIdParam();
  const branch = useBranch(id);
  const save = useSaveBranch();
  const record = useEditRecord(id, branch, (b) => ({ value: b.value }), { loadFailed: BRANCH_MESSAGES.loadFailed });
  return (
    <FormPage<BranchInput>
      title={id ? 'Editar ramo de atuação' : 'Novo ramo de atuação'}
      back="/Branch"
      schema={branchInput}
      initialValues={{ value: '' }}
      record={record}
      onSave={(input, version) => save.mutateAsync({ id, input: branchInput.parse(input), ...version })}
      redirectTo="/Branch"
    >
      {(form) => <TextInput label="Nome" required maxLength={BRANCH_LIMITS.value} {...form.getInputProps('value')} />}
    </FormPage>
  );
}
