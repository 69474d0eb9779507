import { TRAIL_MESSAGES } from '@backoffice/domain/schemas/trail';
import { trail } from '../../../db/schema/lms.ts';
import { activationActs } from '../../../platform/bulk/activation-acts.ts';
import { bulkTarget } from '../../../platform/bulk/bulk-target.ts';
import { instant, recordDates, yesNo } from '../../../platform/bulk/export-cells.ts';
import { segmentationActs } from '../../account/segmentation/segmentation-bulk.ts';
import { deleteTrail, trailIds, trailsByIds, type TrailView } from './trail-store.ts';

/** /trail ('Trilhas'). */
export const trailBulk = bulkTarget<TrailView>({
  kind: 'trail',
  ids: trailIds,
  rows: trailsByIds,
  columns: [
    { header: 'ID', value: (t) => t.id },
    { header: 'Título', width: 50, value: (t) => t.title },
    { header: 'Ativo', value: (t) => yesNo(t.active) },
    { header: 'Publicação', value: (t) => instant(t.date_publish) },
    { header: 'Despublicação', value: (t) => instant(t.date_unpublish) },
    { header: 'Descrição', width: 50, value: (t) => t.description },
    { header: 'Responsável', width: 30, value: (t) => t.owner_name },
    { header: 'Bloquear conteúdos', value: (t) => yesNo(t.blockcontent) },
    { header: 'Avaliação', value: (t) => t.proof?.title },
    { header: 'Avaliação de reação', value: (t) => t.reactionevaluation?.title },
    ...recordDates(),
  ],
  acts: {
    ...activationActs(trail, TRAIL_MESSAGES.notFound),
    delete: deleteTrail,
    ...segmentationActs('Trail'),
  },
});
