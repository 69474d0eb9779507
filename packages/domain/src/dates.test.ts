import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, formatDate, formatDateTime } from './dates.ts';

/** What Intl says, asked another way: the reference the fast path must agree with. */
const reference = (date: Date) => date.toLocaleString('pt-BR', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).replace(', ', ' ');

describe('dates', () => {
  it('shows São Paulo time as dd/mm/yyyy HH:mm', () => {
    expect(formatDateTime('2026-01-05T02:07:00Z')).toBe('04/01/2026 23:07');
    expect(formatDate('2026-01-05T02:07:00Z')).toBe('04/01/2026');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('não é data')).toBe('');
  });

  it('agrees with Intl minute by minute across the daylight-saving changes of 2018 and 2019', () => {
    // 04/11/2018 00:00 became 01:00 (03:00 UTC); 17/02/2019 00:00 became 16/02 23:00 (02:00 UTC).
    for (const around of ['2018-11-04T03:00:00Z', '2019-02-17T02:00:00Z']) {
      const center = Date.parse(around);
      for (let minutes = -180; minutes <= 180; minutes += 7) {
        const date = new Date(center + minutes * 60_000);
        expect(formatDateTime(date), date.toISOString()).toBe(reference(date));
      }
    }
    expect(formatDateTime('2018-11-04T02:59:00Z')).toBe('03/11/2018 23:59');
    expect(formatDateTime('2018-11-04T03:00:00Z')).toBe('04/11/2018 01:00');
  });
});
