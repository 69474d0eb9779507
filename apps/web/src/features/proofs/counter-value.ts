import { PROOF_LIMITS } from '@backoffice/domain/schemas/proof';

/**
 * What a proof's minimum or attempts field keeps of what was typed (validation rule): a negative number
 * becomes 0 (a lone minus sign waits for its digits), anything but digits is dropped, leading
 * zeros go, and no more than 3 digits are kept.
 */
export function counterValue(typed: string): string {
  const text = typed.trim();
  if (text === '-') return text;
  if (text.startsWith('-')) return /\d/.test(text) ? '0' : '';
  const digits = text.replace(/\D/g, '').slice(0, PROOF_LIMITS.counterDigits);
  return digits && String(Number(digits));
}
