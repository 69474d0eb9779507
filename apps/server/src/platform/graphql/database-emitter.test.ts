import type { Message } from 'mqemitter';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openNotifications, type Notifications } from '../db/notifications.ts';
import { databaseEmitter, EVENT_MAX_BYTES } from './database-emitter.ts';

let t: TestApp;
const opened: Notifications[] = [];

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await Promise.all(opened.map((n) => n.close()));
  await t?.close();
});

/** One server copy's emitter: its own listening connection on the shared database. */
async function copy() {
  const notifications = openNotifications(t.database.driver);
  opened.push(notifications);
  return databaseEmitter(t.db, notifications);
}

const emit = (emitter: Awaited<ReturnType<typeof copy>>, message: Message) =>
  new Promise<void>((resolve, reject) => emitter.emit(message, (error) => (error ? reject(error) : resolve())));

describe('the subscriptions emitter', () => {
  it('delivers an event published on one server copy to the subscribers of every copy, the publisher included', async () => {
    const [first, second] = [await copy(), await copy()];
    const heard: Record<string, unknown[]> = { first: [], second: [] };
    first.on('SALA_1', (message, done) => (heard.first.push(message.payload), done()));
    second.on('SALA_1', (message, done) => (heard.second.push(message.payload), done()));
    second.on('SALA_2', (message, done) => (heard.second.push(message.payload), done()));
    await emit(first, { topic: 'SALA_1', payload: { messageId: 7 } });
    await vi.waitFor(() => expect(heard).toEqual({ first: [{ messageId: 7 }], second: [{ messageId: 7 }] }));
  });

  it('refuses an event too large for NOTIFY, delivering nothing', async () => {
    const emitter = await copy();
    const heard: unknown[] = [];
    emitter.on('SALA_3', (message, done) => (heard.push(message), done()));
    await expect(emit(emitter, { topic: 'SALA_3', payload: 'x'.repeat(EVENT_MAX_BYTES) })).rejects.toThrow('too large for NOTIFY');
    await emit(emitter, { topic: 'SALA_3', payload: 'ok' });
    await vi.waitFor(() => expect(heard).toHaveLength(1));
  });
});
