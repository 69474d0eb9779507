import { Text } from '@mantine/core';
import { REPORT_DOWNLOADS, reportScreen } from './api/report-downloads.ts';
import { BlockActions, DashboardCard, DownloadButton, ReportLink } from './dashboard-card.tsx';

const programInProgress = reportScreen('program-in-progress');

/** Program reports: the monthly in-progress report screen and the downloads of the learning side. */
export function ProgramReportsBlock() {
  return (
    <DashboardCard title="Relatórios do programa">
      <Text size="sm" c="dimmed">
        Progresso nos cursos on-line e situação das turmas presenciais.
      </Text>
      <ReportLink to={programInProgress.to}>{programInProgress.title}</ReportLink>
      <BlockActions>
        <DownloadButton url={REPORT_DOWNLOADS.courseProgress} label="Progressão nos cursos" />
        <DownloadButton url={REPORT_DOWNLOADS.classes} label="Relatório de turmas" />
        <DownloadButton url={REPORT_DOWNLOADS.unassignedClasses} label="Turmas desalocadas" />
      </BlockActions>
    </DashboardCard>
  );
}
