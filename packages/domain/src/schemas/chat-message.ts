import { z } from 'zod';
import { ACCOUNT_FIELD_ID } from '../constants.ts';
import { orDefault } from './list.ts';
import { recordId, recordIdFromText } from './record-id.ts';

/** Virtual room chat: messages, moderation flags, presence and audience (the entities of the spec, the states and transitions of the spec, the calls of the spec, the business constants and limits of the spec). */

/** History loaded per request; also the most any message list returns at once. */
export const CHAT_HISTORY_LIMIT = 2000;
export const CHAT_MESSAGE_MAX = 1000;
/** Business limit: new messages polled every 5 s, moderation lists every 10 s, online counts every 60 s, first load after 1 s. */
export const CHAT_POLL_MS = 5000;
export const CHAT_MODERATION_REFRESH_MS = 10_000;
export const CHAT_ONLINE_REFRESH_MS = 60_000;
export const CHAT_FIRST_LOAD_DELAY_MS = 1000;
/** A participant's screen announces itself this often (chatPresence returns it). */
export const CHAT_HEARTBEAT_SECONDS = 30;
/** 'Online now': seen within this window, so up to two heartbeats may be lost before someone goes offline. */
export const CHAT_ONLINE_WINDOW_SECONDS = 90;
/** A heartbeat sooner than this after the last recorded one changes nothing. */
export const CHAT_HEARTBEAT_MIN_SECONDS = 5;

/** A message starting with this is a question (is_question = 1). */
export const CHAT_QUESTION_PREFIX = '#';
export const CHAT_INPUT_PLACEHOLDER = 'Digite sua mensagem. Para fazer uma pergunta, comece com #';
/** The text a reply starts with: '@' and the asker's name. */
export const chatReplyPrefix = (askerName: string) => `@${askerName} `;
export const isQuestionText = (message: string) => message.trimStart().startsWith(CHAT_QUESTION_PREFIX);

/** the states and transitions of the spec reply visibility, as the moderator's screen offers it. */
export const CHAT_REPLY_VISIBILITY = { askerOnly: 'Somente para quem perguntou', everyone: 'Todos' } as const;
/** A participant without a value of the field a breakdown is by. */
export const CHAT_NO_VALUE_LABEL = 'Não informado';

export const CHAT_MESSAGE_MESSAGES = {
  chatRequired: 'Informe a sala.',
  messageEmpty: 'Digite uma mensagem.',
  messageTooLong: `A mensagem deve ter no máximo ${CHAT_MESSAGE_MAX} caracteres.`,
  notYourself: 'Você só pode enviar mensagens em seu próprio nome.',
  readOthers: 'Você só pode ler as mensagens enviadas para você.',
  replyNotFound: 'A mensagem respondida não foi encontrada nesta sala.',
  replyToNotAsker: 'Uma resposta somente para quem perguntou deve ir para o autor da mensagem respondida.',
  notFound: 'Mensagem não encontrada.',
  /** What a reply quotes in place of a message its reader may not see (hidden, unapproved, private). */
  unavailableQuote: 'Mensagem indisponível',
  tooFast: 'Você está enviando mensagens rápido demais. Aguarde um pouco e tente novamente.',
  flag: 'Informe 0 ou 1.',
  changedSince: 'Informe uma data e hora válida (ISO 8601).',
  status: "Informe o status: 'all' (todos) ou 'active' (online agora).",
  field: 'Informe o campo: Perfil, Comercial, Regional, Sucursal ou Diretoria.',
  period: 'Informe a sala (chat_id) ou o ano e o mês do relatório.',
} as const;

const flag = z.literal([0, 1], { error: CHAT_MESSAGE_MESSAGES.flag });
const chatId = recordId(CHAT_MESSAGE_MESSAGES.chatRequired);

/** A limit above CHAT_HISTORY_LIMIT is served as CHAT_HISTORY_LIMIT: the legacy screens ask for exactly that. */
const historyLimit = orDefault(
  z.coerce
    .number()
    .int()
    .min(1)
    .default(CHAT_HISTORY_LIMIT)
    .transform((n) => Math.min(n, CHAT_HISTORY_LIMIT)),
);

/** The chat input: trimmed, 1 to 1000 characters. */
export const chatMessageText = z
  .string({ error: CHAT_MESSAGE_MESSAGES.messageEmpty })
  .trim()
  .min(1, CHAT_MESSAGE_MESSAGES.messageEmpty)
  .max(CHAT_MESSAGE_MAX, CHAT_MESSAGE_MESSAGES.messageTooLong);

