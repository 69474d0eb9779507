import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@backoffice/domain/constants';
import { FILE_REQUIRED } from '@backoffice/domain/schemas/fields';
import { UserError } from '../errors.ts';
import { uploadsRefused } from '../observability/metrics.ts';
import { containsNul } from './input-guard.ts';

// The ceiling of any upload; each kind of file sets its own lower limit where it needs one.
export const UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  missing: FILE_REQUIRED,
  tooLarge: `O arquivo excede o tamanho máximo de ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  notMultipart: 'Envie o arquivo como multipart/form-data no campo "file".',
} as const;

/** Why an upload was refused, as the uploads_refused_total metric counts it. */
export type UploadRefusal = 'not_multipart' | 'missing' | 'invalid_characters' | 'empty' | 'type' | 'name' | 'too_large' | 'invalid_package';

/** The error that refuses an upload, counted by its reason. */
export function refuseUpload(reason: UploadRefusal, message: string): UserError {
  uploadsRefused.inc({ reason });
  return new UserError(message);
}

export interface Upload {
  filename: string;
  mimetype: string;
  stream: Readable;
  /** The other form fields sent before the file. */
  fields: Record<string, string>;
}

/**
 * The single file of a multipart request (field `file`, or the field a spec route names, e.g.
 * file_receipt), streamed: never held whole in memory.
 */
export async function readUpload(request: FastifyRequest, fieldName = 'file', options: { maxBytes?: number } = {}): Promise<Upload> {
  if (!request.isMultipart()) throw refuseUpload('not_multipart', UPLOAD_MESSAGES.notMultipart);
  // A route's own ceiling (maxBytes) takes the place of UPLOAD_MAX_BYTES.
  const file = await request.file(options.maxBytes ? { limits: { fileSize: options.maxBytes } } : undefined);
  if (!file || file.fieldname !== fieldName) throw refuseUpload('missing', UPLOAD_MESSAGES.missing);
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field') fields[name] = String(value.value);
  }
  // The form fields stream in with the file, after the request-wide guard has run.
  if (containsNul(fields) || containsNul(file.filename)) {
    file.file.resume();
    throw refuseUpload('invalid_characters', MESSAGES.invalidCharacters);
  }
  return { filename: file.filename, mimetype: file.mimetype, stream: file.file, fields };
}
