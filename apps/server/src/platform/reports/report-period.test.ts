import { describe, expect, it } from 'vitest';
import { periodKey, periodLabel, periodOf, periodRange, saoPauloMonthStart } from './report-period.ts';

describe('report periods', () => {
  it('starts months at midnight in São Paulo', () => {
    expect(saoPauloMonthStart(2026, 11).toISOString()).toBe('2026-11-01T03:00:00.000Z');
    // Summer time in 2018/2019: UTC-2.
    expect(saoPauloMonthStart(2019, 1).toISOString()).toBe('2019-01-01T02:00:00.000Z');
    expect(saoPauloMonthStart(2026, 13).toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });

  it('covers a month, a year or the month so far', () => {
    const now = new Date('2026-11-22T15:00:00Z');
    expect(periodRange({ period: 'month', year: 2026, month: 2 }, now)).toEqual({
      from: new Date('2026-02-01T03:00:00Z'),
      to: new Date('2026-03-01T03:00:00Z'),
    });
    expect(periodRange({ period: 'year', year: 2025 }, now)).toEqual({ from: new Date('2025-01-01T03:00:00Z'), to: new Date('2026-01-01T03:00:00Z') });
    expect(periodRange({ period: 'current' }, now)).toEqual({ from: new Date('2026-11-01T03:00:00Z'), to: now });
    expect(periodLabel({ period: 'current' }, now)).toBe('2026-11-parcial');
    expect(periodLabel({ period: 'month', year: 2026, month: 2 }, now)).toBe('2026-02');
    expect(periodLabel({ period: 'year', year: 2025 }, now)).toBe('2025');
  });

  it('stores a report without a period as year 0 and covers everything up to its generation', () => {
    const now = new Date('2026-11-22T15:00:00Z');
    expect(periodKey({ period: 'none' }, now)).toEqual({ year: 0, month: null });
    expect(periodRange({ period: 'none' }, now)).toEqual({ from: new Date(0), to: now });
    expect(periodLabel({ period: 'none' }, now)).toBe('');
    expect(periodOf({ period: 'none', year: 0, month: null })).toEqual({ period: 'none' });
    expect(periodOf({ period: 'month', year: 2026, month: 2 })).toEqual({ period: 'month', year: 2026, month: 2 });
  });
});
