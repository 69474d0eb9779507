import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MESSAGES } from '@backoffice/domain/schemas/chat-message';
import { chatMessage } from '../../../db/schema/chat.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { csvRows, insertRoom, signInModerator, signInParticipant } from './chat-test-kit.ts';

type Signed = TestUser & { token: string };

let t: TestApp;
let moderator: Signed;
let ana: Signed;
let bruno: Signed;
let roomId: number;
const ids: number[] = [];
const HOSTILE = '=cmd|" /C calc"!A0';
const HOSTILE_QUESTION = '#=HYPERLINK("http://mal.example")';

async function post(who: Signed, message: string, extra: Record<string, unknown> = {}) {
  const res = await t.gql(
    'chat',
    'mutation ($c: Int!, $m: String!, $f: Int, $to: Int) { createChatMessage(chat_id: $c, message: $m, response_from_id: $f, response_to_user_id: $to) { id } }',
    { c: roomId, m: message, ...extra },
    who.token,
  );
  expect(res.errors).toBeUndefined();
  const id = res.data.createChatMessage.id as number;
  ids.push(id);
  // Fixed times, so the report's Data/Hora can be read exactly.
  await t.db
    .update(chatMessage)
    .set({ created_at: new Date(Date.UTC(2026, 2, 10, 13, ids.length)) })
    .where(eq(chatMessage.id, id));
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signInModerator(t, 'Marta Moderadora');
  ana = await signInParticipant(t, 'Ana Corretora');
  bruno = await signInParticipant(t, '@Bruno');
  roomId = await insertRoom(t, { moderation: 1 });
  const q1 = await post(ana, '#Qual o prazo?');
  await post(bruno, HOSTILE);
  await post(moderator, '@Ana Corretora 30 dias', { f: q1, to: ana.id });
  await post(moderator, 'Para todos: 30 dias', { f: q1 });
  await post(bruno, HOSTILE_QUESTION);
  await t.db.update(chatMessage).set({ is_hidden: 1 }).where(eq(chatMessage.id, ids[1]));
});
afterAll(() => t?.close());

const get = (path: string, token: string | null = moderator.token) => t.app.inject({ method: 'GET', url: path, headers: token ? bearer(token) : {} });

describe('GET /api/v1/chat/report_messages', () => {
  it('writes the whole chat with its flags, typed text neutralised against formulas', async () => {
    const rows = csvRows(await get(`/api/v1/chat/report_messages?chat_id=${roomId}`), `mensagens-sala-${roomId}.csv`);
    expect(rows).toEqual([
      ['ID', 'Data/Hora', 'Nome', 'Mensagem', 'Pergunta', 'Aprovada', 'Oculta', 'Moderador', 'Resposta a'],
      [String(ids[0]), '10/03/2026 10:01', 'Ana Corretora', '#Qual o prazo?', 'Sim', 'Não', 'Não', 'Não', ''],
      [String(ids[1]), '10/03/2026 10:02', "'@Bruno", `'${HOSTILE}`, 'Não', 'Não', 'Sim', 'Não', ''],
      [String(ids[2]), '10/03/2026 10:03', 'Marta Moderadora', "'@Ana Corretora 30 dias", 'Não', 'Sim', 'Não', 'Sim', `Ana Corretora (ID ${ids[0]})`],
      [String(ids[3]), '10/03/2026 10:04', 'Marta Moderadora', 'Para todos: 30 dias', 'Não', 'Sim', 'Não', 'Sim', `Ana Corretora (ID ${ids[0]})`],
      [String(ids[4]), '10/03/2026 10:05', "'@Bruno", HOSTILE_QUESTION, 'Sim', 'Não', 'Não', 'Não', ''],
    ]);
  });

  it('refuses an invalid or unknown room, and callers without module Chat', async () => {
    const bad = await get('/api/v1/chat/report_messages?chat_id=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: CHAT_MESSAGE_MESSAGES.chatRequired, code: 'BAD_USER_INPUT' });
    expect((await get('/api/v1/chat/report_messages?chat_id=987654')).statusCode).toBe(404);
    expectRestRefused(await get(`/api/v1/chat/report_messages?chat_id=${roomId}`, ana.token), 'FORBIDDEN');
    expectRestRefused(await get(`/api/v1/chat/report_messages?chat_id=${roomId}`, null), 'UNAUTHENTICATED');
  });
});

describe('GET /api/v1/lms/report_awnser_question_chat', () => {
  it('writes each question with its answers and who they were for', async () => {
    const rows = csvRows(await get(`/api/v1/lms/report_awnser_question_chat?chat_id=${roomId}`), `perguntas-e-respostas-sala-${roomId}.csv`);
    expect(rows).toEqual([
      ['Pergunta', 'Autor', 'Data/Hora', 'Resposta', 'Moderador', 'Visibilidade'],
      ['#Qual o prazo?', 'Ana Corretora', '10/03/2026 10:01', "'@Ana Corretora 30 dias", 'Marta Moderadora', 'Somente para quem perguntou'],
      ['#Qual o prazo?', 'Ana Corretora', '10/03/2026 10:01', 'Para todos: 30 dias', 'Marta Moderadora', 'Todos'],
      [HOSTILE_QUESTION, "'@Bruno", '10/03/2026 10:05', '', '', ''],
    ]);
  });

  it('refuses an unknown room and callers without module Chat', async () => {
    expect((await get('/api/v1/lms/report_awnser_question_chat?chat_id=987654')).statusCode).toBe(404);
    expectRestRefused(await get(`/api/v1/lms/report_awnser_question_chat?chat_id=${roomId}`, bruno.token), 'FORBIDDEN');
    expectRestRefused(await get(`/api/v1/lms/report_awnser_question_chat?chat_id=${roomId}`, null), 'UNAUTHENTICATED');
  });
});
