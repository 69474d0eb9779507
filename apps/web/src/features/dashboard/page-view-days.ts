import { PAGE_VIEW_CHART_DAYS } from '@backoffice/domain/dashboard';

export interface ChartDay {
  /** YYYY-MM-DD, as countPages takes it. */
  day: string;
  /** dd/mm, the chart's label. */
  label: string;
}

const calendar = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date on the São Paulo calendar, YYYY-MM-DD. */
export function saoPauloDay(now: Date): string {
  return calendar.format(now);
}

/** The chart's days: yesterday and the days before it (São Paulo calendar), oldest first. */
export function pageViewChartDays(now: Date, count = PAGE_VIEW_CHART_DAYS): ChartDay[] {
  const [year, month, day] = saoPauloDay(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1, day - count + i));
    const iso = date.toISOString().slice(0, 10);
    return { day: iso, label: `${iso.slice(8, 10)}/${iso.slice(5, 7)}` };
  });
}
