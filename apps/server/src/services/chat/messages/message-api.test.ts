import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGE_MESSAGES } from '@backoffice/domain/schemas/chat-message';
import { CHAT_ROOM_MESSAGES } from '@backoffice/domain/schemas/chat-room';
import { chatMessage } from '../../../db/schema/chat.ts';
import { createTestApp, errorCode, errorMessage, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { insertRoom, listenChatEvents, signInModerator, signInParticipant } from './chat-test-kit.ts';

type Signed = TestUser & { token: string };

let t: TestApp;
let moderator: Signed;
let ana: Signed;
let bruno: Signed;
let openRoom: number;
let moderatedRoom: number;
let closedRoom: number;

const FIELDS =
  'id chat_id message user_name user_id approved is_hidden is_question is_admin created_at updated_at response_to_user_id response_from { id user_id user_name message }';

const CREATE = `mutation ($chat_id: Int!, $message: String!, $user_id: Int, $user_name: String, $response_to_user_id: Int, $approved: Int, $response_from_id: Int) {
  createChatMessage(chat_id: $chat_id, message: $message, user_id: $user_id, user_name: $user_name, response_to_user_id: $response_to_user_id, approved: $approved, response_from_id: $response_from_id) { ${FIELDS} }
}`;
const BY_USER = `query ($user_id: Int!, $chat_id: Int!, $limit: Int, $offset: Int, $show_my_msgs: Boolean) {
  chat_message_collections_by_user(user_id: $user_id, chat_id: $chat_id, limit: $limit, offset: $offset, show_my_msgs: $show_my_msgs) { ${FIELDS} }
}`;

const send = (who: Signed, vars: Record<string, unknown>) => t.gql('chat', CREATE, vars, who.token);
async function post(who: Signed, chatId: number, message: string, extra: Record<string, unknown> = {}) {
  const res = await send(who, { chat_id: chatId, message, ...extra });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.createChatMessage as {
    id: number;
    approved: number;
    is_question: number;
    is_admin: number;
    user_id: number;
    user_name: string;
    response_from: unknown;
    response_to_user_id: number | null;
  };
}
async function read(who: Signed, chatId: number, vars: Record<string, unknown> = {}) {
  const res = await t.gql('chat', BY_USER, { user_id: who.id, chat_id: chatId, ...vars }, who.token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return (res.data.chat_message_collections_by_user as { id: number; message: string }[]).map((m) => m.message);
}

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signInModerator(t, 'Marta Moderadora');
  ana = await signInParticipant(t, 'Ana Corretora');
  bruno = await signInParticipant(t, 'Bruno Parceiro');
  openRoom = await insertRoom(t);
  moderatedRoom = await insertRoom(t, { moderation: 1 });
  closedRoom = await insertRoom(t, { active: 0 });
});
afterAll(() => t?.close());

