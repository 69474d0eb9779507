/** Brazilian document and phone helpers: digits in storage, masks on screen. */
export const onlyDigits = (value: string) => value.replace(/\D/g, '');

export const MIN_DOCUMENT_DIGITS = 11;

/** The CPF check digit of the digits before it (weights n+1 down to 2). */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** CPF check digits (rejects the classic all-same-digit numbers too). */
export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  return checkDigit(cpf.slice(0, 9)) === Number(cpf[9]) && checkDigit(cpf.slice(0, 10)) === Number(cpf[10]);
}

/** A valid CPF (digits) from 9 base digits: demo data and tests. */
export function cpfFromBase(base: number | string): string {
  const nine = String(base).padStart(9, '0').slice(-9);
  const ten = nine + checkDigit(nine);
  return ten + checkDigit(ten);
}

export function formatCpf(value: string): string {
  const d = onlyDigits(value);
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : value;
}

export function formatPhone(value: string | null | undefined): string {
  const d = onlyDigits(value ?? '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return value ?? '';
}
