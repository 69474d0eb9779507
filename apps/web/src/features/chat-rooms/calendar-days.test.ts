import { describe, expect, it } from 'vitest';
import { businessDay, businessTime, businessToday, monthOf, roomsByDay } from './calendar-days.ts';

describe('the calendar on São Paulo days', () => {
  it('puts a late-evening room on the day it starts in São Paulo, not on the UTC day', () => {
    // 22:30 in São Paulo (UTC-3) is 01:30 UTC the next day.
    const lateEvening = { id: 1, datetime_start: '2026-03-11T01:30:00.000Z' };
    const morning = { id: 2, datetime_start: '2026-03-10T12:00:00.000Z' };
    const nextDay = { id: 3, datetime_start: '2026-03-11T03:00:00.000Z' };
    const days = roomsByDay([lateEvening, nextDay, morning]);
    expect(days.get('2026-03-10')?.map((r) => r.id)).toEqual([2, 1]);
    expect(days.get('2026-03-11')?.map((r) => r.id)).toEqual([3]);
    expect(businessTime(lateEvening.datetime_start)).toBe('22:30');
  });

  it('names the month and today of São Paulo', () => {
    expect(businessDay('2026-04-01T02:00:00.000Z')).toBe('2026-03-31');
    expect(monthOf('2026-03-31')).toBe('2026-03-01');
    expect(businessToday(new Date('2026-01-01T01:00:00.000Z'))).toBe('2025-12-31');
  });
});
