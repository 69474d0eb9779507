import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGE_MESSAGES } from '@backoffice/domain/schemas/chat-message';
import { chatMessage } from '../../../db/schema/chat.ts';
import { createTestApp, errorCode, errorMessage, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { insertRoom, listenChatEvents, signInModerator, signInParticipant } from './chat-test-kit.ts';

type Signed = TestUser & { token: string };

let t: TestApp;
let moderator: Signed;
let ana: Signed;
let roomId: number;
const ids: Record<string, number> = {};

const FILTER = `query ($chat_id: Int!, $only_question: Boolean, $msg_hidden: Boolean, $after_id: Int, $changed_since: String, $limit: Int) {
  chat_message_collections_filter(chat_id: $chat_id, only_question: $only_question, msg_hidden: $msg_hidden, after_id: $after_id, changed_since: $changed_since, limit: $limit) { id message is_hidden is_question approved updated_at }
}`;

async function list(vars: Record<string, unknown>, who: Signed = moderator) {
  const res = await t.gql('chat', FILTER, { chat_id: roomId, ...vars }, who.token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return (res.data.chat_message_collections_filter as { message: string }[]).map((m) => m.message);
}

const TOGGLES = [
  { field: 'approvedToggle', flag: 'approved' },
  { field: 'isHiddenToggle', flag: 'is_hidden' },
  { field: 'isQuestionToggle', flag: 'is_question' },
] as const;
const toggle = (field: string, flag: string, id: number, value: unknown, who: Signed = moderator) =>
  t.gql(
    'chat',
    `mutation ($id: Int!, $v: Int!) { ${field}(id: $id, ${flag}: $v) { id approved is_hidden is_question updated_at } }`,
    { id, v: value },
    who.token,
  );

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signInModerator(t);
  ana = await signInParticipant(t);
  roomId = await insertRoom(t, { moderation: 1 });
  for (const message of ['m1', '#q2', 'm3', '#q4', 'm5']) {
    const res = await t.gql(
      'chat',
      'mutation ($c: Int!, $m: String!) { createChatMessage(chat_id: $c, message: $m) { id } }',
      { c: roomId, m: message },
      ana.token,
    );
    ids[message] = res.data.createChatMessage.id;
  }
  await t.db.update(chatMessage).set({ is_hidden: 1 }).where(eq(chatMessage.id, ids.m3));
});
afterAll(() => t?.close());

describe('chat_message_collections_filter', () => {
  it('lists the messages not hidden, the questions, and the hidden ones, oldest first, unapproved included', async () => {
    expect(await list({})).toEqual(['m1', '#q2', '#q4', 'm5']);
    expect(await list({ only_question: true })).toEqual(['#q2', '#q4']);
    expect(await list({ msg_hidden: true })).toEqual(['m3']);
  });

  it('gives the newest messages within limit, and those after an id', async () => {
    expect(await list({ limit: 2 })).toEqual(['#q4', 'm5']);
    expect(await list({ after_id: ids['#q2'] })).toEqual(['#q4', 'm5']);
    expect(await list({ after_id: ids.m1, limit: 1 })).toEqual(['#q2']);
  });

  it('changed_since: what was created or changed after that time, whatever its flags, in the order it changed', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    await t.db
      .update(chatMessage)
      .set({ updated_at: new Date('2020-01-01T00:00:00Z') })
      .where(eq(chatMessage.chat_id, roomId));
    expect(await list({ changed_since: since })).toEqual([]);
    await toggle('isHiddenToggle', 'is_hidden', ids.m5, 1);
    await toggle('isQuestionToggle', 'is_question', ids.m1, 1);
    expect(await list({ changed_since: since })).toEqual(['m5', 'm1']);
  });

  it('refuses a changed_since that is not an ISO time', async () => {
    const res = await t.gql('chat', FILTER, { chat_id: roomId, changed_since: 'ontem' }, moderator.token);
    expect(errorMessage(res)).toBe(CHAT_MESSAGE_MESSAGES.changedSince);
  });

  it('refuses a caller without module Chat', async () => {
    const res = await t.gql('chat', FILTER, { chat_id: roomId }, ana.token);
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(res.data).toBeNull();
  });
});

describe('approvedToggle, isHiddenToggle, isQuestionToggle', () => {
  it.each(TOGGLES)('$field sets the flag in the moderator name and announces the change', async ({ field, flag }) => {
    const heard = listenChatEvents(t, roomId);
    for (const value of [1, 0]) {
      const before = Date.now();
      const res = await toggle(field, flag, ids['#q4'], value);
      expect(res.errors).toBeUndefined();
      expect(res.data[field][flag]).toBe(value);
      expect(Date.parse(res.data[field].updated_at)).toBeGreaterThanOrEqual(before - 1000);
      const [row] = await t.db.select().from(chatMessage).where(eq(chatMessage.id, ids['#q4']));
      expect(row[flag]).toBe(value);
      expect(row.updated_by).toBe(moderator.id);
    }
    // Each change announced by its ids (the live feed reads the message as it now stands): set, then cleared.
    const change = { chat_id: roomId, message_id: ids['#q4'], kind: 'updated' };
    await vi.waitFor(() => expect(heard).toEqual([change, change]));
  });

  it.each(TOGGLES)('$field refuses a flag other than 0 or 1, an unknown message, and a caller without module Chat', async ({ field, flag }) => {
    const bad = await toggle(field, flag, ids.m1, 2);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(errorMessage(bad)).toBe(CHAT_MESSAGE_MESSAGES.flag);
    const unknown = await toggle(field, flag, 987654, 1);
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect(errorMessage(unknown)).toBe(CHAT_MESSAGE_MESSAGES.notFound);
    const [before] = await t.db.select().from(chatMessage).where(eq(chatMessage.id, ids.m1));
    expect(errorCode(await toggle(field, flag, ids.m1, before[flag] ? 0 : 1, ana))).toBe('FORBIDDEN');
    const [after] = await t.db.select().from(chatMessage).where(eq(chatMessage.id, ids.m1));
    expect(after).toEqual(before);
  });
});
