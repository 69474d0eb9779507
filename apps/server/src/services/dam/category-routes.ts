import { callerOf } from '../../platform/http/request-user.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CATEGORY_BANNER_LIMITS, CATEGORY_MESSAGES } from '@backoffice/domain/schemas/category';
import { recordIdFromText } from '@backoffice/domain/schemas/record-id';
import type { AppDeps } from '../../platform/deps.ts';
import { UserError } from '../../platform/errors.ts';
import { fileUrl } from '../../platform/files/file-routes.ts';
import { discardFile, storeUpload } from '../../platform/files/store-upload.ts';
import { keysetBatches } from '../../platform/db/keyset-batches.ts';
import { readUpload } from '../../platform/http/upload.ts';
import { sendReport } from '../../platform/reports/send-report.ts';
import * as store from './category-store.ts';

export const CATEGORY_BANNER_MAX_BYTES = CATEGORY_BANNER_LIMITS.maxBytes;

/** The Tipo column of the links report and of the composition screen. */
export const LINK_TYPE_LABEL = { asset: 'Conteúdo Digital', course: 'Curso', trail: 'Trilha' } as const;

const positiveId = recordIdFromText('Informe a categoria.');

export function registerCategoryRoutes(app: FastifyInstance, { db, files }: AppDeps): void {
  app.post('/api/v1/dam/category_banner', { config: { access: 'Category' } }, async (request) => {
    const user = callerOf(request);
    const upload = await readUpload(request);
    const parsed = positiveId.safeParse(upload.fields.id);
    const refuse = (error: UserError) => {
      upload.stream.resume();
      return error;
    };
    if (!parsed.success) throw refuse(new UserError(parsed.error.issues[0].message));
    const id = parsed.data;
    if (!(await store.categoryExists(db, id))) throw refuse(new UserError(CATEGORY_MESSAGES.notFound, 'NOT_FOUND'));
    let previous: number | null = null;
    const file = await storeUpload({ db, files }, upload, { ...CATEGORY_BANNER_LIMITS, user, owner: 'category' }, async (tx, stored) => {
      previous = await store.setBanner(tx, user, id, stored.id);
      return id;
    });
    await discardFile({ db, files }, previous);
    return { id, banner: fileUrl(file.id) };
  });

  app.get('/api/v1/dam/reportVinculosCategorias', { config: { access: 'Category' } }, async (request, reply) => {
    const { category: id } = z.object({ category: positiveId }).parse(request.query);
    const row = await store.findCategory(db, id);
    if (!row) throw new UserError(CATEGORY_MESSAGES.notFound, 'NOT_FOUND');
    type Line = { type: string; id: number; title: string };
    async function* rows(): AsyncGenerator<Line[]> {
      const sources = [
        [LINK_TYPE_LABEL.asset, store.linkedAssets],
        [LINK_TYPE_LABEL.course, store.linkedCourses],
        [LINK_TYPE_LABEL.trail, store.linkedTrails],
      ] as const;
      for (const [type, fetch] of sources) {
        for await (const batch of keysetBatches((afterId, size) => fetch(db, id, afterId, size))) {
          yield batch.map((item) => ({ type, id: item.id, title: item.title }));
        }
      }
    }
    return sendReport<Line>(reply, {
      format: 'xlsx',
      filename: `vinculos-categoria-${id}.xlsx`,
      sheet: row.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Vínculos',
      columns: [
        { header: 'Tipo', width: 20, value: (l) => l.type },
        { header: 'ID', width: 10, value: (l) => l.id },
        { header: 'Título', width: 60, value: (l) => l.title },
      ],
      rows: rows(),
    });
  });
}
