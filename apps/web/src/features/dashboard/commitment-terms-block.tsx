import { Divider } from '@mantine/core';
import { REPORT_DOWNLOADS } from './api/report-downloads.ts';
import { useCommitmentTerms } from './api/use-commitment-terms.ts';
import { BlockActions, DashboardCard, DownloadButton, QueryContent, Stat, StatRow } from './dashboard-card.tsx';

/** Commitment terms accepted by parceiros, corretores and colaboradores, and their report. */
export function CommitmentTermsBlock() {
  const query = useCommitmentTerms();
  return (
    <DashboardCard title="Termos de compromisso">
      <QueryContent query={query}>
        {(c) => (
          <StatRow>
            <Stat label="Parceiros" value={c.parceiros} />
            <Stat label="Corretores" value={c.corretores} />
            <Stat label="Colaboradores" value={c.colaboradores} />
          </StatRow>
        )}
      </QueryContent>
      <Divider />
      <BlockActions>
        <DownloadButton url={REPORT_DOWNLOADS.commitmentTerms} label="Relatório de aceites" />
      </BlockActions>
    </DashboardCard>
  );
}
