import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGE_MESSAGES } from '@backoffice/domain/schemas/chat-message';
import { chatMessage } from '../../../db/schema/chat.ts';
import { createTestApp, errorCode, errorMessage, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { insertRoom, listenChatEvents, signInModerator, signInParticipant } from './chat-test-kit.ts';

let t: TestApp;
let moderator: TestUser & { token: string };
let ana: TestUser & { token: string };
let bruno: TestUser & { token: string };

const LIMIT = 3;
const send = (who: { token: string }, chatId: number, message: string) =>
  t.gql(
    'chat',
    'mutation ($chat_id: Int!, $message: String!) { createChatMessage(chat_id: $chat_id, message: $message) { id } }',
    { chat_id: chatId, message },
    who.token,
  );

beforeAll(async () => {
  t = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: String(LIMIT) });
  moderator = await signInModerator(t, 'Marta Moderadora');
  ana = await signInParticipant(t, 'Ana Corretora');
  bruno = await signInParticipant(t, 'Bruno Parceiro');
});
afterAll(() => t?.close());

describe('messages per participant and room', () => {
  it('refuses a participant past the limit in Portuguese, storing nothing more, while others and other rooms go on', async () => {
    const room = await insertRoom(t);
    const other = await insertRoom(t);
    const heard = listenChatEvents(t, room);
    const sent = await Promise.all(Array.from({ length: LIMIT + 2 }, (_, i) => send(ana, room, `Mensagem ${i}`)));
    const refused = sent.filter((r) => r.errors);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(errorCode(r)).toBe('TOO_MANY_REQUESTS');
      expect(errorMessage(r)).toBe(CHAT_MESSAGE_MESSAGES.tooFast);
    }
    expect(await t.db.$count(chatMessage)).toBe(LIMIT);
    // Only what was stored is announced: a refused message's statement notifies nobody.
    await vi.waitFor(() => expect(heard).toHaveLength(LIMIT));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toHaveLength(LIMIT);
    expect((await send(ana, other, 'Em outra sala')).errors).toBeUndefined();
    expect((await send(bruno, room, 'Outro participante')).errors).toBeUndefined();
    for (let i = 0; i < LIMIT + 2; i++) expect((await send(moderator, room, `Moderação ${i}`)).errors).toBeUndefined();
  });
});
