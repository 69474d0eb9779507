import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { PageViews } from './api/use-page-views.ts';

/** The bar chart of the page views per day; a chunk of its own (the chart library is large). */
export default function PageViewsChart({ days }: { days: PageViews['days'] }) {
  return (
    <BarChart h={220} data={days} dataKey="label" series={[{ name: 'views', label: 'Visualizações', color: 'blue.6' }]} tickLine="y" gridAxis="y" withTooltip />
  );
}
