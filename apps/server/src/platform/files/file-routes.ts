import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { storedFile } from '../../db/schema/files.ts';
import type { AppDeps } from '../deps.ts';
import { UserError } from '../errors.ts';
import { FILE_MESSAGES } from './store-upload.ts';

export const fileUrl = (id: number | null | undefined) => (id ? `/api/v1/dam/file/${id}` : null);

/** GET /api/v1/dam/file/{id}: a stored file with its real content type, for logged-in users. */
export function registerFileRoutes(app: FastifyInstance, { db, files }: AppDeps): void {
  app.get('/api/v1/dam/file/:id', { config: { access: 'authenticated' } }, async (request, reply) => {
    const { id } = z.object({ id: z.coerce.number().int().positive() }).parse(request.params);
    const [row] = await db.select().from(storedFile).where(eq(storedFile.id, id));
    if (!row) throw new UserError(FILE_MESSAGES.notFound, 'NOT_FOUND');
    const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf' || row.mime.startsWith('video/');
    return reply
      .header('content-type', row.mime)
      .header('content-length', row.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.original_name)}`)
      .send(files.read(row.storage_key));
  });
}
