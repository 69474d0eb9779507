import { describe, expect, it } from 'vitest';
import { fromPickerValue, toPickerValue } from './business-time.ts';

describe('picker values in the business time zone', () => {
  it('turn an instant into the São Paulo wall clock and back', () => {
    expect(toPickerValue('2026-03-10T12:00:00.000Z')).toBe('2026-03-10 09:00:00');
    expect(fromPickerValue('2026-03-10 09:00:00')?.toISOString()).toBe('2026-03-10T12:00:00.000Z');
  });

  it('follow the summer time São Paulo kept until 2019 (UTC-2)', () => {
    expect(toPickerValue('2018-12-01T12:00:00.000Z')).toBe('2018-12-01 10:00:00');
    expect(fromPickerValue('2018-12-01 10:00:00')?.toISOString()).toBe('2018-12-01T12:00:00.000Z');
    // The first hours after the switch back (17/02/2019 00:00 at UTC-2 became 23:00 of the 16th at UTC-3).
    expect(fromPickerValue('2019-02-17 01:00:00')?.toISOString()).toBe('2019-02-17T04:00:00.000Z');
  });

  it('keep the seconds a value carries, and read nothing as null', () => {
    expect(fromPickerValue('2026-03-10 09:00:30')?.toISOString()).toBe('2026-03-10T12:00:30.000Z');
    expect(toPickerValue(null)).toBeNull();
    expect(toPickerValue('not a date')).toBeNull();
    expect(fromPickerValue('')).toBeNull();
    expect(fromPickerValue(null)).toBeNull();
  });
});
