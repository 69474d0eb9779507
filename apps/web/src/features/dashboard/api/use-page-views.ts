import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { pageViewChartDays, saoPauloDay, type ChartDay } from '../page-view-days.ts';

export interface PageViews {
  today: number;
  total: number;
  /** The previous days, oldest first, each with its count. */
  days: Array<ChartDay & { views: number }>;
}

/** One request: today, the total and each chart day as an alias of countPages. */
function document(days: ChartDay[]): string {
  const variables = days.map((_, i) => `$d${i}: String!`).join(', ');
  const fields = days.map((_, i) => `d${i}: countPages(day: $d${i})`).join('\n  ');
  return `query ($today: String!, ${variables}) {
  today: countPages(day: $today)
  total: countPages
  ${fields}
}`;
}

/** The page-view block and its chart of the previous days (admin-backoffice §9). */
export function usePageViews(now = new Date()) {
  const today = saoPauloDay(now);
  const days = pageViewChartDays(now);
  return useQuery({
    queryKey: ['dashboard', 'pageViews', today],
    queryFn: async (): Promise<PageViews> => {
      const variables = Object.fromEntries([['today', today], ...days.map((d, i) => [`d${i}`, d.day])]);
      const data = await gql<Record<string, number>>('analytics', document(days), variables);
      return { today: data.today, total: data.total, days: days.map((d, i) => ({ ...d, views: data[`d${i}`] })) };
    },
  });
}
