import { z } from 'zod';
import { chosenId, flagOr, optionalDate, optionalLink, requiredDate, URL_MAX } from './fields.ts';
import { tooLong } from './messages.ts';
import { listArgs } from './list.ts';
import { checkPublishingOrder } from './publishing.ts';
import { recordId, recordIdFromText } from './record-id.ts';

/** Classrooms (turmas) and their attendance lists: the entities of the spec, the states and transitions of the spec, the validation rules of the spec. */

export const CLASSROOM_LIMITS = { address: 255, externalPage: URL_MAX, limitDigits: 3, maxPeople: 999 } as const;

/** The title every classroom is sent with (entity rule): the course names the classroom on screen. */
export const CLASSROOM_TITLE = '-';

export const CLASSROOM_MESSAGES = {
  courseRequired: 'Selecione um curso',
  addressRequired: 'Informe o endereço',
  limitRequired: 'Informe o número máximo de pessoas',
  limitInvalid: `Informe um número de pessoas de 1 a ${CLASSROOM_LIMITS.maxPeople}.`,
  /** Both starts (course and registrations) use the same text (validation rule). */
  startRequired: 'Informe a data de início',
  /** Both ends use the same text (validation rule). */
  endRequired: 'Informe a data final',
  unpublishRequired: 'Informe a data para despublicar',
  instructorRequired: 'Informe o instrutor',
  invalidUrl: 'Inserir uma URL válida',
  /** Shown under an empty publish date; not part of the pass/fail check (validation rule). */
  publishRequired: 'Informe a data de publicação',
  courseEndBeforeStart: 'A data de fim do curso não pode ser anterior a data de início',
  courseStartFirst: 'Informe a data de início do curso',
  registrationEndBeforeStart: 'Término das inscrições não pode ser anterior a data de Início das inscrições',
  registrationStartFirst: 'Informe a data de início das inscrições',
  publicOrSpecific: 'A turma deve ser pública ou específica (exatamente uma das opções).',
  saveFailed: 'Houve um erro ao enviar os dados para o servidor',
  notFound: 'Turma não encontrada.',
  courseNotFound: 'Curso presencial não encontrado.',
  instructorNotFound: 'Instrutor não encontrado.',
  invalidReceipt: 'Tipo de arquivo inválido. Por favor, escolha um arquivo com uma das seguintes extensões: .jpg, .jpeg, .png ou .pdf',
  noReceipt: 'Esta turma não tem comprovante.',
  parentNotFound: 'Turma principal não encontrada.',
  parentIsSubClassroom: 'Uma subturma não pode ter subturmas: escolha uma turma principal.',
  hasSubClassrooms: 'Não foi possível excluir o item por existirem registros filhos',
} as const;

export const SUBSCRIPTION_MESSAGES = {
  uidRequired: 'Informe o CPF ou a matrícula do participante.',
  added: 'Participante adicionado com sucesso!',
  userNotFound: (uid: string) => `Nenhum usuário encontrado com o CPF ou matrícula ${uid}.`,
  alreadySubscribed: (uid: string) => `O usuário ${uid} já está inscrito nesta turma.`,
  repeatedInFile: (line: number) => `CPF ou matrícula repetido no arquivo (linha ${line}).`,
  limitReached: (limit: number) => `A turma atingiu o número máximo de ${limit} pessoas.`,
  notFound: 'Inscrição não encontrada.',
  invalidPresence: 'Presença inválida: use 1 (Concluído), 0 (Ausente), -1 ou vazio (Não iniciado).',
  noRows: 'O arquivo não tem nenhum participante abaixo da linha de cabeçalho.',
  deleteConfirm: 'Deseja realmente excluir este participante da lista de presença?',
  toggleAllConfirm:
    'Deseja avançar a presença de todos os participantes da turma? Não iniciado passa a Concluído, Concluído a Ausente e Ausente a Não iniciado.',
} as const;

