import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@backoffice/domain/constants';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import { z } from 'zod';
import { storedFile } from '../../db/schema/files.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { UserError } from '../errors.ts';
import { FILE_MESSAGES } from './store-upload.ts';

export const fileUrl = (id: number | null | undefined) => (id ? `/api/v1/dam/file/${id}` : null);

/**
 * Whether the caller may read the files of one owner record: throws FORBIDDEN (or NOT_FOUND
 * when the owner is gone). Each kind of owner (asset, category, report...) declares its rule.
 */
export type FileOwnerCheck = (db: Db, user: CurrentUser, ownerId: number) => Promise<unknown>;

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
      await check(db, request.user!, row.owner_id);
      const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf' || row.mime.startsWith('video/');
      return reply
        .header('content-type', row.mime)
        .header('content-length', row.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.original_name)}`)
        .send(files.read(row.storage_key));
    });
  };
}
