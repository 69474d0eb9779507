import { z } from 'zod';
import { isValidCpf, onlyDigits } from '../documents.ts';
import { formKinds, reading, type ChoiceInput, type DateInput } from './form-kinds.ts';
import { CPF_CHECK_DIGITS_WARNING, INVALID_CPF, required, tooLong } from './messages.ts';
import { MAX_RECORD_ID } from './record-id.ts';

/**
 * The field kit: rules several entities share (contents, assets, courses, trails, rooms), each
 * written once so two forms never accept different things for the same kind of field.
 */

/** A 0/1 flag: forms send booleans, the API sends 0 or 1. */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0))
  .register(formKinds, { form: 'flag' });

/** A 0/1 flag that may be left out (or null), then taking `absent`. */
export const flagOr = (absent: 0 | 1) => flag.nullish().transform((v): 0 | 1 => v ?? absent);

/** Every link (URL) field of the spec holds at most this many characters. */
export const URL_MAX = 255;

const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** An http(s) address on a named host: the one rule for every link a user types. */
export const isWebLink = (value: string) => webUrl.safeParse(value).success;

/** A required link: `messages.required` when empty, `messages.invalid` when not a web address. */
export const requiredLink = (messages: { required: string; invalid: string }, field = 'link') =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(URL_MAX, tooLong(field, URL_MAX)).refine(isWebLink, messages.invalid);

/** An optional link: empty (or absent) becomes null. */
export const optionalLink = (invalid: string, field = 'link') =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .max(URL_MAX, tooLong(field, URL_MAX))
      .refine((v) => v === '' || isWebLink(v), invalid)
      .nullish()
      .transform((v) => (v ? v : null)),
  );

/** An id picked in a select that may be left empty: 0 (or empty) for none. */
export const idOrNone = (message: string) =>
  z
    .preprocess(
      reading<ChoiceInput>((v) => (v === null || v === undefined || v === '' ? 0 : v)),
      z.coerce.number({ error: message }).int(message).min(0, message).max(MAX_RECORD_ID, message),
    )
    .register(formKinds, { form: 'choice' });

/** The owner (responsible user) of a content: a user id, 0 for none. Whether that user may own content is the server's check. */
export const ownerId = idOrNone;

/** A required choice of a select (its value is the id as text); empty means none chosen. */
export const chosenId = (message: string) =>
  z
    .preprocess(
      reading<ChoiceInput>((v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v)),
      z.coerce.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message),
    )
    .register(formKinds, { form: 'choice' });

/** Ids a multi-select picks (at least one): `message` when none. */
export const chosenIds = (message: string) =>
  z.array(z.coerce.number<string>().int().positive().max(MAX_RECORD_ID), { error: message }).min(1, message).register(formKinds, { form: 'choices' });

/** An instant that may be left empty (null). */
export const optionalDate = z
  .preprocess(
    reading<DateInput>((v) => (v === '' || v === undefined ? null : v)),
    z.coerce.date().nullable(),
  )
  .register(formKinds, { form: 'date' });

/** An instant the form requires: `message` when empty or not a date. */
export const requiredDate = (message: string) =>
  z
    .preprocess(
      reading<DateInput>((v) => (v === '' || v === null ? undefined : v)),
      z.coerce.date({ error: message }),
    )
    .register(formKinds, { form: 'date' });

/** Workload of a course: hours (3 digits) and minutes (2 digits, under an hour). */
export const WORKLOAD_LIMITS = { hoursDigits: 3, minutesDigits: 2, maxHours: 999, maxMinutes: 59 } as const;

/** A workload typed but out of its range: said as such, not as a missing value. */
export const WORKLOAD_MESSAGES = {
  hoursRange: `As horas devem estar entre 0 e ${WORKLOAD_LIMITS.maxHours}.`,
  minutesRange: `Os minutos devem estar entre 0 e ${WORKLOAD_LIMITS.maxMinutes}.`,
} as const;

/** Empty (blank text, null) as absent; text as the number it spells (NaN when none). */
const typedNumber = (v: unknown) => {
  if (v === null) return undefined;
  if (typeof v !== 'string') return v;
  return v.trim() === '' ? undefined : Number(v);
};

/** A whole number from 0 to `max`: `required` when empty, `range` for anything else it is not. */
const wholeNumber = (required: string, range: string, max: number) =>
  z.preprocess(
    reading<string | number>(typedNumber),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : range) })
      .int(range)
      .min(0, range)
      .max(max, range),
  );

