import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_HEARTBEAT_SECONDS, CHAT_MESSAGE_MESSAGES } from '@backoffice/domain/schemas/chat-message';
import { CHAT_ROOM_MESSAGES } from '@backoffice/domain/schemas/chat-room';
import { chatPresence } from '../../../db/schema/chat.ts';
import { createTestApp, errorCode, errorMessage, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { insertRoom, signInParticipant } from '../messages/chat-test-kit.ts';
import { recordPresence } from './presence-store.ts';

let t: TestApp;
let ana: TestUser & { token: string };
let roomId: number;

const PRESENCE = 'mutation ($chat_id: Int!) { chatPresence(chat_id: $chat_id) }';
const beat = (token: string | undefined, chatId = roomId) => t.gql('chat', PRESENCE, { chat_id: chatId }, token);
const row = async (userId = ana.id, chatId = roomId) =>
  (
    await t.db
      .select()
      .from(chatPresence)
      .where(and(eq(chatPresence.chat_id, chatId), eq(chatPresence.user_id, userId)))
  )[0];
const TEN_MINUTES_AGO = sql`now() - interval '10 minutes'`;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signInParticipant(t);
  roomId = await insertRoom(t);
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

describe('chatPresence', () => {
  it('records the joining, then each heartbeat, and tells when to beat next', async () => {
    const first = await beat(ana.token);
    expect(first).toEqual({ data: { chatPresence: CHAT_HEARTBEAT_SECONDS } });
    const joined = await row();
    expect(joined.first_seen_at).toEqual(joined.last_seen_at);

    await t.db.update(chatPresence).set({ first_seen_at: TEN_MINUTES_AGO, last_seen_at: TEN_MINUTES_AGO }).where(eq(chatPresence.user_id, ana.id));
    const entered = (await row()).first_seen_at;
    // The next heartbeat, 30 s later on this server's clock.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + CHAT_HEARTBEAT_SECONDS * 1000);
    expect((await beat(ana.token)).data.chatPresence).toBe(CHAT_HEARTBEAT_SECONDS);
    const after = await row();
    expect(after.first_seen_at).toEqual(entered);
    expect(Date.now() - after.last_seen_at.getTime()).toBeLessThan(60_000 + CHAT_HEARTBEAT_SECONDS * 1000);
  });

  it('changes nothing for a heartbeat sooner than 5 s after the last one', async () => {
    await beat(ana.token);
    await t.db.update(chatPresence).set({ last_seen_at: TEN_MINUTES_AGO }).where(eq(chatPresence.user_id, ana.id));
    const stale = (await row()).last_seen_at;
    expect((await beat(ana.token)).data.chatPresence).toBe(CHAT_HEARTBEAT_SECONDS);
    expect((await row()).last_seen_at).toEqual(stale);
  });

  it('writes nothing either when another server copy recorded the last heartbeat a moment ago', async () => {
    const bruno = await t.createUser({ profileId: null });
    await recordPresence(t.db, roomId, bruno.id);
    await t.db
      .update(chatPresence)
      .set({ last_seen_at: sql`now() - interval '2 seconds'` })
      .where(eq(chatPresence.user_id, bruno.id));
    const recent = (await row(bruno.id)).last_seen_at;
    await recordPresence(t.db, roomId, bruno.id);
    expect((await row(bruno.id)).last_seen_at).toEqual(recent);
  });

  it('refuses a room not open to the participant, an invalid room and a caller without a session', async () => {
    const closed = await insertRoom(t, { canceled: 1 });
    const res = await beat(ana.token, closed);
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(errorMessage(res)).toBe(CHAT_ROOM_MESSAGES.notOpen);
    expect(await row(ana.id, closed)).toBeUndefined();
    expect(errorMessage(await beat(ana.token, 0))).toBe(CHAT_MESSAGE_MESSAGES.chatRequired);
    expect(errorCode(await beat(undefined))).toBe('UNAUTHENTICATED');
  });
});
