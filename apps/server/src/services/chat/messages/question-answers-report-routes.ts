import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHAT_REPLY_VISIBILITY, chatReportQuery } from '@backoffice/domain/schemas/chat-message';
import { chatMessage } from '../../../db/schema/chat.ts';
import type { Db } from '../../../platform/db/client.ts';
import { keysetBatches } from '../../../platform/db/keyset-batches.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { ReportColumn } from '../../../platform/reports/report-stream.ts';
import { sendReport } from '../../../platform/reports/send-report.ts';
import { assertRoomExists } from './report-helpers.ts';

interface Line {
  question: string;
  author: string;
  at: Date;
  answer: string | null;
  moderator: string | null;
  visibility: string | null;
}

/**
 * The room's questions in the order they were asked, each followed by its answers (the replies
 * to it) in order; a question nobody answered has one line with the answer columns empty.
 */
async function* questionLines(db: Db, chatId: number): AsyncGenerator<Line[]> {
  const questions = keysetBatches(
    (afterId, size) =>
      db
        .select({ id: chatMessage.id, message: chatMessage.message, user_name: chatMessage.user_name, created_at: chatMessage.created_at })
        .from(chatMessage)
        .where(and(eq(chatMessage.chat_id, chatId), eq(chatMessage.is_question, 1), gt(chatMessage.id, afterId)))
        .orderBy(asc(chatMessage.id))
        .limit(size),
    500,
  );
  for await (const batch of questions) {
    const answers = await db
      .select({ to: chatMessage.response_from_id, message: chatMessage.message, user_name: chatMessage.user_name, private_to: chatMessage.response_to_user_id })
      .from(chatMessage)
      .where(
        inArray(
          chatMessage.response_from_id,
          batch.map((q) => q.id),
        ),
      )
      .orderBy(asc(chatMessage.id));
    yield batch.flatMap((q): Line[] => {
      const asked = { question: q.message, author: q.user_name, at: q.created_at };
      const replies = answers.filter((a) => a.to === q.id);
      if (!replies.length) return [{ ...asked, answer: null, moderator: null, visibility: null }];
      return replies.map((a) => ({
        ...asked,
        answer: a.message,
        moderator: a.user_name,
        visibility: a.private_to === null ? CHAT_REPLY_VISIBILITY.everyone : CHAT_REPLY_VISIBILITY.askerOnly,
      }));
    });
  }
}

const COLUMNS: ReportColumn<Line>[] = [
  { header: 'Pergunta', value: (r) => r.question },
  { header: 'Autor', value: (r) => r.author },
  { header: 'Data/Hora', value: (r) => r.at },
  { header: 'Resposta', value: (r) => r.answer },
  { header: 'Moderador', value: (r) => r.moderator },
  { header: 'Visibilidade', value: (r) => r.visibility },
];

/** GET /api/v1/lms/report_awnser_question_chat?chat_id=N (the spec's spelling): a room's questions and their answers (CSV). */
export function registerQuestionAnswersReportRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/v1/lms/report_awnser_question_chat', { config: { access: 'Chat' } }, async (request, reply) => {
    const { chat_id: chatId } = chatReportQuery.parse(request.query);
    await assertRoomExists(db, chatId);
    return sendReport(reply, { format: 'csv', filename: `perguntas-e-respostas-sala-${chatId}.csv`, columns: COLUMNS, rows: questionLines(db, chatId) });
  });
}
