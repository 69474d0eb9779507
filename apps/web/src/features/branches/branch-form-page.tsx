import { TextInput } from '@mantine/core';
import { BRANCH_LIMITS, BRANCH_MESSAGES, branchInput } from '@backoffice/domain/schemas/branch';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { SaveBranchRecordDocument } from '../../generated/parceiro/graphql.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useBranch } from './api/use-branch.ts';
import { BRANCHES_KEY } from './api/use-branches.ts';

/** /Branch-new and /Branch-edit/{id}: a single name field. */
export default function BranchFormPage() {
  const id = useIdParam();
  const branch = useBranch(id);
  const record = useEditRecord(id, branch, branchInput, { loadFailed: BRANCH_MESSAGES.loadFailed });
  return (
    <FormPage
      history={{ type: 'branch', id }}
      title={id ? 'Editar ramo de atuação' : 'Novo ramo de atuação'}
      back="/Branch"
      schema={branchInput}
      record={record}
      save={{
        service: 'parceiro',
        document: SaveBranchRecordDocument,
        variables: (input) => ({ id, input }),
        invalidates: BRANCHES_KEY,
        failure: BRANCH_MESSAGES.saveFailed,
      }}
      redirectTo="/Branch"
    >
      {(form) => <TextInput label="Nome" required maxLength={BRANCH_LIMITS.value} {...form.getInputProps('value')} />}
    </FormPage>
  );
}
