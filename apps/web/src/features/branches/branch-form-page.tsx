import { TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { BRANCH_LIMITS, BRANCH_MESSAGES, branchInput, type BranchInput } from '@backoffice/domain/schemas/branch';
import { FormPage } from '../../components/form-page.tsx';
import { formRecord } from '../../lib/form-record.ts';
import { notifyError } from '../../lib/notify.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useBranch } from './api/use-branch.ts';
import { useSaveBranch } from './api/use-save-branch.ts';

/** /Branch-new and /Branch-edit/{id}: a single name field. */
export default function BranchFormPage() {
  const id = useIdParam();
  const branch = useBranch(id);
  const save = useSaveBranch();
  const failed = Boolean(id) && (branch.isError || branch.data === null);
  useEffect(() => {
    if (failed) notifyError(new Error(BRANCH_MESSAGES.loadFailed));
  }, [failed]);
  // One object per loaded record: a new one would reset what the user typed (FormPage reloads it).
  const loaded = useMemo(() => (branch.data ? { value: branch.data.value } : branch.data), [branch.data]);
  return (
    <FormPage<BranchInput>
      title={id ? 'Editar ramo de atuação' : 'Novo ramo de atuação'}
      back="/Branch"
      schema={branchInput}
      initialValues={{ value: '' }}
      record={id ? formRecord(branch, loaded) : undefined}
      onSave={(input, version) => save.mutateAsync({ id, input: branchInput.parse(input), ...version })}
      redirectTo="/Branch"
    >
      {(form) => <TextInput label="Nome" required maxLength={BRANCH_LIMITS.value} {...form.getInputProps('value')} />}
    </FormPage>
  );
}
