import type { ReportPeriod } from '@backoffice/domain/reports';
import { saoPauloMidnight } from '@backoffice/domain/fortnight';
import { saoPauloMonth } from '@backoffice/domain/reports';

/** [from, to): the instants a report period covers, on the calendar of São Paulo. */
export interface ReportRange {
  from: Date;
  to: Date;
}

/** Midnight of the first day of a month in São Paulo, as a UTC instant (month 13 is next January). */
export const saoPauloMonthStart = (year: number, month: number): Date => saoPauloMidnight(year, month, 1);

/** A report without a period covers everything up to its generation. */
export function periodRange(period: ReportPeriod, now: Date): ReportRange {
  if (period.period === 'none') return { from: new Date(0), to: now };
  if (period.period === 'year') return { from: saoPauloMonthStart(period.year, 1), to: saoPauloMonthStart(period.year + 1, 1) };
  const { year, month } = period.period === 'month' ? period : saoPauloMonth(now);
  const from = saoPauloMonthStart(year, month);
  return { from, to: period.period === 'current' ? now : saoPauloMonthStart(year, month + 1) };
}

/** The year and month a stored report row carries for a period (year 0 when it has none). */
export function periodKey(period: ReportPeriod, now: Date): { year: number; month: number | null } {
  if (period.period === 'none') return { year: 0, month: null };
  if (period.period === 'year') return { year: period.year, month: null };
  if (period.period === 'month') return { year: period.year, month: period.month };
  return saoPauloMonth(now);
}

/** The period a stored report row covers (its period, year and month read back). */
export function periodOf(row: { period: string; year: number; month: number | null }): ReportPeriod {
  if (row.period === 'year') return { period: 'year', year: row.year };
  if (row.period === 'month') return { period: 'month', year: row.year, month: row.month! };
  return row.period === 'none' ? { period: 'none' } : { period: 'current' };
}

/** The part of a report's file name that says which period it covers ('' when it has none). */
export function periodLabel(period: ReportPeriod, now: Date): string {
  if (period.period === 'none') return '';
  const { year, month } = periodKey(period, now);
  if (month === null) return String(year);
  const ym = `${year}-${String(month).padStart(2, '0')}`;
  return period.period === 'current' ? `${ym}-parcial` : ym;
}
