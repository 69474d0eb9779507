import { z } from 'zod';

const number = (n: unknown) => (typeof n === 'bigint' || typeof n === 'number' ? n.toLocaleString('pt-BR') : String(n));

/** What a value should be, by zod's name of the type it expected. */
const EXPECTED: Record<string, string> = {
  number: 'Informe um número.',
  int: 'Informe um número inteiro.',
  string: 'Informe um texto.',
  boolean: 'Informe verdadeiro ou falso.',
  array: 'Informe uma lista.',
  object: 'Dados inválidos.',
  date: 'Informe uma data válida.',
};

/**
 * zod's own messages in Portuguese, for the rules a schema states without a message of its own
 * (a list's limit past 200, a number where a text goes...): a client that sends them wrong reads
 * 'O valor deve ser no máximo 200.', not 'Too big: expected number to be <=200'. Messages the
 * schemas write themselves (the spec's) are kept as they are.
 */
export function portugueseIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return EXPECTED[issue.expected] ?? 'Valor inválido.';
    case 'too_big':
      if (issue.origin === 'string') return `O texto deve ter no máximo ${number(issue.maximum)} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Informe no máximo ${number(issue.maximum)} itens.`;
      return `O valor deve ser no máximo ${number(issue.maximum)}.`;
    case 'too_small':
      if (issue.origin === 'string') return `O texto deve ter no mínimo ${number(issue.minimum)} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Informe no mínimo ${number(issue.minimum)} itens.`;
      return `O valor deve ser no mínimo ${number(issue.minimum)}.`;
    case 'invalid_value':
      return `Valor inválido: use ${issue.values.map((v) => String(v)).join(', ')}.`;
    case 'invalid_format':
      return 'Formato inválido.';
    case 'unrecognized_keys':
      return `Campo não reconhecido: ${issue.keys.join(', ')}.`;
    default:
      return 'Valor inválido.';
  }
}

z.config({ customError: portugueseIssue });
