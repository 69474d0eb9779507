import { describe, expect, it } from 'vitest';
import { fortnightOf, saoPauloMidnight } from './fortnight.ts';

describe('fortnightOf', () => {
  it.each([
    // instant (UTC), label, start (UTC), end (UTC, exclusive)
    ['2026-11-01T03:00:00Z', '1ª quinzena de novembro/2026 (01/11/2026 a 15/11/2026)', '2026-11-01T03:00:00Z', '2026-11-16T03:00:00Z'],
    ['2026-11-15T23:59:00Z', '1ª quinzena de novembro/2026 (01/11/2026 a 15/11/2026)', '2026-11-01T03:00:00Z', '2026-11-16T03:00:00Z'],
    // 16 Nov 02:59 UTC is still 15 Nov 23:59 in São Paulo.
    ['2026-11-16T02:59:00Z', '1ª quinzena de novembro/2026 (01/11/2026 a 15/11/2026)', '2026-11-01T03:00:00Z', '2026-11-16T03:00:00Z'],
    ['2026-11-16T03:00:00Z', '2ª quinzena de novembro/2026 (16/11/2026 a 30/11/2026)', '2026-11-16T03:00:00Z', '2026-12-01T03:00:00Z'],
    ['2026-11-22T15:00:00Z', '2ª quinzena de novembro/2026 (16/11/2026 a 30/11/2026)', '2026-11-16T03:00:00Z', '2026-12-01T03:00:00Z'],
    // Last day of a 31-day month, and 1 Dec 01:00 UTC still in November there.
    ['2026-12-31T12:00:00Z', '2ª quinzena de dezembro/2026 (16/12/2026 a 31/12/2026)', '2026-12-16T03:00:00Z', '2027-01-01T03:00:00Z'],
    ['2026-12-01T01:00:00Z', '2ª quinzena de novembro/2026 (16/11/2026 a 30/11/2026)', '2026-11-16T03:00:00Z', '2026-12-01T03:00:00Z'],
    // Turn of the year: 1 Jan 02:00 UTC is New Year's Eve in São Paulo.
    ['2027-01-01T02:00:00Z', '2ª quinzena de dezembro/2026 (16/12/2026 a 31/12/2026)', '2026-12-16T03:00:00Z', '2027-01-01T03:00:00Z'],
    ['2027-01-01T03:00:00Z', '1ª quinzena de janeiro/2027 (01/01/2027 a 15/01/2027)', '2027-01-01T03:00:00Z', '2027-01-16T03:00:00Z'],
    // February, common and leap years.
    ['2026-02-20T12:00:00Z', '2ª quinzena de fevereiro/2026 (16/02/2026 a 28/02/2026)', '2026-02-16T03:00:00Z', '2026-03-01T03:00:00Z'],
    ['2028-02-29T12:00:00Z', '2ª quinzena de fevereiro/2028 (16/02/2028 a 29/02/2028)', '2028-02-16T03:00:00Z', '2028-03-01T03:00:00Z'],
    ['2026-03-10T12:00:00Z', '1ª quinzena de março/2026 (01/03/2026 a 15/03/2026)', '2026-03-01T03:00:00Z', '2026-03-16T03:00:00Z'],
    // Summer time (UTC-2) until 2019: the day started at 02:00 UTC.
    ['2018-12-20T12:00:00Z', '2ª quinzena de dezembro/2018 (16/12/2018 a 31/12/2018)', '2018-12-16T02:00:00Z', '2019-01-01T02:00:00Z'],
  ])('%s → %s', (instant, label, start, end) => {
    const f = fortnightOf(new Date(instant));
    expect(f.label).toBe(label);
    expect(f.start.toISOString()).toBe(new Date(start).toISOString());
    expect(f.end.toISOString()).toBe(new Date(end).toISOString());
  });

  it('gives the numbers and an ASCII slug for file names', () => {
    expect(fortnightOf(new Date('2026-03-02T12:00:00Z'))).toMatchObject({
      half: 1,
      year: 2026,
      month: 3,
      firstDay: 1,
      lastDay: 15,
      slug: '1a-quinzena-marco-2026',
    });
    expect(fortnightOf(new Date('2026-04-30T12:00:00Z'))).toMatchObject({ half: 2, month: 4, firstDay: 16, lastDay: 30, slug: '2a-quinzena-abril-2026' });
  });
});

describe('saoPauloMidnight', () => {
  it('finds the first instant of a São Paulo day, also when summer time skipped midnight', () => {
    expect(saoPauloMidnight(2026, 11, 22).toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(saoPauloMidnight(2026, 12, 32).toISOString()).toBe('2027-01-01T03:00:00.000Z');
    // 4 Nov 2018: clocks went from 00:00 straight to 01:00 (UTC-2).
    expect(saoPauloMidnight(2018, 11, 4).toISOString()).toBe('2018-11-04T03:00:00.000Z');
    // 17 Feb 2019: summer time ended at midnight; the day started at 00:00 UTC-3.
    expect(saoPauloMidnight(2019, 2, 17).toISOString()).toBe('2019-02-17T03:00:00.000Z');
  });
});
