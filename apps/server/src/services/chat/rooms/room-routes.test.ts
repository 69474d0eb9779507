import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { CHAT_ROOM_MESSAGES } from '@backoffice/domain/schemas/chat-room';
import { chat, chatMessage, chatPresence } from '../../../db/schema/chat.ts';
import { multipartBody, PNG_1X1 } from '../../../test/fixtures.ts';
import { xlsxRows } from '../../../test/sheet-rows.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp, type TestUser } from '../../../test/test-app.ts';

let t: TestApp;
let admin: TestUser & { token: string };
let moderator: TestUser & { token: string };
let participant: TestUser & { token: string };
let outsider: TestUser & { token: string };
const HOUR = 3600_000;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const upload = (path: 'thumb' | 'background', fields: Record<string, string>, file: { name: string; data: Buffer | string }, token?: string) => {
  const body = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url: `/api/v1/chat/${path}`, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
};

async function room(over: Partial<typeof chat.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(chat)
    .values({
      title: 'Sala',
      active: 1,
      date_publish: new Date(Date.now() - HOUR),
      datetime_start: new Date(),
      datetime_end: new Date(Date.now() + HOUR),
      ...over,
    })
    .returning({ id: chat.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  moderator = await t.signIn(await t.createProfile({ modules: ['Chat'] }));
  // Participants hold no back-office module: a room open to them is enough to see its images.
  participant = await t.signIn(await t.createProfile({ modules: [] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['Course'] }));
}, 60_000);

afterAll(() => t?.close());

describe.each(['thumb', 'background'] as const)('POST /api/v1/chat/%s', (path) => {
  const field = path === 'thumb' ? 'thumbnail' : 'background';

  it('stores the image for the room, replacing the previous one, served to those the room is open to', async () => {
    const open = await room({ level: 'Funcionários' });
    const first = await upload(path, { id: String(open), returnUrl: '/#/Chat' }, { name: 'imagem.png', data: PNG_1X1 }, moderator.token);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json()[field] as string;
    expect(firstUrl).toMatch(/^\/api\/v1\/dam\/file\/\d+$/);
    const second = await upload(path, { id: String(open) }, { name: 'nova.png', data: PNG_1X1 }, admin.token);
    const url = second.json()[field] as string;
    expect(url).not.toBe(firstUrl);
    expect((await get(firstUrl, admin.token)).statusCode).toBe(404);
    const [row] = await t.db.select({ updated_by: chat.updated_by }).from(chat).where(eq(chat.id, open));
    expect(row.updated_by).toBe(admin.id);

    const served = await get(url, moderator.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await get(url, participant.token)).statusCode).toBe(200);
    expect((await get(url, outsider.token)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('keeps the image of a room not open to the caller for its moderators', async () => {
    const closed = await room({ active: 0 });
    const res = await upload(path, { id: String(closed) }, { name: 'imagem.png', data: PNG_1X1 }, moderator.token);
    const url = res.json()[field] as string;
    expect((await get(url, moderator.token)).statusCode).toBe(200);
    const refused = await get(url, participant.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(CHAT_ROOM_MESSAGES.notOpen);
  });

  it('refuses a non-image, an unknown room and callers without the Chat module', async () => {
    const id = String(await room());
    const text = await upload(path, { id }, { name: 'imagem.png', data: 'não é imagem' }, moderator.token);
    expect(text.statusCode).toBe(400);
    const missing = await upload(path, { id: '987654' }, { name: 'imagem.png', data: PNG_1X1 }, moderator.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(CHAT_ROOM_MESSAGES.notFound);
    expectRestRefused(await upload(path, { id }, { name: 'imagem.png', data: PNG_1X1 }, participant.token), 'FORBIDDEN');
    expectRestRefused(await upload(path, { id }, { name: 'imagem.png', data: PNG_1X1 }), 'UNAUTHENTICATED');
    const [row] = await t.db
      .select({ thumbnail: chat.thumbnail_file_id, background: chat.background_file_id })
      .from(chat)
      .where(eq(chat.id, Number(id)));
    expect(row).toEqual({ thumbnail: null, background: null });
  });
});

describe('GET /api/v1/chat/report_status', () => {
  it("lists the month's rooms by start with their status and counts, text as typed", async () => {
    const now = Date.now();
    // Rooms of a month to come, and some of the current month for the live and done statuses.
    const year = 2031;
    const make = (title: string, start: string, end: string, over: Partial<typeof chat.$inferInsert> = {}) =>
      room({
        title,
        datetime_start: new Date(start),
        datetime_end: new Date(end),
        room: 'Auditório',
        scope: 'Nacional',
        level: 'Corretores',
        responsible: 'Marketing',
        area: 'Produtos',
        ...over,
      });
    const scheduled = await make('=HYPERLINK("http://mal.example","x")', '2031-08-10T13:00:00Z', '2031-08-10T14:00:00Z');
    const cancelled = await make('Cancelada', '2031-08-01T03:00:00Z', '2031-08-01T04:00:00Z', { canceled: 1, room: null, scope: null });
    await make('Fim de julho', '2031-08-01T02:59:00Z', '2031-08-01T04:00:00Z');
    const lastNight = await make('Última noite', '2031-09-01T02:30:00Z', '2031-09-01T03:30:00Z');
    await t.db.insert(chatMessage).values([
      { chat_id: scheduled, user_id: admin.id, user_name: 'A', message: 'Olá' },
      { chat_id: scheduled, user_id: admin.id, user_name: 'A', message: '#Pergunta?', is_question: 1 },
      { chat_id: scheduled, user_id: moderator.id, user_name: 'M', message: 'Resposta' },
    ]);
    await t.db.insert(chatPresence).values([
      { chat_id: scheduled, user_id: admin.id },
      { chat_id: scheduled, user_id: participant.id },
    ]);

    const rows = await xlsxRows(await get(`/api/v1/chat/report_status?year=${year}&month=8`, moderator.token), `salas-virtuais-${year}-08.xlsx`);
    expect(rows[0]).toEqual([
      'ID',
      'Título',
      'Início',
      'Fim',
      'Local',
      'Escopo',
      'Nível',
      'Solicitante',
      'Área',
      'Status',
      'Mensagens',
      'Perguntas',
      'Participantes',
    ]);
    expect(rows.slice(1)).toEqual([
      [cancelled, 'Cancelada', '01/08/2031 00:00', '01/08/2031 01:00', '', '', 'Corretores', 'Marketing', 'Produtos', 'Cancelada', 0, 0, 0],
      [
        scheduled,
        '=HYPERLINK("http://mal.example","x")',
        '10/08/2031 10:00',
        '10/08/2031 11:00',
        'Auditório',
        'Nacional',
        'Corretores',
        'Marketing',
        'Produtos',
        'Agendada',
        3,
        1,
        2,
      ],
      [lastNight, 'Última noite', '31/08/2031 23:30', '01/09/2031 00:30', 'Auditório', 'Nacional', 'Corretores', 'Marketing', 'Produtos', 'Agendada', 0, 0, 0],
    ]);

    const live = await make('Ao vivo agora', new Date(now - HOUR).toISOString(), new Date(now + HOUR).toISOString());
    const done = await make('Já realizada', new Date(now - 3 * HOUR).toISOString(), new Date(now - 2 * HOUR).toISOString());
    /** The status report_status gives a room, read from the report of the month it starts in (São Paulo). */
    const statusOf = async (id: number, start: Date) => {
      const part = (unit: 'month' | 'year') => Number(new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', [unit]: 'numeric' }).format(start));
      const [y, m] = [part('year'), part('month')];
      const rows = await xlsxRows(
        await get(`/api/v1/chat/report_status?year=${y}&month=${m}`, admin.token),
        `salas-virtuais-${y}-${String(m).padStart(2, '0')}.xlsx`,
      );
      return rows.find((r) => r[0] === id)?.[9];
    };
    expect(await statusOf(live, new Date(now - HOUR))).toBe('Ao vivo');
    expect(await statusOf(done, new Date(now - 3 * HOUR))).toBe('Realizada');
  });

  it('refuses a bad month and callers without the Chat module', async () => {
    for (const query of ['year=2031&month=13', 'year=abc&month=1', 'month=1', '']) {
      const res = await get(`/api/v1/chat/report_status?${query}`, moderator.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe(CHAT_ROOM_MESSAGES.invalidMonth);
    }
    expectRestRefused(await get('/api/v1/chat/report_status?year=2031&month=8', outsider.token), 'FORBIDDEN');
    expectRestRefused(await get('/api/v1/chat/report_status?year=2031&month=8'), 'UNAUTHENTICATED');
  });
});
