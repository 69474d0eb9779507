import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { chatReportQuery } from '@backoffice/domain/schemas/chat-message';
import { chatMessage } from '../../../db/schema/chat.ts';
import type { Db } from '../../../platform/db/client.ts';
import { keysetBatches } from '../../../platform/db/keyset-batches.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { ReportColumn } from '../../../platform/reports/report-stream.ts';
import { sendReport } from '../../../platform/reports/send-report.ts';
import { assertRoomExists, yesNo } from './report-helpers.ts';

const parent = alias(chatMessage, 'parent');

interface Line {
  id: number;
  at: Date;
  name: string;
  message: string;
  is_question: number;
  approved: number;
  is_hidden: number;
  is_admin: number;
  parent_id: number | null;
  parent_name: string | null;
}

function transcript(db: Db, chatId: number): AsyncGenerator<Line[]> {
  return keysetBatches((afterId, size) =>
    db
      .select({
        id: chatMessage.id,
        at: chatMessage.created_at,
        name: chatMessage.user_name,
        message: chatMessage.message,
        is_question: chatMessage.is_question,
        approved: chatMessage.approved,
        is_hidden: chatMessage.is_hidden,
        is_admin: chatMessage.is_admin,
        parent_id: parent.id,
        parent_name: parent.user_name,
      })
      .from(chatMessage)
      .leftJoin(parent, eq(parent.id, chatMessage.response_from_id))
      .where(and(eq(chatMessage.chat_id, chatId), gt(chatMessage.id, afterId)))
      .orderBy(asc(chatMessage.id))
      .limit(size),
  );
}

const COLUMNS: ReportColumn<Line>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Data/Hora', value: (r) => r.at },
  { header: 'Nome', value: (r) => r.name },
  { header: 'Mensagem', value: (r) => r.message },
  { header: 'Pergunta', value: (r) => yesNo(r.is_question) },
  { header: 'Aprovada', value: (r) => yesNo(r.approved) },
  { header: 'Oculta', value: (r) => yesNo(r.is_hidden) },
  { header: 'Moderador', value: (r) => yesNo(r.is_admin) },
  // The message answered, by its author and id (the report's ID column).
  { header: 'Resposta a', value: (r) => (r.parent_id === null ? null : `${r.parent_name} (ID ${r.parent_id})`) },
];

/** GET /api/v1/chat/report_messages?chat_id=N: the room's whole chat, every flag shown (CSV). */
export function registerMessageReportRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/v1/chat/report_messages', { config: { access: 'Chat' } }, async (request, reply) => {
    const { chat_id: chatId } = chatReportQuery.parse(request.query);
    await assertRoomExists(db, chatId);
    return sendReport(reply, { format: 'csv', filename: `mensagens-sala-${chatId}.csv`, columns: COLUMNS, rows: transcript(db, chatId) });
  });
}
