import path from 'node:path';
import { pipeline, Transform } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_KINDS, FILE_MESSAGES, type FileKind } from '@backoffice/domain/schemas/fields';
import { storedFile } from '../../db/schema/files.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import { peekStream } from '../http/peek-stream.ts';
import { refuseUpload, type Upload, type UploadRefusal } from '../http/upload.ts';
import { newStorageKey, type FileStorage } from './storage.ts';

// In the domain package: the forms check a chosen file with the same words before sending it.
export { FILE_MESSAGES };

// Extensions a name may carry for each detected type (a .jpg that is really a PDF is refused).
const NAME_EXTENSIONS: Record<string, string[]> = { jpg: ['jpg', 'jpeg', 'jfif'], zip: ['zip', 'scorm'] };

const SNIFF_BYTES = 4100;

function limitBytes(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(refuseUpload('too_large', FILE_MESSAGES.tooLarge(maxBytes)));
      else callback(null, chunk);
    },
  });
}

export type StoredFile = typeof storedFile.$inferSelect;

/**
 * Streams an upload into storage and records it: the type is checked from the content, the
 * size is capped while streaming, and a failure at any step leaves neither a file nor a row.
 * Inside `attach` the caller links the new file to its record (same transaction as the row) and
 * returns that record's id: with `options.owner` it becomes the file's owner, whose access
 * decides who may download the file.
 */
export async function storeUpload(
  deps: { db: Db; files: FileStorage },
  upload: Pick<Upload, 'filename' | 'stream'>,
  options: { kind: FileKind; maxBytes: number; user: CurrentUser; owner?: string },
  attach?: (tx: Db, file: StoredFile) => Promise<number>,
): Promise<StoredFile> {
  const { head, whole } = await peekStream(upload.stream, (h) => h.length >= SNIFF_BYTES);
  const refuse = (reason: UploadRefusal, message: string) => {
    whole.destroy();
    upload.stream.resume();
    return refuseUpload(reason, message);
  };
  if (!head.length) throw refuse('empty', FILE_MESSAGES.empty);
  const detected = await fileTypeFromBuffer(head);
  if (!detected || !(FILE_KINDS[options.kind].mimes as readonly string[]).includes(detected.mime)) {
    throw refuse('type', FILE_MESSAGES.wrongType(options.kind));
  }
  const nameExt = path.extname(upload.filename).slice(1).toLowerCase();
  const allowed = NAME_EXTENSIONS[detected.ext] ?? [detected.ext];
  if (nameExt && !allowed.includes(nameExt)) throw refuse('name', FILE_MESSAGES.nameMismatch);

  const key = newStorageKey(detected.ext);
  // pipeline() destroys every stream on a failure; storage sees the error on the last one.
  const counted = pipeline(whole, limitBytes(options.maxBytes), () => {});
  let size: number;
  try {
    size = await deps.files.write(key, counted);
  } catch (error) {
    await deps.files.remove(key);
    throw error;
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(storedFile)
        .values({
          storage_key: key,
          original_name: upload.filename.slice(0, 255) || `arquivo.${detected.ext}`,
          mime: detected.mime,
          size,
          created_by: options.user.id,
        })
        .returning();
      if (!attach) return row;
      const ownerId = await attach(tx, row);
      if (!options.owner) return row;
      const [owned] = await tx.update(storedFile).set({ owner_kind: options.owner, owner_id: ownerId }).where(eq(storedFile.id, row.id)).returning();
      return owned;
    });
  } catch (error) {
    await deps.files.remove(key);
    throw error;
  }
}

/** Removes a file no record points to any more (after a replacement or a deletion). */
export async function discardFile(deps: { db: Db; files: FileStorage }, fileId: number | null | undefined): Promise<void> {
  if (!fileId) return;
  const [row] = await deps.db.delete(storedFile).where(eq(storedFile.id, fileId)).returning({ key: storedFile.storage_key });
  if (row) await deps.files.remove(row.key);
}

/** Names the record that owns files written outside storeUpload (seeds, generated files). */
export async function setFileOwner(db: Db, owner: { kind: string; id: number }, fileIds: ReadonlyArray<number | null>): Promise<void> {
  const ids = fileIds.filter((id): id is number => id !== null);
  if (ids.length) await db.update(storedFile).set({ owner_kind: owner.kind, owner_id: owner.id }).where(inArray(storedFile.id, ids));
}
