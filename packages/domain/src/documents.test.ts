import { describe, expect, it } from 'vitest';
import { cpfFromBase, formatCpf, formatPhone, isValidCpf } from './documents.ts';

describe('documents', () => {
  it('checks CPF digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('1234')).toBe(false);
  });

  it('makes valid CPFs from a base', () => {
    for (const base of [1, 123456789, 987654321, 42]) expect(isValidCpf(cpfFromBase(base))).toBe(true);
    expect(cpfFromBase(529982247)).toBe('52998224725');
  });

  it('formats CPF and phones', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatPhone('11912345678')).toBe('(11) 91234-5678');
    expect(formatPhone('1132345678')).toBe('(11) 3234-5678');
  });
});
