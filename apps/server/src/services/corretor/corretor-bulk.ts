import { formatCpf, formatPhone } from '@backoffice/domain/documents';
import { CORRETOR_ROLES, SUSEP_GROUPS } from '@backoffice/domain/schemas/registration';
import { bulkTarget } from '../../platform/bulk/bulk-target.ts';
import { recordDates } from '../../platform/bulk/export-cells.ts';
import { corretorIds, corretoresByIds } from './corretor-store.ts';

type CorretorView = Awaited<ReturnType<typeof corretoresByIds>>[number];

/** The label of a code (papel, grupo), as the edit screen's select shows it; the code itself when unknown. */
const labelOf = (choices: readonly { value: number; label: string }[], code: number | null) =>
  code === null ? null : (choices.find((c) => c.value === code)?.label ?? code);

/** SSO Corretores: export only, since a registration has no active flag and no deletion to act on. */
export const corretorBulk = bulkTarget<CorretorView>({
  kind: 'corretor',
  ids: corretorIds,
  rows: corretoresByIds,
  columns: [
    { header: 'ID', value: (c) => c.id },
    { header: 'Nome', width: 40, value: (c) => c.name },
    { header: 'E-mail', width: 40, value: (c) => c.email },
    { header: 'CPF', value: (c) => formatCpf(c.cpf) },
    { header: 'Susep', value: (c) => c.susep },
    { header: 'Telefone', value: (c) => formatPhone(c.telefone) },
    { header: 'Papel', value: (c) => labelOf(CORRETOR_ROLES, c.papel) },
    { header: 'Grupo Susep', value: (c) => labelOf(SUSEP_GROUPS, c.grupo) },
    ...recordDates(),
  ],
  acts: {},
});
