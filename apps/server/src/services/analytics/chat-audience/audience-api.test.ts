import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_ID } from '@backoffice/domain/constants';
import { CHAT_MESSAGE_MESSAGES } from '@backoffice/domain/schemas/chat-message';
import { accountFieldValue, userFieldValue } from '../../../db/schema/account.ts';
import { chatPresence } from '../../../db/schema/chat.ts';
import { bearer, createTestApp, errorCode, errorMessage, expectRestRefused, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { csvRows, insertRoom, signInModerator, signInParticipant } from '../../chat/messages/chat-test-kit.ts';

let t: TestApp;
let moderator: TestUser & { token: string };
let roomId: number;
const people: Record<'carla' | 'paulo' | 'caio' | 'nadia', TestUser> = {} as never;
const HOSTILE_NAME = '=cmd|" /C calc"!A0';
const SECONDS = 1000;

async function valueId(field: number, value: string, label?: string): Promise<number> {
  const [found] = await t.db
    .select({ id: accountFieldValue.id })
    .from(accountFieldValue)
    .where(and(eq(accountFieldValue.account_field_id, field), eq(accountFieldValue.value, value)));
  if (found) return found.id;
  return (await t.db.insert(accountFieldValue).values({ account_field_id: field, value, label }).returning({ id: accountFieldValue.id }))[0].id;
}

const gql = (query: string, variables: Record<string, unknown>, token = moderator.token) => t.gql('analytics', query, variables, token);
const count = async (status?: string) =>
  (await gql('query ($c: Int!, $s: String) { countUsersByChat(chat_id: $c, status: $s) }', { c: roomId, s: status })).data.countUsersByChat;
const BREAKDOWN = 'query ($c: Int!, $s: String, $f: String!) { countUsersProfilesByChat(chat_id: $c, status: $s, field: $f) { label total } }';
const breakdown = async (field: string, status = 'all') => (await gql(BREAKDOWN, { c: roomId, s: status, f: field })).data.countUsersProfilesByChat;
const USERS =
  'query ($c: Int!, $s: String, $l: Int, $p: Int) { getUsersByChat(chat_id: $c, status: $s, limit: $l, page: $p) { id name uid profile_title first_seen_at last_seen_at online } }';

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signInModerator(t);
  roomId = await insertRoom(t, { title: 'Live de lançamento' });
  people.carla = await t.createUser({ profileId: null, name: 'Carla Corretora' });
  people.paulo = await t.createUser({ profileId: null, name: 'Paulo Parceiro' });
  people.caio = await t.createUser({ profileId: null, name: 'Caio Corretor' });
  people.nadia = await t.createUser({ profileId: null, name: HOSTILE_NAME });
  const corretor = await valueId(ACCOUNT_FIELD_ID.PROFILE_CHOICES, 'Corretor');
  const parceiro = await valueId(ACCOUNT_FIELD_ID.PROFILE_CHOICES, 'Parceiro');
  const comercial = await valueId(ACCOUNT_FIELD_ID.COMERCIAL, 'COM-SUL', 'Comercial Sul');
  const regional = await valueId(ACCOUNT_FIELD_ID.REGIONAL, 'REG-SP', 'Regional São Paulo');
  const sucursal = await valueId(ACCOUNT_FIELD_ID.FIELD_10, 'SUC-TESTE', 'Sucursal Teste');
  const diretoria = await valueId(ACCOUNT_FIELD_ID.FIELD_9, 'DIR-TESTE', 'Diretoria Teste');
  await t.db
    .insert(userFieldValue)
    .values([
      ...[corretor, comercial, regional, sucursal, diretoria].map((v) => ({ user_id: people.carla.id, account_field_value_id: v })),
      { user_id: people.paulo.id, account_field_value_id: parceiro },
      { user_id: people.paulo.id, account_field_value_id: comercial },
      { user_id: people.caio.id, account_field_value_id: corretor },
    ]);
  const now = Date.now();
  const seen = (user: TestUser, firstAgo: number, lastAgo: number) => ({
    chat_id: roomId,
    user_id: user.id,
    first_seen_at: new Date(now - firstAgo),
    last_seen_at: new Date(now - lastAgo),
  });
  await t.db
    .insert(chatPresence)
    .values([
      seen(people.carla, 600 * SECONDS, 10 * SECONDS),
      seen(people.paulo, 300 * SECONDS, 20 * SECONDS),
      seen(people.caio, 900 * SECONDS, 600 * SECONDS),
      seen(people.nadia, 800 * SECONDS, 700 * SECONDS),
    ]);
});
afterAll(() => t?.close());

