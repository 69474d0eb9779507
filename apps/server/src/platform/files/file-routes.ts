import { callerOf } from '../http/request-user.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '@backoffice/domain/constants';
import { MAX_RECORD_ID, recordIdFromText } from '@backoffice/domain/schemas/record-id';
import { z } from 'zod';
import { storedFile } from '../../db/schema/files.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { UserError } from '../errors.ts';
import type { FileStorage } from './storage.ts';
import { FILE_MESSAGES } from './store-upload.ts';

type StoredFileRow = typeof storedFile.$inferSelect;

export const fileUrl = (id: number | null | undefined) => (id ? `/api/v1/dam/file/${id}` : null);

/**
 * Whether the caller may read the files of one owner record: throws FORBIDDEN (or NOT_FOUND
 * when the owner is gone). Each kind of owner (asset, category, report...) declares its rule.
 */
export type FileOwnerCheck = (db: Db, user: CurrentUser, ownerId: number) => Promise<unknown>;

/** Sends a stored file with its real content type: shown in place when a browser can, else downloaded. */
function sendStoredFile(reply: FastifyReply, files: FileStorage, row: StoredFileRow) {
  const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf' || row.mime.startsWith('video/');
  return reply
    .header('content-type', row.mime)
    .header('content-length', row.size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.original_name)}`)
    .send(files.read(row.storage_key));
}

/**
 * GET /api/v1/dam/file/{id}: a stored file with its real content type, served only to a caller
 * with access to the record that owns it. A file without a known owner is served to nobody:
 * ids are sequential, so a session alone must never be enough.
 */
export function fileRoutes(owners: Readonly<Record<string, FileOwnerCheck>>) {
  return (app: FastifyInstance, { db, files }: AppDeps): void => {
    app.get('/api/v1/dam/file/:id', { config: { access: 'authenticated' } }, async (request, reply) => {
      const { id } = z.object({ id: recordIdFromText() }).parse(request.params);
      const [row] = await db.select().from(storedFile).where(eq(storedFile.id, id));
      if (!row) throw new UserError(FILE_MESSAGES.notFound, 'NOT_FOUND');
      const check = row.owner_kind ? owners[row.owner_kind] : undefined;
      if (!check || row.owner_id === null) throw new UserError(MESSAGES.forbidden, 'FORBIDDEN');
      await check(db, callerOf(request), row.owner_id);
      return sendStoredFile(reply, files, row);
    });
  };
}

/**
 * GET {prefix}/{file}: the spec's thumbnail addresses (the calls of the spec: /lms/assets/{file}
 * and /chat/assets/{file}, under /api/v1/ as every call of a service). {file} is the stored file's
 * id, the last segment of the record's thumbnail address. Only the images of `owners`' kinds are
 * there, under the same rule as /api/v1/dam/file/{id}; anything else is not found.
 */
export function imageRoutes(prefix: string, owners: Readonly<Record<string, FileOwnerCheck>>) {
  return (app: FastifyInstance, { db, files }: AppDeps): void => {
    app.get(`${prefix}/:file`, { config: { access: 'authenticated' } }, async (request, reply) => {
      const { file } = request.params as { file: string };
      const id = /^\d{1,10}$/.test(file) ? Number(file) : 0;
      const [row] = id >= 1 && id <= MAX_RECORD_ID ? await db.select().from(storedFile).where(eq(storedFile.id, id)) : [];
      const check = row?.owner_kind ? owners[row.owner_kind] : undefined;
      if (!row || !check || row.owner_id === null || !row.mime.startsWith('image/')) throw new UserError(FILE_MESSAGES.notFound, 'NOT_FOUND');
      await check(db, callerOf(request), row.owner_id);
      return sendStoredFile(reply, files, row);
    });
  };
}
