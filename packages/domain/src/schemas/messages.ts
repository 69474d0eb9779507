import { z } from 'zod';
// Every schema's module loads this one: zod's own messages are Portuguese wherever a schema is used.
import './zod-messages.ts';

/** Builders for the generic validation texts of the validation rules of the spec, so every schema words them alike. */
export const required = (field: string) => `O campo ${field} é obrigatório!`;
export const tooLong = (field: string, max: number) => `O campo ${field} deve ter no máximo ${max} caracteres.`;

/** The refusal to delete a record other records hang on (the error catalogue of the spec). */
export const CHILDREN_EXIST = 'Não foi possível excluir o item por existirem registros filhos';

/** '1 turma', '2 turmas': a count with its noun. */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The same refusal naming what holds the record, so the admin knows what to remove first:
 * 'Não foi possível excluir o item por existirem registros filhos: 2 turmas.'
 */
export const childrenExistNaming = (holders: readonly string[]) => `${CHILDREN_EXIST}: ${holders.join(', ')}.`;

export const INVALID_EMAIL = 'Informe um e-mail válido.';
export const INVALID_CPF = 'Informe um CPF válido.';
/** A CPF searched for whose check digits are wrong: told, not refused (the search finds no one). */
export const CPF_CHECK_DIGITS_WARNING = 'Os dígitos verificadores deste CPF não conferem. Verifique o número; a busca será feita mesmo assim.';
export const INVALID_PHONE = 'Informe um telefone válido.';

/** A required text, trimmed, with the friendly field name of the validation rules in its messages. */
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
