import { describe, expect, it } from 'vitest';
import { counterValue } from './counter-value.ts';

describe('counterValue (minimum and attempts of a proof)', () => {
  it('forces a negative number to 0, letting a lone minus sign wait for its digits', () => {
    expect(counterValue('-')).toBe('-');
    expect(counterValue('-7')).toBe('0');
    expect(counterValue(' -120')).toBe('0');
    expect(counterValue('-x')).toBe('');
  });

  it('keeps digits only, at most 3 of them, without leading zeros', () => {
    expect(counterValue('12')).toBe('12');
    expect(counterValue('1234')).toBe('123');
    expect(counterValue('4a2')).toBe('42');
    expect(counterValue('03')).toBe('3');
    expect(counterValue('0')).toBe('0');
    expect(counterValue('')).toBe('');
  });
});
