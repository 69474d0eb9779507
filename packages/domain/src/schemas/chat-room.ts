import { z } from 'zod';
import { formKinds, reading, type ChoiceInput } from './form-kinds.ts';
import { chosenId, flagOr, optionalDate, optionalLink, requiredDate, URL_MAX } from './fields.ts';
import { optionalText, tooLong } from './messages.ts';
import { checkPublishingOrder, PUBLISHING_MESSAGES } from './publishing.ts';

/** Virtual rooms (the screens and routes of the spec, the entities of the spec Virtual room, the states and transitions of the spec, the validation rules of the spec, the roles and permissions of the spec, the business constants and limits of the spec). */

/** Room levels (access rule): who a room is open to. */
export const CHAT_LEVELS = ['Segmentado', 'Funcionários', 'Corretores', 'Comerciais'] as const;
export type ChatLevel = (typeof CHAT_LEVELS)[number];

export const CHAT_ROOM_LIMITS = {
  title: 80,
  shortDescription: 255,
  /** Not in Business limit: the column's size. */
  canceledDescription: 1024,
  /** Not in Business limit: bounds the rich text a request may carry. */
  description: 65_535,
  scope: 80,
  externallink: URL_MAX,
  liveid: 255,
  responsible: 80,
  area: 80,
  room: 40,
} as const;

/** What the status column of report_status says of a room (cancelled first, then by its hours). */
export const CHAT_ROOM_STATUS = { canceled: 'Cancelada', done: 'Realizada', live: 'Ao vivo', scheduled: 'Agendada' } as const;

export const CHAT_ROOM_MESSAGES = {
  /** the validation rules of the spec has no required text beyond the dates; the table holds no room without a title. */
  titleRequired: 'Digite um título',
  startRequired: 'Informe a data de início',
  endRequired: 'Informe a data de término',
  endBeforeStart: 'A data de término não pode ser anterior a data de início',
  publishRequired: PUBLISHING_MESSAGES.publishRequired,
  invalidUrl: 'Inserir uma URL válida',
  invalidLevel: `Escolha um nível: ${CHAT_LEVELS.join(', ')}.`,
  invalidReaction: 'A avaliação de reação escolhida não é uma avaliação de reação.',
  invalidQuiz: 'O quiz escolhido não é um quiz.',
  notFound: 'Sala não encontrada',
  notOpen: 'Esta sala não está disponível para você.',
  invalidCalendarDate: 'Informe uma data válida (aaaa-mm-dd).',
  invalidMonth: 'Informe um ano e um mês válidos.',
} as const;

/** A date picker marked required: empty means `message`. */

/** A proof picked in a select: none (empty, 0) is allowed; the server checks its type. */
const optionalProof = (message: string) =>
  z
    .preprocess(
      reading<ChoiceInput>((v) => (v === '' || v === null || v === undefined || v === 0 || v === '0' ? null : v)),
      chosenId(message).nullable(),
    )
    .register(formKinds, { form: 'choice' });

const level = z.preprocess(
  (v: string | null | undefined) => (v === '' || v === undefined ? null : v),
  z.enum(CHAT_LEVELS, { error: CHAT_ROOM_MESSAGES.invalidLevel }).nullable(),
);

/**
 * The room form (/Chat-new, /Chat-edit/{id}) and createOrUpdateChat. Keys in the order of the
 * form's fields: the form focuses the field of the first message. `description` is rich text the
 * server sanitises before storing it.
 */
