import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHAT_AUDIENCE_FIELDS, chatAudienceReportQuery } from '@backoffice/domain/schemas/chat-message';
import { users } from '../../../db/schema/account.ts';
import { chat, chatPresence } from '../../../db/schema/chat.ts';
import type { Db } from '../../../platform/db/client.ts';
import { keysetBatches } from '../../../platform/db/keyset-batches.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { ReportColumn } from '../../../platform/reports/report-stream.ts';
import { saoPauloMonthStart } from '../../../platform/reports/report-period.ts';
import { sendReport } from '../../../platform/reports/send-report.ts';
import { assertRoomExists } from '../../chat/messages/report-helpers.ts';
import { fieldValues } from './audience-store.ts';

interface Room {
  id: number;
  title: string;
}

interface Line {
  id: number;
  name: string;
  uid: string;
  perfil: string | null;
  comercial: string | null;
  regional: string | null;
  sucursal: string | null;
  diretoria: string | null;
  first_seen_at: Date;
  last_seen_at: Date;
}

/** A room's participants in batches, by user id. */
function participants(db: Db, chatId: number): AsyncGenerator<Line[]> {
  return keysetBatches((afterId, size) =>
    db
      .select({
        id: users.id,
        name: users.name,
        uid: users.uid,
        perfil: fieldValues(users.id, CHAT_AUDIENCE_FIELDS.Perfil),
        comercial: fieldValues(users.id, CHAT_AUDIENCE_FIELDS.Comercial),
        regional: fieldValues(users.id, CHAT_AUDIENCE_FIELDS.Regional),
        sucursal: fieldValues(users.id, CHAT_AUDIENCE_FIELDS.Sucursal),
        diretoria: fieldValues(users.id, CHAT_AUDIENCE_FIELDS.Diretoria),
        first_seen_at: chatPresence.first_seen_at,
        last_seen_at: chatPresence.last_seen_at,
      })
      .from(chatPresence)
      .innerJoin(users, eq(users.id, chatPresence.user_id))
      .where(and(eq(chatPresence.chat_id, chatId), gt(chatPresence.user_id, afterId)))
      .orderBy(asc(chatPresence.user_id))
      .limit(size),
  );
}

/** The participants of each room in turn, each line with its room. */
async function* roomsParticipants(db: Db, rooms: Room[]): AsyncGenerator<(Line & { room: Room })[]> {
  for (const room of rooms) for await (const batch of participants(db, room.id)) yield batch.map((line) => ({ ...line, room }));
}

const PERSON: ReportColumn<Line>[] = [
  { header: 'Nome', value: (r) => r.name },
  { header: 'CPF/Matrícula', value: (r) => r.uid },
  { header: 'Perfil', value: (r) => r.perfil },
  { header: 'Comercial', value: (r) => r.comercial },
  { header: 'Regional', value: (r) => r.regional },
  { header: 'Sucursal', value: (r) => r.sucursal },
  { header: 'Diretoria', value: (r) => r.diretoria },
  { header: 'Primeiro acesso', value: (r) => r.first_seen_at },
  { header: 'Último acesso', value: (r) => r.last_seen_at },
];

const WITH_ROOM: ReportColumn<Line & { room: Room }>[] = [
  { header: 'Sala ID', value: (r) => r.room.id },
  { header: 'Sala', value: (r) => r.room.title },
  ...PERSON,
];

/**
 * GET /api/v1/analytics/get_users_by_chat?chat_id=N: who entered the room (CSV).
 * ?year&month: the same for every room starting in that month (São Paulo calendar), room by room.
 */
export function registerChatAudienceReportRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/v1/analytics/get_users_by_chat', { config: { access: 'Chat' } }, async (request, reply) => {
    const query = chatAudienceReportQuery.parse(request.query);
    if ('year' in query) {
      const { year, month } = query;
      const rooms = await db
        .select({ id: chat.id, title: chat.title })
        .from(chat)
        .where(and(gte(chat.datetime_start, saoPauloMonthStart(year, month)), lt(chat.datetime_start, saoPauloMonthStart(year, month + 1))))
        .orderBy(asc(chat.datetime_start), asc(chat.id));
      const period = `${year}-${String(month).padStart(2, '0')}`;
      return sendReport(reply, { format: 'csv', filename: `participantes-salas-${period}.csv`, columns: WITH_ROOM, rows: roomsParticipants(db, rooms) });
    }
    await assertRoomExists(db, query.chat_id);
    return sendReport(reply, { format: 'csv', filename: `participantes-sala-${query.chat_id}.csv`, columns: PERSON, rows: participants(db, query.chat_id) });
  });
}
