import type { FastifyInstance } from 'fastify';
import { assertDashboardBlock } from '../../../platform/access/dashboard-access.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { keysetBatches } from '../../../platform/db/keyset-batches.ts';
import { sendReport } from '../../../platform/reports/send-report.ts';
import { commitmentTermPage, type CommitmentTermRow, type MemberKind } from './commitment-term-store.ts';

export const MEMBER_KIND_LABEL: Record<MemberKind, string> = { corretor: 'Corretor', parceiro: 'Parceiro', colaborador: 'Colaborador' };
export const COMMITMENT_TERM_REPORT_FILENAME = 'relatorio-termo-compromisso.xlsx';

/** GET /api/v1/account/relatorio_termo_compromisso: every acceptance of the term, as XLSX. */
export function registerCommitmentTermRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/v1/account/relatorio_termo_compromisso', { config: { access: 'Dashboard' } }, async (request, reply) => {
    assertDashboardBlock(request.user, 'commitmentTerms');
    return sendReport<CommitmentTermRow>(reply, {
      format: 'xlsx',
      filename: COMMITMENT_TERM_REPORT_FILENAME,
      sheet: 'Termo de compromisso',
      columns: [
        { header: 'Nome', width: 40, value: (r) => r.name },
        { header: 'E-mail', width: 40, value: (r) => r.mail },
        { header: 'CPF/Matrícula', width: 18, value: (r) => r.uid },
        { header: 'Tipo', width: 14, value: (r) => MEMBER_KIND_LABEL[r.kind] },
        { header: 'Data de aceite', width: 18, value: (r) => r.accepted_at },
      ],
      rows: keysetBatches((afterId, size) => commitmentTermPage(db, afterId, size)),
    });
  });
}
