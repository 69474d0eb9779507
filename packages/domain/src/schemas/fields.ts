import { z } from 'zod';
import { isValidCpf, onlyDigits } from '../documents.ts';
import { INVALID_CPF, required, tooLong } from './messages.ts';
import { MAX_RECORD_ID } from './record-id.ts';

/**
 * The field kit: rules several entities share (contents, assets, courses, trails, rooms), each
 * written once so two forms never accept different things for the same kind of field.
 */

/** A 0/1 flag: forms send booleans, the API sends 0 or 1. */
export const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0));

/** A 0/1 flag that may be left out (or null), then taking `absent`. */
export const flagOr = (absent: 0 | 1) => flag.nullish().transform((v): 0 | 1 => v ?? absent);

/** Every link (URL) field of the spec holds at most this many characters. */
export const URL_MAX = 255;

const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** An http(s) address on a named host: the one rule for every link a user types. */
export const isWebLink = (value: string) => webUrl.safeParse(value).success;

/** A required link: `messages.required` when empty, `messages.invalid` when not a web address. */
export const requiredLink = (messages: { required: string; invalid: string }, field = 'link') =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(URL_MAX, tooLong(field, URL_MAX))
    .refine(isWebLink, messages.invalid);

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

/** The owner (responsible user) of a content: a user id, 0 (or empty) for none. Whether that user may own content is the server's check. */
export const ownerId = (message: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined || v === '' ? 0 : v),
    z.coerce.number({ error: message }).int(message).min(0, message).max(MAX_RECORD_ID, message),
  );

/** Workload of a course: hours (3 digits) and minutes (2 digits, under an hour). */
export const WORKLOAD_LIMITS = { hoursDigits: 3, minutesDigits: 2, maxHours: 999, maxMinutes: 59 } as const;

const wholeNumber = (message: string, max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: message }).int(message).min(0, message).max(max, message));

/** Hours of a workload; `message` is the form's required text (e.g. 'Digite a carga horária (horas)'). */
export const hoursField = (message: string) => wholeNumber(message, WORKLOAD_LIMITS.maxHours);

/** Minutes of a workload, 0 to 59. */
export const minutesField = (message: string) => wholeNumber(message, WORKLOAD_LIMITS.maxMinutes);

/** A CPF typed in a filter: 11 digits, with or without the mask (11 to 14 characters). */
export const CPF_FILTER_LIMITS = { min: 11, max: 14 } as const;

/** A CPF filter: empty becomes null; otherwise its 11 digits. */
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
      .transform(onlyDigits)
      .refine(isValidCpf, INVALID_CPF)
      .nullable(),
  );

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
      'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'video/mp4', 'audio/mpeg',
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

/** The `accept` of the import pickers, which the server parses as text rather than storing. */
export const IMPORT_ACCEPT = { csv: '.csv,text/csv', text: '.txt,text/plain' } as const;
