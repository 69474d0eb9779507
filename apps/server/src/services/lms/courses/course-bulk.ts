import { COURSE_MESSAGES, type CourseType } from '@backoffice/domain/schemas/course';
import { activationActs } from '../../../platform/bulk/activation-acts.ts';
import { bulkTarget } from '../../../platform/bulk/bulk-target.ts';
import { instant, recordDates, yesNo } from '../../../platform/bulk/export-cells.ts';
import { course } from '../../../db/schema/lms.ts';
import { segmentationActs } from '../../account/segmentation/segmentation-bulk.ts';
import { courseIds, coursesByIds, deleteCourse, type CourseView } from './course-store.ts';

const duration = (c: CourseView) => (c.hours || c.minutes ? `${c.hours ?? 0}h${String(c.minutes ?? 0).padStart(2, '0')}` : null);

/** The lists' columns, then the course's main fields. */
const COLUMNS = {
  online: [
    { header: 'ID', value: (c: CourseView) => c.id },
    { header: 'Título', width: 50, value: (c: CourseView) => c.title },
    { header: 'SCORM', value: (c: CourseView) => (c.scorm ? `Sim (${c.scorm_version ?? '?'})` : 'Não') },
    { header: 'Ativo', value: (c: CourseView) => yesNo(c.active) },
    { header: 'Publicação', value: (c: CourseView) => instant(c.date_publish) },
    { header: 'Despublicação', value: (c: CourseView) => instant(c.date_unpublish) },
    { header: 'Descrição', width: 50, value: (c: CourseView) => c.description },
    { header: 'Código', value: (c: CourseView) => c.code },
    { header: 'Carga horária', value: duration },
    { header: 'Responsável', value: (c: CourseView) => c.owner_name },
    { header: 'Avaliação', value: (c: CourseView) => c.proof?.title },
    { header: 'Avaliação de reação', value: (c: CourseView) => c.reactionevaluation?.title },
    ...recordDates(),
  ],
  presential: [
    { header: 'ID', value: (c: CourseView) => c.id },
    { header: 'Título', width: 50, value: (c: CourseView) => c.title },
    { header: 'Ativo', value: (c: CourseView) => yesNo(c.active) },
    { header: 'Publicação', value: (c: CourseView) => instant(c.date_publish) },
    { header: 'Despublicação', value: (c: CourseView) => instant(c.date_unpublish) },
    { header: 'Descrição', width: 50, value: (c: CourseView) => c.description },
    { header: 'Responsável', value: (c: CourseView) => c.responsible },
    { header: 'Carga horária', value: duration },
    { header: 'Inscrições pelo participante', value: (c: CourseView) => yesNo(c.is_subscriptions) },
    ...recordDates(),
  ],
};

const courseTarget = (type: CourseType) =>
  bulkTarget<CourseView>({
    kind: type === 'online' ? 'course_online' : 'course_presential',
    ids: (db, filter) => courseIds(db, type, filter),
    rows: coursesByIds,
    columns: COLUMNS[type],
    acts: {
      ...activationActs(course, COURSE_MESSAGES.notFound),
      delete: (deps, user, id) => deleteCourse(deps, user, id),
      ...segmentationActs('Course'),
    },
  });

export const onlineCourseBulk = courseTarget('online');
export const presentialCourseBulk = courseTarget('presential');
