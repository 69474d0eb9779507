import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { analyticsGraphql } from '../../../generated/analytics/gql.ts';
import type { PageViewsQuery, PageViewsQueryVariables } from '../../../generated/analytics/graphql.ts';
import { pageViewChartDays, saoPauloDay, type ChartDay } from '../page-view-days.ts';

export interface PageViews {
  today: number;
  total: number;
  /** The previous days, oldest first, each with its count. */
  days: Array<ChartDay & { views: number }>;
}

/** One request: today, the total and each chart day (PAGE_VIEW_CHART_DAYS of them) as an alias of countPages. */
const DOCUMENT =
  analyticsGraphql(`query PageViews($today: String!, $d0: String!, $d1: String!, $d2: String!, $d3: String!, $d4: String!, $d5: String!, $d6: String!, $d7: String!, $d8: String!, $d9: String!) {
  today: countPages(day: $today)
  total: countPages
  d0: countPages(day: $d0)
  d1: countPages(day: $d1)
  d2: countPages(day: $d2)
  d3: countPages(day: $d3)
  d4: countPages(day: $d4)
  d5: countPages(day: $d5)
  d6: countPages(day: $d6)
  d7: countPages(day: $d7)
  d8: countPages(day: $d8)
  d9: countPages(day: $d9)
}`);

type DayAlias = Exclude<keyof PageViewsQuery, 'today' | 'total'>;
const dayAlias = (i: number) => `d${i}` as DayAlias;

/** The page-view block and its chart of the previous days (the business constants and limits of the spec). */
export function usePageViews(now = new Date()) {
  const today = saoPauloDay(now);
  const days = pageViewChartDays(now);
  return useQuery({
    queryKey: ['dashboard', 'pageViews', today],
    queryFn: async (): Promise<PageViews> => {
      const variables = { today, ...Object.fromEntries(days.map((d, i) => [dayAlias(i), d.day])) } as PageViewsQueryVariables;
      const data = await gql('analytics', DOCUMENT, variables);
      return { today: data.today, total: data.total, days: days.map((d, i) => ({ ...d, views: data[dayAlias(i)] })) };
    },
  });
}