describe('createChatMessage', () => {
  it('stores the message in the caller name, approved in a room without moderation, and announces it', async () => {
    const heard = listenChatEvents(t, openRoom);
    const sent = await post(ana, openRoom, '  Bom dia a todos!  ', { user_id: ana.id, user_name: 'Outro Nome', response_to_user_id: null, approved: null });
    expect(sent).toMatchObject({
      user_id: ana.id,
      user_name: 'Ana Corretora',
      approved: 1,
      is_question: 0,
      is_admin: 0,
      response_from: null,
      response_to_user_id: null,
    });
    const [row] = await t.db.select().from(chatMessage).where(eq(chatMessage.id, sent.id));
    expect(row.message).toBe('Bom dia a todos!');
    await vi.waitFor(() => expect(heard).toEqual([{ chat_id: openRoom, message_id: sent.id, kind: 'created' }]));
  });

  it("makes a question of a message starting with '#', and a moderator's message is_admin", async () => {
    expect((await post(ana, openRoom, '#Qual o prazo da apólice?')).is_question).toBe(1);
    expect(await post(moderator, openRoom, 'Sejam bem-vindos')).toMatchObject({ is_admin: 1, approved: 1, is_question: 0, user_name: 'Marta Moderadora' });
  });

  it('refuses an empty or too long message, with nothing stored', async () => {
    const before = (await t.db.select().from(chatMessage)).length;
    for (const message of ['', '   ']) {
      const res = await send(ana, { chat_id: openRoom, message });
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(errorMessage(res)).toBe(CHAT_MESSAGE_MESSAGES.messageEmpty);
    }
    const long = await send(ana, { chat_id: openRoom, message: 'a'.repeat(1001) });
    expect(errorMessage(long)).toBe('A mensagem deve ter no máximo 1000 caracteres.');
    expect((await post(ana, openRoom, 'b'.repeat(1000))).id).toBeGreaterThan(0);
    expect((await t.db.select().from(chatMessage)).length).toBe(before + 1);
  });

  it('refuses a participant posting as someone else', async () => {
    const res = await send(ana, { chat_id: openRoom, message: 'Sou o Bruno', user_id: bruno.id });
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(errorMessage(res)).toBe(CHAT_MESSAGE_MESSAGES.notYourself);
  });

  it('refuses a room not open to the participant, an unknown room and a caller without a session', async () => {
    const closed = await send(ana, { chat_id: closedRoom, message: 'Olá' });
    expect(errorCode(closed)).toBe('FORBIDDEN');
    expect(errorMessage(closed)).toBe(CHAT_ROOM_MESSAGES.notOpen);
    // An unknown room answers as a closed one: nothing tells which ids are rooms.
    const unknown = await send(ana, { chat_id: 987654, message: 'Olá' });
    expect(errorCode(unknown)).toBe('FORBIDDEN');
    expect(errorMessage(unknown)).toBe(CHAT_ROOM_MESSAGES.notOpen);
    expect(errorCode(await t.gql('chat', CREATE, { chat_id: openRoom, message: 'Olá' }))).toBe('UNAUTHENTICATED');
    expect((await t.db.select().from(chatMessage).where(eq(chatMessage.chat_id, closedRoom))).length).toBe(0);
  });

  it('ignores what only moderators may send when a participant sends it', async () => {
    const question = await post(ana, moderatedRoom, '#Pergunta da Ana');
    const sent = await post(bruno, moderatedRoom, 'Aprovada por mim mesmo', { approved: 1, response_from_id: question.id, response_to_user_id: ana.id });
    expect(sent).toMatchObject({ approved: 0, is_admin: 0, response_from: null, response_to_user_id: null });
  });

  it('holds a participant message in a moderated room until a moderator approves it', async () => {
    const waiting = await post(ana, moderatedRoom, 'Aguardando aprovação');
    expect(waiting.approved).toBe(0);
    expect(await read(ana, moderatedRoom)).toContain('Aguardando aprovação');
    expect(await read(bruno, moderatedRoom)).not.toContain('Aguardando aprovação');
    const approve = await t.gql('chat', 'mutation ($id: Int!) { approvedToggle(id: $id, approved: 1) { approved } }', { id: waiting.id }, moderator.token);
    expect(approve.data.approvedToggle.approved).toBe(1);
    expect(await read(bruno, moderatedRoom)).toContain('Aguardando aprovação');
    // A moderator may post an unapproved message (a draft) too.
    expect((await post(moderator, moderatedRoom, 'Rascunho', { approved: 0 })).approved).toBe(0);
  });
});

