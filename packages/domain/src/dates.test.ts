import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

describe('dates', () => {
  it('shows São Paulo time as dd/mm/yyyy HH:mm', () => {
    expect(formatDateTime('2026-01-05T02:07:00Z')).toBe('04/01/2026 23:07');
    expect(formatDate('2026-01-05T02:07:00Z')).toBe('04/01/2026');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('não é data')).toBe('');
  });
});