/** The extensions the receipt picker takes (validation rule); the server checks the content as well. */
export const RECEIPT_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** Whether a file name has one of the receipt extensions (the client's check before sending). */
export function isReceiptName(name: string): boolean {
  const lower = name.toLowerCase();
  return RECEIPT_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** The header of the attendance-list template and of the import (CPF or registration number). */
export const SUBSCRIPTION_IMPORT_HEADER = 'CPF/Matrícula';

// ---------------------------------------------------------------------------------------------
// Attendance

/** is_present as stored: 1 present ('Concluído'), 0 absent ('Ausente'), null not started. */
export type Attendance = 1 | 0 | null;

export const ATTENDANCE_LABELS = { present: 'Concluído', absent: 'Ausente', notStarted: 'Não iniciado' } as const;

/** Not started → Concluído → Ausente → not started (state rule). -1 reads as not started, as the spec's clients send it. */
export function nextAttendance(current: number | null | undefined): Attendance {
  if (current === 1) return 0;
  if (current === 0) return null;
  return 1;
}

export function attendanceLabel(value: number | null | undefined): string {
  if (value === 1) return ATTENDANCE_LABELS.present;
  if (value === 0) return ATTENDANCE_LABELS.absent;
  return ATTENDANCE_LABELS.notStarted;
}

/** subscription_present's is_present: 1, 0, or -1/null for not started (stored as null). */
export const attendanceValue = z
  .union([z.literal(1), z.literal(0), z.literal(-1), z.null()], { error: SUBSCRIPTION_MESSAGES.invalidPresence })
  .optional()
  .transform((v): Attendance => (v === 1 || v === 0 ? v : null));

// ---------------------------------------------------------------------------------------------
// The classroom form and createOrUpdateClassroom

const classroomFields = {
  course_id: chosenId(CLASSROOM_MESSAGES.courseRequired),
  address: z
    .string({ error: CLASSROOM_MESSAGES.addressRequired })
    .trim()
    .min(1, CLASSROOM_MESSAGES.addressRequired)
    .max(CLASSROOM_LIMITS.address, tooLong('endereço', CLASSROOM_LIMITS.address)),
  externalPage: optionalLink(CLASSROOM_MESSAGES.invalidUrl),
  instrutor: chosenId(CLASSROOM_MESSAGES.instructorRequired),
  limit_registrations: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: CLASSROOM_MESSAGES.limitRequired })
      .int(CLASSROOM_MESSAGES.limitInvalid)
      .min(1, CLASSROOM_MESSAGES.limitInvalid)
      .max(CLASSROOM_LIMITS.maxPeople, CLASSROOM_MESSAGES.limitInvalid),
  ),
  datetime_start: requiredDate(CLASSROOM_MESSAGES.startRequired),
  datetime_end: requiredDate(CLASSROOM_MESSAGES.endRequired),
  datetime_registration_start: requiredDate(CLASSROOM_MESSAGES.startRequired),
  datetime_registration_end: requiredDate(CLASSROOM_MESSAGES.endRequired),
  active: flagOr(0),
  is_public: flagOr(1),
  is_specific: flagOr(0),
  /** Its error text shows under the field but does not block on its own (validation rule); see checkClassroomDates. */
  date_publish: optionalDate,
  date_unpublish: requiredDate(CLASSROOM_MESSAGES.unpublishRequired),
};

type DateFields = {
  datetime_start?: Date | null;
  datetime_end?: Date | null;
  datetime_registration_start?: Date | null;
  datetime_registration_end?: Date | null;
};

type DatePair = { start: keyof DateFields; end: keyof DateFields; startFirst: string; endBeforeStart: string };

const DATE_PAIRS: DatePair[] = [
  {
    start: 'datetime_start',
    end: 'datetime_end',
    startFirst: CLASSROOM_MESSAGES.courseStartFirst,
    endBeforeStart: CLASSROOM_MESSAGES.courseEndBeforeStart,
  },
  {
    start: 'datetime_registration_start',
    end: 'datetime_registration_end',
    startFirst: CLASSROOM_MESSAGES.registrationStartFirst,
    endBeforeStart: CLASSROOM_MESSAGES.registrationEndBeforeStart,
  },
];

