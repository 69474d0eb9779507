import { z } from 'zod';
import { chosenId, chosenIds, flag, hoursField, minutesField, optionalDate, ownerId, requiredDate } from './fields.ts';
import { childrenExistNaming, countOf, tooLong } from './messages.ts';
import { checkPublishingOrder, PUBLISHING_MESSAGES } from './publishing.ts';

/** Online courses (SCORM or video) and presential ones share the course table (the entities of the spec). */
export const COURSE_TYPES = ['online', 'presential'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export const COURSE_LIMITS = {
  onlineTitle: 2048,
  presentialTitle: 140,
  description: 1024,
  code: 30,
  responsible: 80,
  video: 255,
} as const;

/** Proof types a course points at (business limit): its proof and its reaction evaluation. */
export const PROOF_TYPE = { proof: 1, reaction: 2, quiz: 3 } as const;

export const COURSE_MESSAGES = {
  titleRequired: 'Digite um título',
  reactionRequired: 'Escolha uma avaliação de reação',
  proofRequired: 'Escolha uma prova',
  ownerRequired: 'Escolha a pessoa responsável',
  hoursRequired: 'Digite a carga horária (horas)',
  minutesRequired: 'Digite a carga horária (minutos)',
  categoriesRequired: 'Selecione pelo menos uma categoria',
  descriptionRequired: 'Dê uma descrição',
  responsibleRequired: 'Informe um responsável',
  presentialHoursRequired: 'Informe a carga horária (horas)',
  presentialMinutesRequired: 'Informe a carga horária (minutos)',
  categoryRequired: 'Selecione uma categoria',
  publishRequired: PUBLISHING_MESSAGES.publishRequired,
  createFailed: 'Houve um erro ao enviar os dados para o servidor',
  updateFailed: 'Houve um erro ao atualizar o conteúdo',
  notFound: 'Curso não encontrado.',
  unknownType: "Tipo de curso inválido: informe 'online' ou 'presential'.",
  typeChange: 'O tipo de um curso não pode ser alterado.',
  invalidOwner: 'O responsável deve ser um usuário dos perfis 15 ou 1.',
  invalidProof: 'A prova escolhida não é uma prova de curso.',
  invalidReaction: 'A avaliação de reação escolhida não é uma avaliação de reação.',
  categoryNotFound: 'Categoria não encontrada.',
  scormRequired: 'Escolha o pacote SCORM (arquivo .zip).',
  /** A course its classrooms (turmas) hang on is not deleted: they would lose their course. */
  hasClassrooms: (count: number) => childrenExistNaming([countOf(count, 'turma', 'turmas')]),
} as const;

export const courseType = z.enum(COURSE_TYPES, { error: COURSE_MESSAGES.unknownType });

const text = (message: string, field: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, tooLong(field, max));

const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(field, max))
    .nullish()
    .transform((v) => (v ? v : null));

/** A date a form may leave empty (Date from the pickers, ISO text from the API). */

/**
 * The online course form (/Course-new-scorm, /Course-new-video, /Course-edit) and
 * createOrUpdateCourse for type 'online'. Keys in the order of the form's fields: the form
 * focuses the field of the first message.
 */
const onlineCourseFields = {
  title: text(COURSE_MESSAGES.titleRequired, 'título', COURSE_LIMITS.onlineTitle),
  description: optionalText('descrição', COURSE_LIMITS.description),
  active: flag.default(1),
  external_view: flag.default(0),
  showgrid: flag.default(1),
  owner: ownerId(COURSE_MESSAGES.ownerRequired).refine((v) => v > 0, COURSE_MESSAGES.ownerRequired),
  hours: hoursField(COURSE_MESSAGES.hoursRequired),
  minutes: minutesField(COURSE_MESSAGES.minutesRequired),
  code: optionalText('código', COURSE_LIMITS.code),
  /** The video platform's media id. */
  video: optionalText('vídeo', COURSE_LIMITS.video),
  reactionevaluation_id: chosenId(COURSE_MESSAGES.reactionRequired),
  proof_id: chosenId(COURSE_MESSAGES.proofRequired),
  date_publish: optionalDate,
  date_unpublish: optionalDate,
};

export const onlineCourseInput = z.object(onlineCourseFields).superRefine(checkPublishingOrder);

/** The categories a new course is linked to at once (on edit each link is made as it is picked). */
const newCategories = chosenIds(COURSE_MESSAGES.categoriesRequired);

/** A new online course: the same fields and at least one category. */
export const newOnlineCourseInput = z.object({ ...onlineCourseFields, categories: newCategories }).superRefine(checkPublishingOrder);

export type OnlineCourseInput = z.output<typeof onlineCourseInput>;
export type NewOnlineCourseInput = z.output<typeof newOnlineCourseInput>;

/** The presential course form (/Presential-course-new, /Presential-course-edit) and createOrUpdateCourse for type 'presential'. */
export const presentialCourseInput = z
  .object({
    category_id: chosenId(COURSE_MESSAGES.categoryRequired),
    title: text(COURSE_MESSAGES.titleRequired, 'título', COURSE_LIMITS.presentialTitle),
    description: text(COURSE_MESSAGES.descriptionRequired, 'descrição', COURSE_LIMITS.description),
    responsible: text(COURSE_MESSAGES.responsibleRequired, 'responsável', COURSE_LIMITS.responsible),
    hours: hoursField(COURSE_MESSAGES.presentialHoursRequired),
    minutes: minutesField(COURSE_MESSAGES.presentialMinutesRequired),
    is_subscriptions: flag.default(0),
    active: flag.default(1),
    date_publish: requiredDate(COURSE_MESSAGES.publishRequired),
    date_unpublish: optionalDate,
  })
  .superRefine(checkPublishingOrder);

export type PresentialCourseInput = z.output<typeof presentialCourseInput>;

/** The schema of a course's fields by its type; a new online course also needs its categories. */
export function courseInputOf(type: CourseType, creating: boolean) {
  if (type === 'presential') return presentialCourseInput;
  return creating ? newOnlineCourseInput : onlineCourseInput;
}