describe('replies', () => {
  let roomId: number;
  let question: { id: number };

  beforeAll(async () => {
    roomId = await insertRoom(t);
    question = await post(ana, roomId, '#Como funciona a franquia?');
  });

  it('shows a reply for the asker only to the asker, its author and the moderators', async () => {
    const reply = await post(moderator, roomId, '@Ana Corretora depende do plano', { response_from_id: question.id, response_to_user_id: ana.id });
    expect(reply.response_from).toEqual({ id: question.id, user_id: ana.id, user_name: 'Ana Corretora', message: '#Como funciona a franquia?' });
    expect(reply.response_to_user_id).toBe(ana.id);
    expect(await read(ana, roomId)).toContain('@Ana Corretora depende do plano');
    expect(await read(bruno, roomId)).not.toContain('@Ana Corretora depende do plano');
    expect(await read(moderator, roomId)).toContain('@Ana Corretora depende do plano');
  });

  it('shows a reply for everyone to everyone', async () => {
    await post(moderator, roomId, '@Ana Corretora veja o regulamento', { response_from_id: question.id });
    expect(await read(bruno, roomId)).toContain('@Ana Corretora veja o regulamento');
  });

  it('quotes a message only to a reader who may see it: an unapproved or later hidden one reads as unavailable', async () => {
    const moderated = await insertRoom(t, { moderation: 1 });
    const waiting = await post(ana, moderated, '#Meu CPF é 123.456.789-00, posso?');
    const offensive = await post(bruno, roomId, 'Texto ofensivo');
    await post(moderator, moderated, 'Não publique dados pessoais', { response_from_id: waiting.id });
    await post(moderator, roomId, 'Vamos manter o respeito', { response_from_id: offensive.id });
    await t.gql('chat', 'mutation ($id: Int!) { isHiddenToggle(id: $id, is_hidden: 1) { id } }', { id: offensive.id }, moderator.token);
    const quotes = async (who: Signed, chatId: number) => {
      const res = await t.gql('chat', BY_USER, { user_id: who.id, chat_id: chatId }, who.token);
      return (res.data.chat_message_collections_by_user as { message: string; response_from: unknown }[])
        .filter((m) => m.response_from)
        .map((m) => [m.message, m.response_from]);
    };
    const unavailable = (id: number) => ({ id, user_id: null, user_name: '', message: CHAT_MESSAGE_MESSAGES.unavailableQuote });
    expect(await quotes(bruno, moderated)).toEqual([['Não publique dados pessoais', unavailable(waiting.id)]]);
    expect(JSON.stringify(await quotes(bruno, roomId))).not.toContain('Texto ofensivo');
    expect(await quotes(bruno, roomId)).toContainEqual(['Vamos manter o respeito', unavailable(offensive.id)]);
    // Its author still sees the message waiting for approval, and so its quote.
    expect(await quotes(ana, moderated)).toEqual([
      ['Não publique dados pessoais', { id: waiting.id, user_id: ana.id, user_name: 'Ana Corretora', message: '#Meu CPF é 123.456.789-00, posso?' }],
    ]);
  });

  it('refuses a reply to a message of another room, and a reply for one person who is not the asker', async () => {
    const other = await post(bruno, openRoom, '#Outra sala');
    const elsewhere = await send(moderator, { chat_id: roomId, message: 'Resposta', response_from_id: other.id });
    expect(errorCode(elsewhere)).toBe('NOT_FOUND');
    expect(errorMessage(elsewhere)).toBe(CHAT_MESSAGE_MESSAGES.replyNotFound);
    for (const vars of [{ response_from_id: question.id, response_to_user_id: bruno.id }, { response_to_user_id: ana.id }]) {
      const res = await send(moderator, { chat_id: roomId, message: 'Resposta', ...vars });
      expect(errorMessage(res)).toBe(CHAT_MESSAGE_MESSAGES.replyToNotAsker);
    }
  });
});

describe('chat_message_collections_by_user', () => {
  let roomId: number;

  beforeAll(async () => {
    roomId = await insertRoom(t);
    const q = await post(ana, roomId, '#Pergunta 1');
    await post(bruno, roomId, 'Mensagem do Bruno');
    await post(moderator, roomId, 'Resposta pública', { response_from_id: q.id });
    await post(moderator, roomId, 'Resposta privada', { response_from_id: q.id, response_to_user_id: ana.id });
    await post(moderator, roomId, 'Aviso geral');
    const hidden = await post(bruno, roomId, 'Mensagem ofensiva');
    await t.gql('chat', 'mutation ($id: Int!) { isHiddenToggle(id: $id, is_hidden: 1) { id } }', { id: hidden.id }, moderator.token);
  });

  it('lists what the reader may see, oldest first, without hidden messages', async () => {
    expect(await read(ana, roomId)).toEqual(['#Pergunta 1', 'Mensagem do Bruno', 'Resposta pública', 'Resposta privada', 'Aviso geral']);
    expect(await read(bruno, roomId)).toEqual(['#Pergunta 1', 'Mensagem do Bruno', 'Resposta pública', 'Aviso geral']);
  });

  it('pages with limit and offset', async () => {
    expect(await read(ana, roomId, { limit: 2, offset: 1 })).toEqual(['Mensagem do Bruno', 'Resposta pública']);
    expect(await read(ana, roomId, { limit: 50000 })).toHaveLength(5);
  });

  it("show_my_msgs: the reader's own messages and the replies to them", async () => {
    expect(await read(ana, roomId, { show_my_msgs: true })).toEqual(['#Pergunta 1', 'Resposta pública', 'Resposta privada']);
    expect(await read(bruno, roomId, { show_my_msgs: true })).toEqual(['Mensagem do Bruno']);
  });

  it('refuses a participant reading as someone else; a moderator reads as the participant would', async () => {
    const res = await t.gql('chat', BY_USER, { user_id: ana.id, chat_id: roomId }, bruno.token);
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(errorMessage(res)).toBe(CHAT_MESSAGE_MESSAGES.readOthers);
    const asBruno = await t.gql('chat', BY_USER, { user_id: bruno.id, chat_id: roomId }, moderator.token);
    expect(asBruno.data.chat_message_collections_by_user.map((m: { message: string }) => m.message)).toEqual(await read(bruno, roomId));
  });

  it('refuses a room not open to the reader', async () => {
    const res = await t.gql('chat', BY_USER, { user_id: ana.id, chat_id: closedRoom }, ana.token);
    expect(errorCode(res)).toBe('FORBIDDEN');
  });
});