const asDate = (v: unknown): Date | null => {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * The order rule of an end date (validation rule): set before its start, or earlier than it. The form shows
 * it as a toast as soon as the end is picked; the schema refuses it on save.
 */
export function classroomDateOrderError(end: keyof DateFields, values: Record<string, unknown>): string | null {
  const pair = DATE_PAIRS.find((p) => p.end === end);
  if (!pair) return null;
  const endDate = asDate(values[pair.end]);
  if (!endDate) return null;
  const startDate = asDate(values[pair.start]);
  if (!startDate) return pair.startFirst;
  return endDate < startDate ? pair.endBeforeStart : null;
}

/**
 * The rules between fields. They run even when a field failed (see ALWAYS), so the form shows
 * an end before its start together with the missing fields: values may then still be as typed.
 */
function checkClassroom(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const pair of DATE_PAIRS) {
    // A missing start already has its required message; only an end set before a start is ordered.
    if (!asDate(value[pair.start])) continue;
    const message = classroomDateOrderError(pair.end, value);
    if (message) ctx.addIssue({ code: 'custom', path: [pair.end], message });
  }
  const on = (flag: unknown) => flag === true || flag === 1;
  if (on(value.is_public) === on(value.is_specific)) ctx.addIssue({ code: 'custom', path: ['is_public'], message: CLASSROOM_MESSAGES.publicOrSpecific });
  checkPublishingOrder({ date_publish: asDate(value.date_publish), date_unpublish: asDate(value.date_unpublish) }, ctx);
}

const ALWAYS = { when: () => true };

/** The classroom form's values, as the form and the server validate them. */
export const classroomInput = z.object(classroomFields).superRefine(checkClassroom, ALWAYS);
export type ClassroomInput = z.output<typeof classroomInput>;

/**
 * createOrUpdateClassroom's arguments beside the record, its version and the form's fields: the
 * parent, and the fields the spec's clients send that the server decides (title is always '-',
 * the creator comes from the session).
 */
export const classroomKeys = {
  /** The classroom a new sub-classroom belongs to (one level); ignored on update, the parent never changes. */
  parent_id: recordId(CLASSROOM_MESSAGES.parentNotFound).nullish(),
  title: z.string().max(255).nullish(),
  userowner_id: z.number().int().nullish(),
};

/** classroom_collections: with parent_id, only that classroom's sub-classrooms (/SubClassroom/{parent_id}). */
export const classroomListArgs = listArgs.extend({ parent_id: recordId(CLASSROOM_MESSAGES.parentNotFound).nullish() });
export const classroomCountArgs = classroomListArgs.pick({ search: true, parent_id: true });

// ---------------------------------------------------------------------------------------------
// Subscriptions

export const classroomIdArgs = z.object({ classroom_id: recordId() });

/** createSubscription_by_uid: a CPF (with or without the mask) or a registration number. */
export const subscriptionByUidArgs = z.object({
  classroom_id: recordId(),
  uid: z.string({ error: SUBSCRIPTION_MESSAGES.uidRequired }).trim().min(1, SUBSCRIPTION_MESSAGES.uidRequired).max(14, SUBSCRIPTION_MESSAGES.uidRequired),
});

/** The uid as users hold it: a CPF typed with its mask is stored as its 11 digits. */
export function normalizeUid(uid: string): string {
  const trimmed = uid.trim();
  return /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(trimmed) ? trimmed.replace(/\D/g, '') : trimmed;
}

/** The subscription list of the attendance screen (and the spec's subscription(classroom_id, limit, page)). */
export const subscriptionListArgs = z.object({
  classroom_id: recordId(),
  limit: z.preprocess((v) => (v === null ? undefined : v), z.number().int().min(1).max(99_999).default(20)),
  page: z.preprocess((v) => (v === null ? undefined : v), z.number().int().min(1).default(1)),
});

/** Fields of the import and receipt forms, sent before the file. */
export const classroomUploadFields = z.object({
  classroom_id: recordIdFromText(CLASSROOM_MESSAGES.notFound),
  returnUrl: z.string().max(2000).optional(),
});
