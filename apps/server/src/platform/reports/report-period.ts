import type { ReportPeriod } from '@backoffice/domain/reports';
import { saoPauloMonth } from '@backoffice/domain/reports';

/** [from, to): the instants a report period covers, on the calendar of São Paulo. */
export interface ReportRange {
  from: Date;
  to: Date;
}

const hourMinute = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', day: '2-digit', hourCycle: 'h23' });

/** Midnight of the first day of a month in São Paulo, as a UTC instant (DST until 2019 included). */
export function saoPauloMonthStart(year: number, month: number): Date {
  const normalized = new Date(Date.UTC(year, month - 1, 1));
  // São Paulo has been UTC-3 or UTC-2: try both and keep the one that reads 00:00 on day 1 there.
  for (const offset of [3, 2]) {
    const candidate = new Date(Date.UTC(normalized.getUTCFullYear(), normalized.getUTCMonth(), 1, offset));
    const parts = Object.fromEntries(hourMinute.formatToParts(candidate).map((p) => [p.type, p.value]));
    if (parts.hour === '00' && parts.minute === '00' && parts.day === '01') return candidate;
  }
  return new Date(Date.UTC(normalized.getUTCFullYear(), normalized.getUTCMonth(), 1, 3));
}

export function periodRange(period: ReportPeriod, now: Date): ReportRange {
  if (period.period === 'year') return { from: saoPauloMonthStart(period.year, 1), to: saoPauloMonthStart(period.year + 1, 1) };
  const { year, month } = period.period === 'month' ? period : saoPauloMonth(now);
  const from = saoPauloMonthStart(year, month);
  return { from, to: period.period === 'current' ? now : saoPauloMonthStart(year, month + 1) };
}

/** The year and month a stored report row carries for a period. */
export function periodKey(period: ReportPeriod, now: Date): { year: number; month: number | null } {
  if (period.period === 'year') return { year: period.year, month: null };
  if (period.period === 'month') return { year: period.year, month: period.month };
  return saoPauloMonth(now);
}

/** The part of a report's file name that says which period it covers. */
export function periodLabel(period: ReportPeriod, now: Date): string {
  const { year, month } = periodKey(period, now);
  if (month === null) return String(year);
  const ym = `${year}-${String(month).padStart(2, '0')}`;
  return period.period === 'current' ? `${ym}-parcial` : ym;
}
