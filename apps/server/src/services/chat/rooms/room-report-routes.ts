import { and, asc, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatReportMonth, chatRoomStatus } from '@backoffice/domain/schemas/chat-room';
import { chat, chatMessage, chatPresence } from '../../../db/schema/chat.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { ReportColumn } from '../../../platform/reports/report-stream.ts';
import { sendReport } from '../../../platform/reports/send-report.ts';
import { MODERATOR_MODULE } from './room-audience.ts';
import { monthRange } from './room-store.ts';

const messages = sql<number>`(select count(*)::int from ${chatMessage} where ${chatMessage.chat_id} = "chat"."id")`;
const questions = sql<number>`(select count(*)::int from ${chatMessage} where ${chatMessage.chat_id} = "chat"."id" and ${chatMessage.is_question} = 1)`;
const participants = sql<number>`(select count(*)::int from ${chatPresence} where ${chatPresence.chat_id} = "chat"."id")`;

/** The rooms starting in [from, to), by start, with their counts. A month holds few rooms: one batch. */
function monthRooms(db: Db, from: Date, to: Date) {
  return db
    .select({
      id: chat.id,
      title: chat.title,
      datetime_start: chat.datetime_start,
      datetime_end: chat.datetime_end,
      room: chat.room,
      scope: chat.scope,
      level: chat.level,
      responsible: chat.responsible,
      area: chat.area,
      canceled: chat.canceled,
      messages,
      questions,
      participants,
    })
    .from(chat)
    .where(and(gte(chat.datetime_start, from), lt(chat.datetime_start, to)))
    .orderBy(asc(chat.datetime_start), asc(chat.id));
}

type MonthRoom = Awaited<ReturnType<typeof monthRooms>>[number];

const statusColumn = (now: Date): ReportColumn<MonthRoom> => ({ header: 'Status', width: 12, value: (r) => chatRoomStatus(r, now) });

const COLUMNS: ReportColumn<MonthRoom>[] = [
  { header: 'ID', width: 8, value: (r) => r.id },
  { header: 'Título', width: 50, value: (r) => r.title },
  { header: 'Início', width: 18, value: (r) => r.datetime_start },
  { header: 'Fim', width: 18, value: (r) => r.datetime_end },
  { header: 'Local', width: 20, value: (r) => r.room },
  { header: 'Escopo', width: 30, value: (r) => r.scope },
  { header: 'Nível', width: 14, value: (r) => r.level },
  { header: 'Solicitante', width: 30, value: (r) => r.responsible },
  { header: 'Área', width: 30, value: (r) => r.area },
];

const COUNTS: ReportColumn<MonthRoom>[] = [
  { header: 'Mensagens', width: 12, value: (r) => Number(r.messages) },
  { header: 'Perguntas', width: 12, value: (r) => Number(r.questions) },
  { header: 'Participantes', width: 14, value: (r) => Number(r.participants) },
];

/** GET /api/v1/chat/report_status?year&month: the month's rooms (by start, São Paulo's calendar) with their status and counts. */
export function registerRoomReportRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/v1/chat/report_status', { config: { access: MODERATOR_MODULE } }, async (request, reply) => {
    const { year, month } = chatReportMonth.parse(request.query);
    const { from, to } = monthRange(year, month);
    const rows = await monthRooms(db, from, to);
    const mm = String(month).padStart(2, '0');
    return sendReport(reply, {
      format: 'xlsx',
      filename: `salas-virtuais-${year}-${mm}.xlsx`,
      sheet: `Salas ${mm}-${year}`,
      columns: [...COLUMNS, statusColumn(new Date()), ...COUNTS],
      rows: (async function* () {
        yield rows;
      })(),
    });
  });
}
