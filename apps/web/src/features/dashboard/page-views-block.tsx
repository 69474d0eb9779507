import { Box, Text } from '@mantine/core';
import { PAGE_VIEW_CHART_DAYS } from '@backoffice/domain/dashboard';
import { usePageViews } from './api/use-page-views.ts';
import { DashboardCard, QueryContent, Stat, StatRow } from './dashboard-card.tsx';
import { PageViewsChart } from './page-views-chart.tsx';

export const PAGE_VIEW_CHART_LABEL = `Visualizações nos últimos ${PAGE_VIEW_CHART_DAYS} dias`;

/** Page views today and in total, and the chart of the previous 10 days (super administrators). */
export function PageViewsBlock() {
  const query = usePageViews();
  return (
    <DashboardCard title="Visualizações de páginas">
      <QueryContent query={query}>
        {(v) => (
          <>
            <StatRow>
              <Stat label="Hoje" value={v.today} />
              <Stat label="Total" value={v.total} />
            </StatRow>
            <Box role="figure" aria-label={PAGE_VIEW_CHART_LABEL}>
              <Text size="sm" fw={600} mb="xs">
                {PAGE_VIEW_CHART_LABEL}
              </Text>
              <PageViewsChart days={v.days} />
            </Box>
          </>
        )}
      </QueryContent>
    </DashboardCard>
  );
}
