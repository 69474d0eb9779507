import { z } from 'zod';

/** Builders for the generic validation texts of spec §5, so every schema words them alike. */
export const required = (field: string) => `O campo ${field} é obrigatório!`;
export const tooLong = (field: string, max: number) =>
  `O campo ${field} deve ter no máximo ${max} caracteres.`;

export const INVALID_EMAIL = 'Informe um e-mail válido.';
export const INVALID_CPF = 'Informe um CPF válido.';
export const INVALID_PHONE = 'Informe um telefone válido.';

/** A required text, trimmed, with the friendly field name of §5 in its messages. */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, tooLong(field, max));

/** An optional text: empty becomes null. */
export const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(field, max))
    .nullish()
    .transform((v) => (v ? v : null));
