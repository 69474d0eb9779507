import { describe, expect, it } from 'vitest';
import { isoText } from './iso-text.ts';

describe('isoText', () => {
  it('writes what toISOString writes, for instants across the years it handles and at their edges', () => {
    const edges = ['1000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', '2024-02-29T12:05:09.007Z', '1970-01-01T00:00:00.000Z', '2026-11-27T09:00:00.090Z'];
    const dates = [...edges.map((text) => new Date(text))];
    const first = Date.UTC(1000, 0, 1);
    const last = Date.UTC(9999, 11, 31);
    for (let i = 0; i < 5000; i++) dates.push(new Date(first + Math.floor(Math.random() * (last - first))));
    for (const date of dates) expect(isoText(date)).toBe(date.toISOString());
  });

  it('leaves other years to toISOString, and refuses an invalid date as it does', () => {
    for (const date of [new Date(Date.UTC(999, 11, 31, 23, 59, 59, 999)), new Date(Date.UTC(10000, 0, 1)), new Date(Date.UTC(-5, 3, 1))]) {
      expect(isoText(date)).toBe(date.toISOString());
    }
    expect(() => isoText(new Date(Number.NaN))).toThrow(RangeError);
  });
});