/** Hours of a workload, 0 to 999; `message` is the form's required text (e.g. 'Digite a carga horária (horas)'). */
export const hoursField = (message: string) => wholeNumber(message, WORKLOAD_MESSAGES.hoursRange, WORKLOAD_LIMITS.maxHours);

/** Minutes of a workload, 0 to 59; `message` is the form's required text (e.g. 'Digite a carga horária (minutos)'). */
export const minutesField = (message: string) => wholeNumber(message, WORKLOAD_MESSAGES.minutesRange, WORKLOAD_LIMITS.maxMinutes);

/** A CPF typed in a filter: 11 digits, with or without the mask (11 to 14 characters). */
export const CPF_FILTER_LIMITS = { min: 11, max: 14 } as const;

/** 11 digits, each separator of 000.000.000-00 optional: no letters, no other punctuation. */
const CPF_FILTER_PATTERN = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/**
 * A CPF filter (the validation rules of the spec: the pattern, 11 to 14 characters): empty becomes null;
 * otherwise its 11 digits. Wrong check digits are not refused (see cpfCheckDigitsWarning): a
 * search for a mistyped CPF finds no one, which the screen warns about beforehand.
 */
export const cpfFilter = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .pipe(
    z
      .string()
      .min(CPF_FILTER_LIMITS.min, INVALID_CPF)
      .max(CPF_FILTER_LIMITS.max, INVALID_CPF)
      .regex(CPF_FILTER_PATTERN, INVALID_CPF)
      .transform(onlyDigits)
      .nullable(),
  );

/** The warning for a complete CPF filter whose check digits are wrong; null otherwise (or while typing). */
export const cpfCheckDigitsWarning = (value: string | null | undefined): string | null =>
  value && onlyDigits(value).length === 11 && !isValidCpf(value) ? CPF_CHECK_DIGITS_WARNING : null;

/** What an upload form says when sent without a file. */
export const FILE_REQUIRED = required('arquivo');

/**
 * The kinds of file the uploads take, told by the server from the content (magic bytes), not the
 * name; the web uses the same list for its pickers' `accept`.
 */
export const FILE_KINDS = {
  image: { label: 'imagem (JPG, PNG, GIF ou WebP)', mimes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] },
  document: {
    label: 'imagem, PDF, vídeo, áudio, planilha, apresentação ou documento',
    mimes: [
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'application/pdf',
      'video/mp4',
      'audio/mpeg',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/zip',
    ],
  },
  zip: { label: 'pacote ZIP', mimes: ['application/zip'] },
  receipt: { label: 'JPG, PNG ou PDF', mimes: ['image/jpeg', 'image/png', 'application/pdf'] },
} as const satisfies Record<string, { label: string; mimes: readonly string[] }>;

export type FileKind = keyof typeof FILE_KINDS;

/** The `accept` of a file input for a kind of upload. */
export const acceptOf = (kind: FileKind) => FILE_KINDS[kind].mimes.join(',');

/** What an upload route takes: the kind of file and its largest size. */
export interface FileLimits {
  kind: FileKind;
  maxBytes: number;
}

/** The refusals of an uploaded file, as the server words them and the forms repeat them before sending. */
export const FILE_MESSAGES = {
  empty: 'O arquivo enviado está vazio.',
  wrongType: (kind: FileKind) => `Tipo de arquivo não permitido. Envie ${FILE_KINDS[kind].label}.`,
  nameMismatch: 'A extensão do nome do arquivo não corresponde ao seu conteúdo.',
  tooLarge: (maxBytes: number) =>
    `O arquivo excede o tamanho máximo de ${maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.ceil(maxBytes / 1024)} KB`}.`,
  notFound: 'Arquivo não encontrado.',
} as const;

/**
 * Why a chosen file would be refused (null: it would not), judged before sending from what the
 * browser knows: its size and its type (told by its extension). The server judges the content
 * again, so a renamed file is still refused there.
 */
export function fileRefusal(file: { size: number; type: string }, limits: FileLimits): string | null {
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (!(FILE_KINDS[limits.kind].mimes as readonly string[]).includes(file.type)) return FILE_MESSAGES.wrongType(limits.kind);
  if (file.size > limits.maxBytes) return FILE_MESSAGES.tooLarge(limits.maxBytes);
  return null;
}

/** The `accept` of the import pickers, which the server parses as text rather than storing. */
export const IMPORT_ACCEPT = { csv: '.csv,text/csv', text: '.txt,text/plain' } as const;
