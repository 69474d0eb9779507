import { bulkTarget } from '../../../platform/bulk/bulk-target.ts';
import { instant, recordDates, yesNo } from '../../../platform/bulk/export-cells.ts';
import { segmentationActs } from '../../account/segmentation/segmentation-bulk.ts';
import { classroomIds, classroomsByIds, deleteClassroom, type ClassroomView } from './classroom-store.ts';

/**
 * /Classroom and /SubClassroom/{parent_id} (the parent: filter.parent). The list's 'Totais' cell
 * holds three counts; the export gives each its own column, so a spreadsheet can sum them.
 */
export const classroomBulk = bulkTarget<ClassroomView>({
  kind: 'classroom',
  ids: classroomIds,
  rows: classroomsByIds,
  columns: [
    { header: 'ID', value: (c) => c.id },
    { header: 'Curso', width: 50, value: (c) => c.course?.title },
    { header: 'Lista realizada', value: (c) => yesNo(c.is_attendance_list) },
    { header: 'Concluídos', value: (c) => c.totals.present },
    { header: 'Ausentes', value: (c) => c.totals.absent },
    { header: 'Não iniciados', value: (c) => c.totals.not_started },
    { header: 'Segmentação', width: 30, value: (c) => c.segmentations.join(', ') },
    { header: 'Data/Hora', value: (c) => instant(c.datetime_start) },
    { header: 'Fim do curso', value: (c) => instant(c.datetime_end) },
    { header: 'Turma principal', value: (c) => c.parent_id },
    { header: 'Instrutor', width: 30, value: (c) => c.instrutor?.nome },
    { header: 'Endereço', width: 40, value: (c) => c.address },
    { header: 'Link da sala virtual', width: 40, value: (c) => c.externalPage },
    { header: 'Número máximo de pessoas', value: (c) => c.limit_registrations },
    { header: 'Inscritos', value: (c) => c.totals.subscribed },
    { header: 'Início das inscrições', value: (c) => instant(c.datetime_registration_start) },
    { header: 'Término das inscrições', value: (c) => instant(c.datetime_registration_end) },
    { header: 'Ativo', value: (c) => yesNo(c.active) },
    { header: 'Pública', value: (c) => yesNo(c.is_public) },
    { header: 'Específica', value: (c) => yesNo(c.is_specific) },
    { header: 'Publicação', value: (c) => instant(c.date_publish) },
    { header: 'Despublicação', value: (c) => instant(c.date_unpublish) },
    { header: 'Criador', width: 30, value: (c) => c.userowner_name },
    ...recordDates(),
  ],
  acts: {
    // Refused while it has sub-classrooms; its participants go with it.
    delete: deleteClassroom,
    ...segmentationActs('Classroom'),
  },
});
