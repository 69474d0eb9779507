import { describe, expect, it } from 'vitest';
import { isMonthAvailable, isYearAvailable, REPORT_SCREENS, reportYears, saoPauloMonth } from './reports.ts';

const screen = (slug: string) => REPORT_SCREENS.find((s) => s.slug === slug)!;
// 22 Nov 2026, 12:00 in São Paulo.
const now = new Date('2026-11-22T15:00:00Z');

describe('report month buttons', () => {
  it.each([
    // slug, year, month, enabled
    ['program-in-progress', 2019, 8, false],
    ['program-in-progress', 2019, 1, false],
    ['program-in-progress', 2019, 9, true],
    ['program-in-progress', 2026, 10, true],
    ['program-in-progress', 2026, 11, false],
    ['program-in-progress', 2026, 12, false],
    ['turmas-presenciais', 2021, 12, false],
    ['turmas-presenciais', 2022, 1, true],
    ['acesso-corretores', 2022, 1, true],
    ['acesso-corretores', 2021, 6, false],
    ['lista-corretores', 2025, 12, true],
    ['lista-corretores', 2026, 11, false],
    ['download-conteudos', 2022, 12, false],
    ['download-conteudos', 2023, 1, true],
    ['download-conteudos', 2027, 1, false],
  ] as const)('%s %i/%i enabled: %s', (slug, year, month, enabled) => {
    expect(isMonthAvailable(screen(slug), { year, month }, now)).toBe(enabled);
  });

  it('counts the month in São Paulo: 1 Dec 01:00 UTC is still November there', () => {
    const turnOfMonth = new Date('2026-12-01T01:00:00Z');
    expect(saoPauloMonth(turnOfMonth)).toEqual({ year: 2026, month: 11 });
    expect(isMonthAvailable(screen('lista-corretores'), { year: 2026, month: 10 }, turnOfMonth)).toBe(true);
    expect(isMonthAvailable(screen('lista-corretores'), { year: 2026, month: 11 }, turnOfMonth)).toBe(false);
    expect(isMonthAvailable(screen('lista-corretores'), { year: 2026, month: 11 }, new Date('2026-12-01T03:00:00Z'))).toBe(true);
  });

  it('offers the annual report for closed years only', () => {
    expect(isYearAvailable(screen('program-in-progress'), 2019, now)).toBe(true);
    expect(isYearAvailable(screen('program-in-progress'), 2018, now)).toBe(false);
    expect(isYearAvailable(screen('download-conteudos'), 2025, now)).toBe(true);
    expect(isYearAvailable(screen('download-conteudos'), 2026, now)).toBe(false);
  });

  it('lists the years from the current one back to the first', () => {
    expect(reportYears(screen('download-conteudos'), now)).toEqual([2026, 2025, 2024, 2023]);
    expect(reportYears(screen('program-in-progress'), now)).toHaveLength(8);
  });
});