describe('countUsersByChat', () => {
  it('counts everyone who ever entered, or those online now', async () => {
    expect(await count()).toBe(4);
    expect(await count('all')).toBe(4);
    expect(await count('active')).toBe(2);
  });

  it('refuses an unknown status and an unknown room', async () => {
    const bad = await gql('query ($c: Int!) { countUsersByChat(chat_id: $c, status: "online") }', { c: roomId });
    expect(errorMessage(bad)).toBe(CHAT_MESSAGE_MESSAGES.status);
    expect(errorCode(await gql('query { countUsersByChat(chat_id: 987654) }', {}))).toBe('NOT_FOUND');
  });
});

describe('getUsersByChat', () => {
  it('lists the people online now, the most recently seen first', async () => {
    const res = await gql(USERS, { c: roomId, s: 'active' });
    expect(res.data.getUsersByChat).toEqual([
      expect.objectContaining({ id: people.carla.id, name: 'Carla Corretora', uid: people.carla.uid, profile_title: 'Corretor', online: true }),
      expect.objectContaining({ id: people.paulo.id, profile_title: 'Parceiro', online: true }),
    ]);
    const [carla] = res.data.getUsersByChat;
    expect(Date.parse(carla.first_seen_at)).toBeLessThan(Date.parse(carla.last_seen_at));
  });

  it('pages through everyone who entered', async () => {
    const page2 = await gql(USERS, { c: roomId, s: 'all', l: 2, p: 2 });
    expect(page2.data.getUsersByChat).toEqual([
      expect.objectContaining({ id: people.caio.id, online: false }),
      expect.objectContaining({ id: people.nadia.id, profile_title: null, online: false }),
    ]);
  });
});

describe('countUsersProfilesByChat', () => {
  it('breaks the audience down by each field, people without a value under Não informado', async () => {
    expect(await breakdown('Perfil')).toEqual([
      { label: 'Corretor', total: 2 },
      { label: 'Não informado', total: 1 },
      { label: 'Parceiro', total: 1 },
    ]);
    expect(await breakdown('Perfil', 'active')).toEqual([
      { label: 'Corretor', total: 1 },
      { label: 'Parceiro', total: 1 },
    ]);
    expect(await breakdown('Comercial')).toEqual([
      { label: 'Comercial Sul', total: 2 },
      { label: 'Não informado', total: 2 },
    ]);
    expect(await breakdown('Regional')).toEqual([
      { label: 'Não informado', total: 3 },
      { label: 'Regional São Paulo', total: 1 },
    ]);
    expect(await breakdown('Sucursal', 'active')).toEqual([
      { label: 'Não informado', total: 1 },
      { label: 'Sucursal Teste', total: 1 },
    ]);
    expect(await breakdown('Diretoria')).toEqual([
      { label: 'Não informado', total: 3 },
      { label: 'Diretoria Teste', total: 1 },
    ]);
  });

  it('refuses another field', async () => {
    const res = await gql(BREAKDOWN, { c: roomId, s: 'all', f: 'Cargo' });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(errorMessage(res)).toBe(CHAT_MESSAGE_MESSAGES.field);
  });
});

describe('access', () => {
  it('refuses every audience query to a caller without module Chat', async () => {
    const participant = await signInParticipant(t);
    for (const [query, vars] of [
      ['query ($c: Int!) { countUsersByChat(chat_id: $c) }', { c: roomId }],
      [USERS, { c: roomId }],
      [BREAKDOWN, { c: roomId, f: 'Perfil' }],
    ] as const) {
      const res = await gql(query, vars, participant.token);
      expect(errorCode(res)).toBe('FORBIDDEN');
      expect(res.data).toBeNull();
    }
  });
});

