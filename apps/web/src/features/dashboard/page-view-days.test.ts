import { describe, expect, it } from 'vitest';
import { pageViewChartDays, saoPauloDay } from './page-view-days.ts';

describe('pageViewChartDays', () => {
  it('gives yesterday and the 9 days before it on the São Paulo calendar, oldest first', () => {
    const now = new Date('2026-11-22T15:00:00Z');
    expect(saoPauloDay(now)).toBe('2026-11-22');
    const days = pageViewChartDays(now);
    expect(days.map((d) => d.day)).toEqual([
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(days.map((d) => d.label)).toEqual(['12/11', '13/11', '14/11', '15/11', '16/11', '17/11', '18/11', '19/11', '20/11', '21/11']);
  });

  it.each([
    // 02:00 UTC is still the evening before in São Paulo (UTC-3).
    ['2026-11-22T02:00:00Z', '2026-11-21', '2026-11-11', '2026-11-20'],
    ['2026-11-22T03:00:00Z', '2026-11-22', '2026-11-12', '2026-11-21'],
    ['2026-03-01T12:00:00Z', '2026-03-01', '2026-02-19', '2026-02-28'],
    ['2024-03-02T12:00:00Z', '2024-03-02', '2024-02-21', '2024-03-01'],
    ['2026-01-05T12:00:00Z', '2026-01-05', '2025-12-26', '2026-01-04'],
  ])('at %s: today %s, chart from %s to %s', (now, today, first, last) => {
    const days = pageViewChartDays(new Date(now));
    expect(saoPauloDay(new Date(now))).toBe(today);
    expect(days).toHaveLength(10);
    expect(days[0].day).toBe(first);
    expect(days[9].day).toBe(last);
  });
});
