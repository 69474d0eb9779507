import { useEditRecord } from '../../components/form-page.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useBranchOptions } from '../../lib/pickers/branch-options.ts';
import { useParceiro } from './api/use-parceiro.ts';
import { useSaveParceiro } from './api/use-save-parceiro.ts';
import { verifyRealEstate } from './api/verify-real-estate.ts';
import { ParceiroForm, parceiroValues } from './parceiro-form.tsx';

export default function ParceiroEditPage() {
  const id = useIdParam();
  const parceiro = useParceiro(id);
  const branches = useBranchOptions();
  const save = useSaveParceiro();
  const record = useEditRecord(id, parceiro, parceiroValues, { required: true });
  const current = parceiro.data?.branch;
  const options = [...(branches.data ?? [])];
  // The partner's own branch is offered even before (or without) the list.
  if (current && !options.some((o) => o.value === String(current.id))) options.unshift({ value: String(current.id), label: current.value });
  return (
    <ParceiroForm
      id={id}
      record={record}
      branches={options}
      verify={verifyRealEstate}
      onSave={(input, version) => save.mutateAsync({ id, input, ...version })}
    />
  );
}