describe('GET /api/v1/analytics/get_users_by_chat', () => {
  const get = (query: string, token: string | null = moderator.token) =>
    t.app.inject({ method: 'GET', url: `/api/v1/analytics/get_users_by_chat${query}`, headers: token ? bearer(token) : {} });
  const HEADER = ['Nome', 'CPF/Matrícula', 'Perfil', 'Comercial', 'Regional', 'Sucursal', 'Diretoria', 'Primeiro acesso', 'Último acesso'];

  it("lists the room's participants with their fields, names neutralised against formulas", async () => {
    const rows = csvRows(await get(`?chat_id=${roomId}`), `participantes-sala-${roomId}.csv`);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((r) => r.slice(0, 7))).toEqual([
      ['Carla Corretora', people.carla.uid, 'Corretor', 'Comercial Sul', 'Regional São Paulo', 'Sucursal Teste', 'Diretoria Teste'],
      ['Paulo Parceiro', people.paulo.uid, 'Parceiro', 'Comercial Sul', '', '', ''],
      ['Caio Corretor', people.caio.uid, 'Corretor', '', '', '', ''],
      [`'${HOSTILE_NAME}`, people.nadia.uid, '', '', '', '', ''],
    ]);
    for (const r of rows.slice(1)) for (const at of r.slice(7)) expect(at).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it("lists the participants of the month's rooms, room by room", async () => {
    const march = await insertRoom(t, { title: 'Março 1', datetime_start: new Date('2025-03-01T03:00:00Z'), datetime_end: new Date('2025-03-01T05:00:00Z') });
    const marchLast = await insertRoom(t, {
      title: 'Março 31',
      datetime_start: new Date('2025-04-01T02:59:00Z'),
      datetime_end: new Date('2025-04-01T04:00:00Z'),
    });
    const april = await insertRoom(t, { title: 'Abril', datetime_start: new Date('2025-04-01T03:00:00Z'), datetime_end: new Date('2025-04-01T05:00:00Z') });
    const at = (iso: string) => new Date(iso);
    await t.db.insert(chatPresence).values([
      { chat_id: marchLast, user_id: people.carla.id, first_seen_at: at('2025-04-01T03:00:00Z'), last_seen_at: at('2025-04-01T03:30:00Z') },
      { chat_id: march, user_id: people.paulo.id, first_seen_at: at('2025-03-01T03:05:00Z'), last_seen_at: at('2025-03-01T04:59:00Z') },
      { chat_id: april, user_id: people.caio.id, first_seen_at: at('2025-04-01T03:05:00Z'), last_seen_at: at('2025-04-01T04:00:00Z') },
    ]);
    const rows = csvRows(await get('?year=2025&month=3'), 'participantes-salas-2025-03.csv');
    expect(rows).toEqual([
      ['Sala ID', 'Sala', ...HEADER],
      [String(march), 'Março 1', 'Paulo Parceiro', people.paulo.uid, 'Parceiro', 'Comercial Sul', '', '', '', '01/03/2025 00:05', '01/03/2025 01:59'],
      [
        String(marchLast),
        'Março 31',
        'Carla Corretora',
        people.carla.uid,
        'Corretor',
        'Comercial Sul',
        'Regional São Paulo',
        'Sucursal Teste',
        'Diretoria Teste',
        '01/04/2025 00:00',
        '01/04/2025 00:30',
      ],
    ]);
    expect(csvRows(await get('?year=2024&month=3'), 'participantes-salas-2024-03.csv')).toEqual([['Sala ID', 'Sala', ...HEADER]]);
  });

  it('refuses a missing or invalid room or period, an unknown room, and callers without module Chat', async () => {
    for (const query of ['', '?chat_id=abc', '?chat_id=0', '?year=2025', '?month=3', '?year=2025&month=13']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error: CHAT_MESSAGE_MESSAGES.period, code: 'BAD_USER_INPUT' });
    }
    expect((await get('?chat_id=987654')).statusCode).toBe(404);
    const participant = await signInParticipant(t);
    expectRestRefused(await get(`?chat_id=${roomId}`, participant.token), 'FORBIDDEN');
    expectRestRefused(await get(`?chat_id=${roomId}`, null), 'UNAUTHENTICATED');
  });
});
