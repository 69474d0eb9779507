import { Divider, SimpleGrid, Text } from '@mantine/core';
import { useCourseCounts } from './api/use-course-counts.ts';
import { REPORT_DOWNLOADS, reportScreen } from './api/report-downloads.ts';
import { BlockActions, DashboardCard, DownloadButton, QueryContent, ReportLink, Stat, StatRow } from './dashboard-card.tsx';

const classes = reportScreen('turmas-presenciais');

/** Courses: online and presential, all and active; the course report for super administrators. */
export function CoursesBlock({ courseReport }: { courseReport: boolean }) {
  const query = useCourseCounts();
  return (
    <DashboardCard title="Cursos">
      <QueryContent query={query}>
        {(c) => (
          <SimpleGrid cols={2} spacing="md">
            <div>
              <Text fw={600} size="sm" mb={4}>
                On-line
              </Text>
              <StatRow>
                <Stat label="Total" value={c.online} />
                <Stat label="Ativos" value={c.onlineActive} />
              </StatRow>
            </div>
            <div>
              <Text fw={600} size="sm" mb={4}>
                Presenciais
              </Text>
              <StatRow>
                <Stat label="Total" value={c.presential} />
                <Stat label="Ativos" value={c.presentialActive} />
              </StatRow>
            </div>
          </SimpleGrid>
        )}
      </QueryContent>
      <Divider />
      <BlockActions>
        <ReportLink to={classes.to}>{classes.title}</ReportLink>
        {courseReport && <DownloadButton url={REPORT_DOWNLOADS.courseSummary} label="Relatório de cursos" />}
      </BlockActions>
    </DashboardCard>
  );
}
