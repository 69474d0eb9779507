import { callerOf } from '../../../platform/http/request-user.ts';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  SEGMENTATION_ACCESS,
  SEGMENTATION_FILE_MAX_BYTES,
  SEGMENTATION_MESSAGES,
  segmentationImportFields,
  segmentationLineError,
} from '@backoffice/domain/schemas/segmentation';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';
import { peekStream } from '../../../platform/http/peek-stream.ts';
import { readUpload } from '../../../platform/http/upload.ts';
import { AttachCollector, assertField, assertSegmentationAccess, LOOKUP_BATCH } from './segmentation-store.ts';

const SNIFF_BYTES = 4100;

/** Control characters other than tab, CR and LF: a text file has none (a binary one almost always does). */
const BINARY_BYTE = /[\u0000-\u0008\u000b\u000c\u000e-\u001a\u001c-\u001f]/;

/**
 * The values of a segmentation file, line by line, checked while streaming: plain UTF-8 text,
 * one value per line and nothing else. Blank lines are skipped. Throws on the first bad line.
 */
export async function* segmentationFileValues(stream: Readable, filename: string): AsyncGenerator<string> {
  if (path.extname(filename).toLowerCase() !== '.txt') throw new UserError(SEGMENTATION_MESSAGES.fileExtension);
  const { head, whole } = await peekStream(stream, (h) => h.length >= SNIFF_BYTES);
  if (!head.length) throw new UserError(SEGMENTATION_MESSAGES.fileEmpty);
  if (head.includes(0) || (await fileTypeFromBuffer(head)) || BINARY_BYTE.test(head.toString('latin1'))) {
    throw new UserError(SEGMENTATION_MESSAGES.fileBinary);
  }
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let bytes = 0;
  let lineNumber = 0;
  let pending = '';
  let values = 0;
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new UserError(SEGMENTATION_MESSAGES.fileEncoding);
    }
  };
  function* lines(text: string, final: boolean): Generator<string> {
    pending += text;
    const parts = pending.split('\n');
    pending = final ? '' : parts.pop()!;
    for (const raw of parts) {
      lineNumber++;
      const line = raw.replace(/\r$/, '');
      const error = segmentationLineError(lineNumber, line.trim());
      if (error) throw new UserError(error);
      const value = line.trim();
      if (value) {
        values++;
        yield value;
      }
    }
  }
  for await (const chunk of whole as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > SEGMENTATION_FILE_MAX_BYTES) throw new UserError(SEGMENTATION_MESSAGES.fileTooLarge);
    if (chunk.includes(0)) throw new UserError(SEGMENTATION_MESSAGES.fileBinary);
    yield* lines(decode(chunk), false);
  }
  yield* lines(decode(), true);
  if (values === 0) throw new UserError(SEGMENTATION_MESSAGES.fileEmpty);
}

/**
 * POST /api/v1/account/import-segmentation (multipart: returnUrl, id, module_name,
 * account_field_id, then file). The file is checked whole before anything is written: the
 * values are looked up batch by batch while it streams, and the found ones are attached in one
 * transaction at the end. Answers { attached, not_found, not_found_count }.
 */
export function registerSegmentationRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.post('/api/v1/account/import-segmentation', { config: { access: SEGMENTATION_ACCESS } }, async (request) => {
    const upload = await readUpload(request);
    try {
      const fields = segmentationImportFields.parse(upload.fields);
      assertSegmentationAccess(request.user, fields.module_name);
      await assertField(db, fields.account_field_id);
      const collector = new AttachCollector(db, fields.account_field_id);
      let batch: string[] = [];
      for await (const value of segmentationFileValues(upload.stream, upload.filename)) {
        batch.push(value);
        if (batch.length >= LOOKUP_BATCH) {
          await collector.add([...new Set(batch)]);
          batch = [];
        }
      }
      if (batch.length) await collector.add([...new Set(batch)]);
      return await collector.commit(callerOf(request), fields.module_name, fields.id);
    } finally {
      // A refused file is not read to its end: discard the rest so the request completes.
      upload.stream.resume();
    }
  });
}