const chatRoomFields = {
  title: z
    .string({ error: CHAT_ROOM_MESSAGES.titleRequired })
    .trim()
    .min(1, CHAT_ROOM_MESSAGES.titleRequired)
    .max(CHAT_ROOM_LIMITS.title, tooLong('título', CHAT_ROOM_LIMITS.title)),
  short_description: optionalText('descrição curta', CHAT_ROOM_LIMITS.shortDescription),
  description: optionalText('descrição', CHAT_ROOM_LIMITS.description),
  scope: optionalText('escopo', CHAT_ROOM_LIMITS.scope),
  level,
  externallink: optionalLink(CHAT_ROOM_MESSAGES.invalidUrl),
  liveid: optionalText('liveid', CHAT_ROOM_LIMITS.liveid),
  responsible: optionalText('solicitante', CHAT_ROOM_LIMITS.responsible),
  area: optionalText('área', CHAT_ROOM_LIMITS.area),
  room: optionalText('local', CHAT_ROOM_LIMITS.room),
  datetime_start: requiredDate(CHAT_ROOM_MESSAGES.startRequired),
  datetime_end: requiredDate(CHAT_ROOM_MESSAGES.endRequired),
  date_publish: requiredDate(CHAT_ROOM_MESSAGES.publishRequired),
  date_unpublish: optionalDate,
  reactionevaluation_id: optionalProof(CHAT_ROOM_MESSAGES.invalidReaction),
  quiz_id: optionalProof(CHAT_ROOM_MESSAGES.invalidQuiz),
  moderation: flagOr(0),
  active: flagOr(0),
  canceled: flagOr(0),
  /** The cancellation justification: the form shows it only while canceled is checked (state rule). */
  canceled_description: optionalText('justificativa do cancelamento', CHAT_ROOM_LIMITS.canceledDescription),
};

type RoomDates = { datetime_start?: Date | null; datetime_end?: Date | null; date_publish?: Date | null; date_unpublish?: Date | null };

/** The room's end not before its start (told under the end), and the publishing order of the validation rules. */
export function checkChatRoomDates(value: RoomDates, ctx: z.RefinementCtx): void {
  if (value.datetime_start && value.datetime_end && value.datetime_end < value.datetime_start) {
    ctx.addIssue({ code: 'custom', path: ['datetime_end'], message: CHAT_ROOM_MESSAGES.endBeforeStart });
  }
  checkPublishingOrder(value, ctx);
}

export const chatRoomInput = z
  .object(chatRoomFields)
  .superRefine(checkChatRoomDates)
  // A justification only means something for a cancelled room.
  .transform((room) => ({ ...room, canceled_description: room.canceled ? room.canceled_description : null }));

export type ChatRoomInput = z.output<typeof chatRoomInput>;

/** A new room's form: published now, starting at the next full hour for an hour. */
export function newChatRoomValues(now = new Date()) {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  return {
    title: '',
    short_description: '',
    description: '',
    scope: '',
    level: null as ChatLevel | null,
    externallink: '',
    liveid: '',
    responsible: '',
    area: '',
    room: '',
    datetime_start: start,
    datetime_end: new Date(start.getTime() + 60 * 60 * 1000),
    date_publish: now,
    date_unpublish: null as Date | null,
    reactionevaluation_id: null as number | null,
    quiz_id: null as number | null,
    moderation: false,
    active: true,
    canceled: false,
    canceled_description: '',
  };
}

/** The status of a room at `now`, as report_status shows it. */
export function chatRoomStatus(room: { canceled: number; datetime_start: Date; datetime_end: Date }, now = new Date()): string {
  if (room.canceled) return CHAT_ROOM_STATUS.canceled;
  if (room.datetime_end <= now) return CHAT_ROOM_STATUS.done;
  if (room.datetime_start <= now) return CHAT_ROOM_STATUS.live;
  return CHAT_ROOM_STATUS.scheduled;
}

const isoInstant = z.iso.datetime({ offset: true, local: true });

/** chats_calendar's date: yyyy-mm-dd (or yyyy-mm) names a month; an ISO instant names its month in São Paulo. */
export const chatCalendarDate = z
  .string({ error: CHAT_ROOM_MESSAGES.invalidCalendarDate })
  .trim()
  .refine((v) => /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/.test(v) || isoInstant.safeParse(v).success, CHAT_ROOM_MESSAGES.invalidCalendarDate);

/** report_status?year&month. */
export const chatReportMonth = z.object({
  year: z.coerce
    .number({ error: CHAT_ROOM_MESSAGES.invalidMonth })
    .int(CHAT_ROOM_MESSAGES.invalidMonth)
    .min(2000, CHAT_ROOM_MESSAGES.invalidMonth)
    .max(2100, CHAT_ROOM_MESSAGES.invalidMonth),
  month: z.coerce
    .number({ error: CHAT_ROOM_MESSAGES.invalidMonth })
    .int(CHAT_ROOM_MESSAGES.invalidMonth)
    .min(1, CHAT_ROOM_MESSAGES.invalidMonth)
    .max(12, CHAT_ROOM_MESSAGES.invalidMonth),
});