/**
 * createChatMessage. user_id and user_name are what the legacy client sends: the author is always
 * the caller, so user_id is only compared with the caller and user_name is never read.
 */
export const chatMessageInput = z.object({
  chat_id: chatId,
  message: chatMessageText,
  user_id: recordId().nullish(),
  user_name: z.string().max(200).nullish(),
  response_to_user_id: recordId().nullish(),
  approved: flag.nullish(),
  response_from_id: recordId().nullish(),
});
export type ChatMessageInput = z.output<typeof chatMessageInput>;

export const chatMessagesByUserArgs = z.object({
  user_id: recordId(),
  chat_id: chatId,
  limit: historyLimit,
  offset: orDefault(z.coerce.number().int().min(0).default(0)),
  show_my_msgs: z.boolean().nullish(),
});

const isoTime = z
  .string({ error: CHAT_MESSAGE_MESSAGES.changedSince })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), { error: CHAT_MESSAGE_MESSAGES.changedSince })
  .transform((v) => new Date(v));

export const chatMessagesFilterArgs = z.object({
  chat_id: chatId,
  only_question: z.boolean().nullish(),
  msg_hidden: z.boolean().nullish(),
  after_id: z.number().int().min(0).nullish(),
  changed_since: isoTime.nullish(),
  limit: historyLimit,
});
export type ChatMessagesFilter = z.output<typeof chatMessagesFilterArgs>;

export const approvedToggleArgs = z.object({ id: recordId(), approved: flag });
export const isHiddenToggleArgs = z.object({ id: recordId(), is_hidden: flag });
export const isQuestionToggleArgs = z.object({ id: recordId(), is_question: flag });

/** A call about one room as a whole: presence, the moderation screen's live changes. */
export const chatRoomArgs = z.object({ chat_id: chatId });
export const chatPresenceArgs = chatRoomArgs;

/** 'all': everyone who ever entered the room; 'active': online now. */
export const CHAT_AUDIENCE_STATUS = ['all', 'active'] as const;
export type ChatAudienceStatus = (typeof CHAT_AUDIENCE_STATUS)[number];
const audienceStatus = orDefault(z.enum(CHAT_AUDIENCE_STATUS, { error: CHAT_MESSAGE_MESSAGES.status }).default('all'));

/** The account fields a room's audience is broken down by. */
export const CHAT_AUDIENCE_FIELDS = {
  Perfil: ACCOUNT_FIELD_ID.PROFILE_CHOICES,
  Comercial: ACCOUNT_FIELD_ID.COMERCIAL,
  Regional: ACCOUNT_FIELD_ID.REGIONAL,
  Sucursal: ACCOUNT_FIELD_ID.FIELD_10,
  Diretoria: ACCOUNT_FIELD_ID.FIELD_9,
} as const;
export type ChatAudienceField = keyof typeof CHAT_AUDIENCE_FIELDS;
const FIELD_NAMES = Object.keys(CHAT_AUDIENCE_FIELDS) as [ChatAudienceField, ...ChatAudienceField[]];

export const chatAudienceArgs = z.object({ chat_id: chatId, status: audienceStatus });
export const chatAudienceListArgs = chatAudienceArgs.extend({
  limit: orDefault(z.coerce.number().int().min(1).max(CHAT_HISTORY_LIMIT).default(20)),
  page: orDefault(z.coerce.number().int().min(1).default(1)),
});
export const chatAudienceBreakdownArgs = chatAudienceArgs.extend({
  field: z.enum(FIELD_NAMES, { error: CHAT_MESSAGE_MESSAGES.field }),
});

/** The room reports take ?chat_id=N. */
export const chatReportQuery = z.object({ chat_id: recordIdFromText(CHAT_MESSAGE_MESSAGES.chatRequired) });

/** get_users_by_chat: ?chat_id=N, or ?year&month for the rooms starting in that month. */
export const chatAudienceReportQuery = z.union(
  [
    z.object({ chat_id: recordIdFromText(CHAT_MESSAGE_MESSAGES.period) }),
    z.object({
      chat_id: z.undefined().optional(),
      year: z.coerce.number({ error: CHAT_MESSAGE_MESSAGES.period }).int().min(2000).max(2100),
      month: z.coerce.number({ error: CHAT_MESSAGE_MESSAGES.period }).int().min(1).max(12),
    }),
  ],
  { error: CHAT_MESSAGE_MESSAGES.period },
);
