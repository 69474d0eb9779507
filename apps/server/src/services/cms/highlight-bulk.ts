import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES } from '@backoffice/domain/schemas/content';
import { content } from '../../db/schema/cms.ts';
import { activationActs } from '../../platform/bulk/activation-acts.ts';
import { actsWithin } from '../../platform/bulk/acts-within.ts';
import { bulkTarget } from '../../platform/bulk/bulk-target.ts';
import { instant, recordDates, yesNo } from '../../platform/bulk/export-cells.ts';
import { segmentationActs } from '../account/segmentation/segmentation-bulk.ts';
import { contentIds, contentsByIds, deleteContent, type ContentView } from './content-store.ts';

/** The CMS list of /Cms/Testimony ('Destaques'). */
const LIST = 'Testimony';

/**
 * Destaques: the list has no search and shows at most 200 items, newest first, so its filter is
 * those items in its order. content holds every CMS list, so the acts and the export's rows keep
 * to this one.
 */
export const highlightBulk = bulkTarget<ContentView>({
  kind: 'highlight',
  ids: (db, filter) => contentIds(db, LIST, filter.order),
  rows: (db, ids) => contentsByIds(db, LIST, ids),
  columns: [
    { header: 'ID', value: (c) => c.id },
    { header: 'Título', width: 50, value: (c) => c.title },
    { header: 'Ativo', value: (c) => yesNo(c.active) },
    { header: 'Publicação', value: (c) => instant(c.date_publish) },
    { header: 'Despublicação', value: (c) => instant(c.date_unpublish) },
    { header: 'Conteúdo', width: 60, value: (c) => c.content },
    { header: 'Link', width: 40, value: (c) => c.directlink },
    ...recordDates(),
  ],
  acts: actsWithin(content, eq(content.module_name, LIST), CONTENT_MESSAGES.notFound, {
    ...activationActs(content, CONTENT_MESSAGES.notFound),
    delete: (deps, user, id) => deleteContent(deps, user, id),
    ...segmentationActs('Testimony'),
  }),
});
