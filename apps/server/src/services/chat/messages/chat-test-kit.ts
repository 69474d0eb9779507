import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { chat } from '../../../db/schema/chat.ts';
import { REPORT_MIME } from '../../../platform/reports/report-stream.ts';
import { chatTopic } from '../chat-events.ts';
import type { TestApp, TestUser } from '../../../test/test-app.ts';

const HOUR = 3600_000;

/** A room open to every signed-in user (active, published, no level, no segments) unless told otherwise. */
export async function insertRoom(t: TestApp, values: Partial<typeof chat.$inferInsert> = {}): Promise<number> {
  const now = Date.now();
  const [row] = await t.db
    .insert(chat)
    .values({
      title: 'Sala de teste',
      date_publish: new Date(now - 24 * HOUR),
      datetime_start: new Date(now - HOUR),
      datetime_end: new Date(now + HOUR),
      active: 1,
      ...values,
    })
    .returning({ id: chat.id });
  return row.id;
}

/** A participant: a user without a back-office profile (a broker, a partner), signed in. */
export async function signInParticipant(t: TestApp, name?: string): Promise<TestUser & { token: string }> {
  const user = await t.createUser({ profileId: null, name });
  return { ...user, token: await t.login(user.mail, user.password) };
}

/** A moderator: a profile with module Chat. */
export async function signInModerator(t: TestApp, name?: string): Promise<TestUser & { token: string }> {
  return t.signIn(await t.createProfile({ modules: ['Chat'] }), { name });
}

/** The events published for a room on the app's emitter, as its subscribers hear them. */
export function listenChatEvents(t: TestApp, chatId: number): unknown[] {
  const heard: unknown[] = [];
  t.app.deps.events.on(chatTopic(chatId), (message, done) => {
    heard.push(message.payload);
    done();
  });
  return heard;
}

/** A CSV download (200, CSV type, this file name) read back as rows, header included. */
export function csvRows(res: LightMyRequestResponse, filename: string): string[][] {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(REPORT_MIME.csv);
  expect(res.headers['content-disposition']).toContain(`filename="${filename}"`);
  return parse(res.body, { delimiter: ';', bom: true }) as string[][];
}
