import { formatCpf, formatPhone } from '@backoffice/domain/documents';
import { bulkTarget } from '../../platform/bulk/bulk-target.ts';
import { recordDates } from '../../platform/bulk/export-cells.ts';
import { parceiroIds, parceirosByIds } from './parceiro-store.ts';

type ParceiroView = Awaited<ReturnType<typeof parceirosByIds>>[number];

/** The partner's status as the edit screen names it; empty where the branch has none (only 298188 does). */
const status = (approved: boolean | null) => (approved === null ? null : approved ? 'Aprovado' : 'Reprovado');

/** SSO Parceiros: export only, since a registration has no active flag and no deletion to act on. */
export const parceiroBulk = bulkTarget<ParceiroView>({
  kind: 'parceiro',
  ids: parceiroIds,
  rows: parceirosByIds,
  columns: [
    { header: 'ID', value: (p) => p.id },
    { header: 'Nome', width: 40, value: (p) => p.name },
    { header: 'E-mail', width: 40, value: (p) => p.email },
    { header: 'CPF', value: (p) => formatCpf(p.cpf) },
    { header: 'Ramo de atuação', width: 30, value: (p) => p.branch?.value },
    { header: 'Empresa', width: 30, value: (p) => p.company },
    { header: 'Cargo', value: (p) => p.role },
    { header: 'Telefone', value: (p) => formatPhone(p.phone) },
    { header: 'Status', value: (p) => status(p.aprovado) },
    { header: 'CNPJ/CPF da imobiliária', value: (p) => p.cnpj_cpf_imobiliaria },
    { header: 'Código da imobiliária', value: (p) => p.cod_imobiliaria },
    ...recordDates(),
  ],
  acts: {},
});
