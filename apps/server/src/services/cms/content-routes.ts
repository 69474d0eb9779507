import { callerOf } from '../../platform/http/request-user.ts';
import { updateRecord } from '../../platform/db/record.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONTENT_ACCESS_MODULES, CONTENT_MESSAGES, CONTENT_THUMB_MAX_BYTES } from '@backoffice/domain/schemas/content';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import { content } from '../../db/schema/cms.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { fileUrl } from '../../platform/files/file-routes.ts';
import { discardFile, storeUpload } from '../../platform/files/store-upload.ts';
import { UserError } from '../../platform/errors.ts';
import { readUpload } from '../../platform/http/upload.ts';
import { accessibleContent } from './content-store.ts';

const contentId = recordIdFromText(CONTENT_MESSAGES.idRequired);

/**
 * POST /api/v1/cms/cms_thumb (multipart: id, then file): the thumbnail of a content, an image
 * checked from its content. Replacing one discards the old file once the new one is linked.
 */
export function registerContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/v1/cms/cms_thumb', { config: { access: CONTENT_ACCESS_MODULES } }, async (request) => {
    const upload = await readUpload(request);
    let id: number;
    try {
      id = contentId.parse(upload.fields.id ?? '');
      await accessibleContent(deps.db, request.user, id);
    } catch (error) {
      upload.stream.resume();
      throw error;
    }
    let previous: number | null = null;
    const file = await storeUpload(
      deps,
      upload,
      { kind: 'image', maxBytes: CONTENT_THUMB_MAX_BYTES, user: callerOf(request), owner: 'content' },
      async (tx, stored) => {
        // Read under a row lock: two uploads at once each discard exactly the file they replaced.
        const [row] = await tx.select({ old: content.thumbnail_file_id }).from(content).where(eq(content.id, id)).for('update');
        // Deleted meanwhile: refusing here leaves neither the file nor its row behind.
        if (!row) throw new UserError(CONTENT_MESSAGES.notFound, 'NOT_FOUND');
        previous = row.old;
        await updateRecord(tx, content, id, callerOf(request), { thumbnail_file_id: stored.id });
        return id;
      },
    );
    await discardFile(deps, previous);
    return { id, thumbnail: fileUrl(file.id) };
  });
}
