import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, chatMessage } from '../db/schema/chat.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signInModerator } from '../services/chat/messages/chat-test-kit.ts';
import { seedDemoChatActivity } from './demo-chat-activity.ts';
import { DEMO_CHAT_TITLES, seedDemoChats } from './demo-chats.ts';
import { seedDemo } from './demo.ts';
import { seedDemoSegmentation } from './demo-segmentation.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const roomId = async (title: string) => (await t.db.select({ id: chat.id }).from(chat).where(eq(chat.title, title)))[0]!.id;

describe('seedDemoChatActivity', () => {
  it('waits for the demo rooms, then seeds audiences, field values and messages once', async () => {
    expect(await seedDemoChatActivity(t.db, t.files)).toBe(false);
    await seedDemo(t.db);
    await seedDemoSegmentation(t.db);
    await seedDemoChats(t.db);
    expect(await seedDemoChatActivity(t.db, t.files)).toBe(true);
    expect(await seedDemoChatActivity(t.db, t.files)).toBe(false);

    const moderator = await signInModerator(t);
    const live = await roomId(DEMO_CHAT_TITLES.live);
    const past = await roomId(DEMO_CHAT_TITLES.past);
    const analytics = async (query: string, chat_id: number) => (await t.gql('analytics', query, { chat_id }, moderator.token)).data;
    const counts = await analytics(
      'query ($chat_id: Int!) { all: countUsersByChat(chat_id: $chat_id, status: "all") active: countUsersByChat(chat_id: $chat_id, status: "active") }',
      live,
    );
    expect(counts.active).toBeGreaterThan(0);
    expect(counts.all).toBeGreaterThan(counts.active);
    expect((await analytics('query ($chat_id: Int!) { countUsersByChat(chat_id: $chat_id) }', past)).countUsersByChat).toBe(40);
    for (const field of ['Perfil', 'Comercial', 'Regional', 'Sucursal', 'Diretoria']) {
      const groups = (
        await t.gql(
          'analytics',
          'query ($c: Int!, $f: String!) { countUsersProfilesByChat(chat_id: $c, field: $f) { label total } }',
          { c: live, f: field },
          moderator.token,
        )
      ).data.countUsersProfilesByChat as { label: string }[];
      expect(groups.length, field).toBeGreaterThan(1);
    }
    const perfis = (
      await t.gql('analytics', 'query ($c: Int!) { countUsersProfilesByChat(chat_id: $c, field: "Perfil") { label } }', { c: live }, moderator.token)
    ).data.countUsersProfilesByChat.map((g: { label: string }) => g.label);
    expect(perfis).toEqual(expect.arrayContaining(['Corretor', 'Parceiro', 'Colaborador']));

    const messages = await t.db.select().from(chatMessage).where(eq(chatMessage.chat_id, live));
    expect(messages.some((m) => m.approved === 0)).toBe(true);
    expect(messages.some((m) => m.is_hidden === 1)).toBe(true);
    expect(messages.some((m) => m.is_question === 1)).toBe(true);
    expect(messages.some((m) => m.response_from_id !== null && m.response_to_user_id !== null)).toBe(true);
    expect(messages.some((m) => m.response_from_id !== null && m.response_to_user_id === null)).toBe(true);
    expect((await t.db.select().from(chatMessage).where(eq(chatMessage.chat_id, past))).length).toBeGreaterThan(0);
  });
});
