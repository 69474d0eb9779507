import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen, wsClient } from '../../../test/graphql-ws-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertRoom, signInModerator, signInParticipant } from '../messages/chat-test-kit.ts';

type Live = { id: number; message: string; user_name: string; is_hidden: number; is_question: number; approved: number };
const SUBSCRIPTION = 'subscription ($chat_id: Int!) { chatMessagesChanged(chat_id: $chat_id) { id message user_name is_hidden is_question approved } }';

let t: TestApp;
let url: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/v1/chat/graphql`;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await t?.close();
});

function watch(token: string, chatId: number) {
  const client = wsClient(url, { authorization: `Bearer ${token}` });
  clients.push(client);
  // Each batch flattened: what a screen shows is the messages, however they were grouped.
  const heard = listen<Live[]>(client, SUBSCRIPTION, { chat_id: chatId }, 'chatMessagesChanged');
  return {
    get values(): Array<Live | null> {
      return heard.values.flat();
    },
    get errors() {
      return heard.errors;
    },
    get closed() {
      return heard.closed;
    },
  };
}

const post = (token: string, chat_id: number, message: string) =>
  t.gql('chat', 'mutation ($chat_id: Int!, $message: String!) { createChatMessage(chat_id: $chat_id, message: $message) { id } }', { chat_id, message }, token);

describe('chatMessagesChanged (the moderation screen live feed)', () => {
  it('brings every moderator watching the room each new message and each flag change, and nothing of other rooms', async () => {
    const room = await insertRoom(t, { moderation: 1 });
    const otherRoom = await insertRoom(t);
    const [first, second] = [await signInModerator(t), await signInModerator(t)];
    const participant = await signInParticipant(t, 'Paula Participante');
    const screens = [watch(first.token, room), watch(second.token, room)];

    // The socket opens lazily: post until the first event arrives, then check what both heard.
    let posted = 0;
    await vi.waitFor(async () => {
      await post(participant.token, room, `#Pergunta ${++posted}`);
      expect(screens[0].values.length).toBeGreaterThan(0);
    });
    await post(participant.token, otherRoom, 'Em outra sala');
    const last = (await post(participant.token, room, 'Mensagem final')).data.createChatMessage.id as number;
    for (const screen of screens) {
      await vi.waitFor(() => expect(screen.values.some((m) => m?.id === last)).toBe(true));
      expect(screen.values.find((m) => m?.id === last)).toMatchObject({
        message: 'Mensagem final',
        user_name: 'Paula Participante',
        approved: 0,
        is_hidden: 0,
      });
      expect(screen.values.filter((m) => m?.message.startsWith('#Pergunta')).every((m) => m?.is_question === 1)).toBe(true);
      expect(screen.values.some((m) => m?.message === 'Em outra sala')).toBe(false);
    }

    await t.gql('chat', 'mutation ($id: Int!) { isHiddenToggle(id: $id, is_hidden: 1) { id } }', { id: last }, first.token);
    await t.gql('chat', 'mutation ($id: Int!) { approvedToggle(id: $id, approved: 1) { id } }', { id: last }, second.token);
    for (const screen of screens) {
      await vi.waitFor(() => expect(screen.values.filter((m) => m?.id === last).at(-1)).toMatchObject({ is_hidden: 1, approved: 1 }));
    }
  });

  it('is refused to a participant and to a user without module Chat, and for an unknown room', async () => {
    const room = await insertRoom(t);
    const participant = await signInParticipant(t);
    const courseAdmin = await t.signIn(await t.createProfile({ modules: ['Course'] }));
    const moderator = await signInModerator(t);
    const refused = [watch(participant.token, room), watch(courseAdmin.token, room), watch(moderator.token, 999_999)];
    for (const screen of refused) await vi.waitFor(() => expect(screen.errors.length + (screen.closed ? 1 : 0)).toBeGreaterThan(0));
    expect(JSON.stringify(refused[2])).toContain('Sala não encontrada');
    await post(participant.token, room, 'Ninguém de fora ouve');
    expect(refused.every((screen) => screen.values.length === 0)).toBe(true);
  });
});

describe('the session cache under chat traffic', () => {
  it('stays in place for messages, heartbeats and flag toggles, which change no session, and is dropped by other writes', async () => {
    const room = await insertRoom(t);
    const moderator = await signInModerator(t);
    const participant = await signInParticipant(t);
    const clear = vi.spyOn(t.app.sessions, 'clear');
    const id = (await post(participant.token, room, 'Olá')).data.createChatMessage.id as number;
    await t.gql('chat', 'mutation ($c: Int!) { chatPresence(chat_id: $c) }', { c: room }, participant.token);
    await t.gql('chat', 'mutation ($id: Int!) { isHiddenToggle(id: $id, is_hidden: 1) { id } }', { id }, moderator.token);
    expect(clear).not.toHaveBeenCalled();
    await t.gql('chat', 'mutation ($id: Int!) { deleteChat(id: $id) }', { id: room }, moderator.token);
    expect(clear).toHaveBeenCalled();
    clear.mockRestore();
  });
});
