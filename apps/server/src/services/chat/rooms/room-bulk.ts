import { CHAT_ROOM_MESSAGES } from '@backoffice/domain/schemas/chat-room';
import { chat } from '../../../db/schema/chat.ts';
import { activationActs } from '../../../platform/bulk/activation-acts.ts';
import { bulkTarget } from '../../../platform/bulk/bulk-target.ts';
import { instant, recordDates, yesNo } from '../../../platform/bulk/export-cells.ts';
import { segmentationActs } from '../../account/segmentation/segmentation-bulk.ts';
import { deleteRoom, roomIds, roomsByIds, type ChatRoomView } from './room-store.ts';

/**
 * /Chat ('Sala virtual'). Of the list's columns only the data ones: 'Acessos', 'Relatórios' and
 * 'Excluir' hold actions. The rich description stays out: its HTML reads badly in a cell.
 */
export const roomBulk = bulkTarget<ChatRoomView>({
  kind: 'room',
  ids: roomIds,
  rows: roomsByIds,
  columns: [
    { header: 'ID', value: (r) => r.id },
    { header: 'Título', width: 40, value: (r) => r.title },
    { header: 'Início', value: (r) => instant(r.datetime_start) },
    { header: 'Fim', value: (r) => instant(r.datetime_end) },
    { header: 'Descrição curta', width: 50, value: (r) => r.short_description },
    { header: 'Escopo', value: (r) => r.scope },
    { header: 'Nível', value: (r) => r.level },
    { header: 'Solicitante', value: (r) => r.responsible },
    { header: 'Área', value: (r) => r.area },
    { header: 'Local', value: (r) => r.room },
    { header: 'Link externo', width: 40, value: (r) => r.externallink },
    { header: 'ID da live', value: (r) => r.liveid },
    { header: 'Moderação', value: (r) => yesNo(r.moderation) },
    { header: 'Ativo', value: (r) => yesNo(r.active) },
    { header: 'Cancelada', value: (r) => yesNo(r.canceled) },
    { header: 'Justificativa do cancelamento', width: 40, value: (r) => r.canceled_description },
    { header: 'Publicação', value: (r) => instant(r.date_publish) },
    { header: 'Despublicação', value: (r) => instant(r.date_unpublish) },
    { header: 'Avaliação de reação', value: (r) => r.reactionevaluation?.title },
    { header: 'Quiz', value: (r) => r.quiz?.title },
    { header: 'Anexos', value: (r) => r.attachments },
    ...recordDates(),
  ],
  acts: {
    ...activationActs(chat, CHAT_ROOM_MESSAGES.notFound),
    delete: deleteRoom,
    ...segmentationActs('Chat'),
  },
});
