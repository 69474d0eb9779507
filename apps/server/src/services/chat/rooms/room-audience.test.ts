import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_ID } from '@backoffice/domain/constants';
import { CHAT_ROOM_MESSAGES, type ChatLevel } from '@backoffice/domain/schemas/chat-room';
import { accountFieldValue, segmentation, userFieldValue } from '../../../db/schema/account.ts';
import { chat } from '../../../db/schema/chat.ts';
import { corretor } from '../../../db/schema/corretor.ts';
import { parceiro } from '../../../db/schema/parceiro.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import { UserError } from '../../../platform/errors.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openRoomFor } from './room-audience.ts';

let t: TestApp;
const HOUR = 60 * 60 * 1000;
const now = Date.now();
const people = { broker: 0, partner: 0, staff: 0, segmented: 0, moderator: 0 };
const values = { north: 0, south: 0 };

const asUser = (id: number, modules: CurrentUser['modules'] = []): CurrentUser => ({
  id,
  name: 'Pessoa',
  first_name: 'Pessoa',
  uid: String(id),
  mail: `p${id}@teste.local`,
  profile: null,
  modules,
  sessionId: 0,
  impersonated_by: null,
});

async function room(over: Partial<typeof chat.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(chat)
    .values({
      title: 'Sala',
      active: 1,
      canceled: 0,
      date_publish: new Date(now - HOUR),
      datetime_start: new Date(now),
      datetime_end: new Date(now + HOUR),
      ...over,
    })
    .returning({ id: chat.id });
  return row.id;
}

/** Whether openRoomFor lets the user in; the refusal's code otherwise. */
async function entry(userId: number, chatId: number, modules: CurrentUser['modules'] = []) {
  try {
    const found = await openRoomFor(t.db, asUser(userId, modules), chatId);
    expect(found.id).toBe(chatId);
    return 'in';
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    if ((error as UserError).code === 'FORBIDDEN') expect((error as UserError).message).toBe(CHAT_ROOM_MESSAGES.notOpen);
    return (error as UserError).code;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(people) as Array<keyof typeof people>) people[key] = (await t.createUser({ profileId: null })).id;
  await t.db.insert(corretor).values({ user_id: people.broker, name: 'Corretora', email: 'c@teste.local', cpf: '52998224725' });
  await t.db.insert(parceiro).values({ user_id: people.partner, name: 'Parceiro', email: 'p@teste.local', cpf: '11144477735' });
  const inserted = await t.db
    .insert(accountFieldValue)
    .values([
      { account_field_id: ACCOUNT_FIELD_ID.FIELD_10, value: 'Sucursal Norte (teste)' },
      { account_field_id: ACCOUNT_FIELD_ID.FIELD_10, value: 'Sucursal Sul (teste)' },
    ])
    .returning({ id: accountFieldValue.id });
  [values.north, values.south] = inserted.map((v) => v.id);
  await t.db.insert(userFieldValue).values({ user_id: people.segmented, account_field_value_id: values.north });
}, 60_000);

afterAll(() => t?.close());

describe('openRoomFor', () => {
  it('tells a moderator an unknown room is not found, and a participant the same as for a room closed to them', async () => {
    expect(await entry(people.moderator, 987654, ['Chat'])).toBe('NOT_FOUND');
    const closed = await room({ level: 'Funcionários', active: 0 });
    expect(await entry(people.staff, 987654)).toBe('FORBIDDEN');
    await expect(openRoomFor(t.db, asUser(people.staff), 987654)).rejects.toThrow(CHAT_ROOM_MESSAGES.notOpen);
    await expect(openRoomFor(t.db, asUser(people.staff), closed)).rejects.toThrow(CHAT_ROOM_MESSAGES.notOpen);
  });

  it.each([
    ['inactive', { active: 0 }],
    ['cancelled', { canceled: 1, canceled_description: 'Adiada' }],
    ['not yet published', { date_publish: new Date(now + HOUR) }],
    ['unpublished', { date_unpublish: new Date(now - 1000) }],
  ])('keeps participants out of an %s room, never its moderators', async (_name, over) => {
    const id = await room({ level: 'Funcionários', ...over });
    expect(await entry(people.staff, id)).toBe('FORBIDDEN');
    expect(await entry(people.moderator, id, ['Chat'])).toBe('in');
  });

  it('lets participants into a published room until its unpublish date', async () => {
    const id = await room({ level: 'Funcionários', date_unpublish: new Date(now + HOUR) });
    expect(await entry(people.staff, id)).toBe('in');
  });

  it.each<[ChatLevel, keyof typeof people, Array<keyof typeof people>]>([
    ['Corretores', 'broker', ['partner', 'staff', 'segmented']],
    ['Comerciais', 'partner', ['broker', 'staff']],
    ['Funcionários', 'staff', ['broker', 'partner']],
  ])('a %s room admits its audience only', async (level, admitted, refused) => {
    const id = await room({ level });
    expect(await entry(people[admitted], id)).toBe('in');
    for (const other of refused) expect(await entry(people[other], id), other).toBe('FORBIDDEN');
    expect(await entry(people.broker, id, ['Chat'])).toBe('in');
  });

  it('a segmented room (or one without a level) is open to all until segmented, then to its segments only', async () => {
    for (const level of ['Segmentado', null] as const) {
      const id = await room({ level });
      for (const who of ['broker', 'partner', 'staff', 'segmented'] as const) expect(await entry(people[who], id), who).toBe('in');
      await t.db.insert(segmentation).values({ module_name: 'Chat', item_id: id, account_field_value_id: values.north });
      expect(await entry(people.segmented, id)).toBe('in');
      for (const who of ['broker', 'partner', 'staff'] as const) expect(await entry(people[who], id), who).toBe('FORBIDDEN');
    }
  });

  it('a segment of another module or room, or another value, does not open the room', async () => {
    const id = await room({ level: 'Segmentado' });
    const other = await room({ level: 'Segmentado' });
    await t.db.insert(segmentation).values([
      { module_name: 'Chat', item_id: id, account_field_value_id: values.south },
      { module_name: 'Chat', item_id: other, account_field_value_id: values.north },
      { module_name: 'Trail', item_id: id, account_field_value_id: values.north },
    ]);
    expect(await entry(people.segmented, id)).toBe('FORBIDDEN');
    expect(await entry(people.segmented, other)).toBe('in');
  });
});
