import { Divider } from '@mantine/core';
import { useAssetCounts } from './api/use-asset-counts.ts';
import { REPORT_DOWNLOADS, reportScreen } from './api/report-downloads.ts';
import { BlockActions, DashboardCard, DownloadButton, QueryContent, ReportLink, Stat, StatRow } from './dashboard-card.tsx';

const downloads = reportScreen('download-conteudos');

/** Digital content (Media): all and active, the downloads report screen and file. */
export function DigitalContentBlock() {
  const query = useAssetCounts();
  return (
    <DashboardCard title="Conteúdos digitais">
      <QueryContent query={query}>
        {(c) => (
          <StatRow>
            <Stat label="Total" value={c.total} />
            <Stat label="Ativos" value={c.active} />
          </StatRow>
        )}
      </QueryContent>
      <Divider />
      <BlockActions>
        <ReportLink to={downloads.to}>{downloads.title}</ReportLink>
        <DownloadButton url={REPORT_DOWNLOADS.contentDownloads} label="Downloads por conteúdo" />
      </BlockActions>
    </DashboardCard>
  );
}
