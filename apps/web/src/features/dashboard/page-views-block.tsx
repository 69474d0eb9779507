import { Box, Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { PAGE_VIEW_CHART_DAYS } from '@backoffice/domain/dashboard';
import { Loading } from '../../components/states.tsx';
import { usePageViews } from './api/use-page-views.ts';
import { DashboardCard, QueryContent, Stat, StatRow } from './dashboard-card.tsx';

export const PAGE_VIEW_CHART_LABEL = `Visualizações nos últimos ${PAGE_VIEW_CHART_DAYS} dias`;

const loadChart = () => import('./page-views-chart.tsx');
const PageViewsChart = lazy(loadChart);

/** Page views today and in total, and the chart of the previous 10 days (super administrators). */
export function PageViewsBlock() {
  const query = usePageViews();
  // The chart's code downloads while the figures are asked for, not after they arrive.
  useEffect(() => {
    void loadChart();
  }, []);
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
              <Suspense fallback={<Loading />}>
                <PageViewsChart days={v.days} />
              </Suspense>
            </Box>
          </>
        )}
      </QueryContent>
    </DashboardCard>
  );
}
