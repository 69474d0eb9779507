import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_ID, PROFILE_ID } from '@backoffice/domain/constants';
import { CHAT_ROOM_MESSAGES } from '@backoffice/domain/schemas/chat-room';
import { PUBLISHING_MESSAGES } from '@backoffice/domain/schemas/publishing';
import { tooLong } from '@backoffice/domain/schemas/messages';
import { accountFieldValue, auditLog, segmentation } from '../../../db/schema/account.ts';
import { chat, chatMessage, chatPresence } from '../../../db/schema/chat.ts';
import { asset } from '../../../db/schema/dam.ts';
import { storedFile } from '../../../db/schema/files.ts';
import { proof } from '../../../db/schema/lms.ts';
import { multipartBody, PNG_1X1 } from '../../../test/fixtures.ts';
import { bearer, createTestApp, errorCode, errorMessage, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';

const FIELDS = `id title short_description description canceled_description scope level externallink liveid responsible area room
  date_publish date_unpublish date_publish_format date_unpublish_format datetime_start datetime_end datetime_start_format_br datetime_end_format_br
  moderation active canceled reactionevaluation_id quiz_id reactionevaluation { id title } quiz { id title } thumbnail background attachments
  created_at created_by updated_at updated_by`;

const SAVE_ARGS = [
  ['id', 'Int'],
  ['updated_at', 'String'],
  ...['title', 'short_description', 'description', 'canceled_description', 'scope', 'level', 'externallink', 'liveid', 'responsible', 'area', 'room'].map(
    (f) => [f, 'String'],
  ),
  ...['date_publish', 'date_unpublish', 'datetime_start', 'datetime_end'].map((f) => [f, 'String']),
  ...['moderation', 'active', 'canceled', 'reactionevaluation_id', 'quiz_id'].map((f) => [f, 'Int']),
];

const Q = {
  one: `query ($id: Int!) { chat(id: $id) { ${FIELDS} } }`,
  list: `query ($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
    chats_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id title datetime_start_format_br datetime_end_format_br thumbnail attachments }
    chats_collections_count(search: $search)
  }`,
  calendar: `query ($date: String!) { chats_calendar(date: $date) { id title datetime_start datetime_end room scope level canceled } }`,
  save: `mutation (${SAVE_ARGS.map(([n, ty]) => `$${n}: ${ty}`).join(', ')}) {
    createOrUpdateChat(${SAVE_ARGS.map(([n]) => `${n}: $${n}`).join(', ')}) { ${FIELDS} }
  }`,
  remove: `mutation ($id: Int!) { deleteChat(id: $id) }`,
};

let t: TestApp;
let admin: TestUser & { token: string };
let moderator: TestUser & { token: string };
let outsider: TestUser & { token: string };
const ids = { reaction: 0, quiz: 0, proof: 0 };

const call = (query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) =>
  t.gql('chat', query, variables, token ?? undefined);

function expectRefused(body: GqlBody, code: string, message?: string) {
  expect(errorCode(body), JSON.stringify(body)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
  for (const value of Object.values(body.data ?? {})) expect(value).toBeNull();
}

const values = (over: Record<string, unknown> = {}) => ({
  title: 'Lançamento Auto 2026',
  short_description: 'Novidades do seguro auto',
  description: '<p>Apresentação <strong>ao vivo</strong></p>',
  scope: 'Nacional',
  level: 'Corretores',
  externallink: 'https://www.youtube.com/watch?v=jfKfPfyJRdk',
  liveid: 'jfKfPfyJRdk',
  responsible: 'Marketing',
  area: 'Produtos',
  room: 'Auditório 1',
  datetime_start: '2026-05-10T13:00:00.000Z',
  datetime_end: '2026-05-10T15:00:00.000Z',
  date_publish: '2026-05-01T03:00:00.000Z',
  date_unpublish: null,
  moderation: 1,
  active: 1,
  canceled: 0,
  reactionevaluation_id: ids.reaction,
  quiz_id: ids.quiz,
  ...over,
});

async function createRoom(over: Record<string, unknown> = {}) {
  const body = await call(Q.save, values(over));
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.createOrUpdateChat as { id: number; title: string; updated_at: string; description: string | null };
}

const roomCount = async () => (await t.db.select({ id: chat.id }).from(chat)).length;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  moderator = await t.signIn(await t.createProfile({ modules: ['Chat'] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['Course', 'Trail', 'ChatBanner'] }));
  const proofs = await t.db
    .insert(proof)
    .values([
      { prooftype_id: 2, title: 'Reação da Sala', active: 1 },
      { prooftype_id: 3, title: 'Quiz da Sala', active: 1 },
      { prooftype_id: 1, title: 'Prova de Curso', active: 1 },
    ])
    .returning({ id: proof.id });
  [ids.reaction, ids.quiz, ids.proof] = proofs.map((p) => p.id);
}, 60_000);

afterAll(() => t?.close());

describe('createOrUpdateChat', () => {
  it('creates the room with every field and reads it back', async () => {
    const created = await createRoom();
    const body = await call(Q.one, { id: created.id }, moderator.token);
    expect(body.data!.chat).toMatchObject({
      title: 'Lançamento Auto 2026',
      short_description: 'Novidades do seguro auto',
      description: '<p>Apresentação <strong>ao vivo</strong></p>',
      canceled_description: null,
      scope: 'Nacional',
      level: 'Corretores',
      externallink: 'https://www.youtube.com/watch?v=jfKfPfyJRdk',
      liveid: 'jfKfPfyJRdk',
      responsible: 'Marketing',
      area: 'Produtos',
      room: 'Auditório 1',
      datetime_start: '2026-05-10T13:00:00.000Z',
      datetime_end: '2026-05-10T15:00:00.000Z',
      datetime_start_format_br: '10/05/2026 10:00',
      datetime_end_format_br: '10/05/2026 12:00',
      date_publish_format: '01/05/2026 00:00',
      date_unpublish: null,
      date_unpublish_format: '',
      moderation: 1,
      active: 1,
      canceled: 0,
      reactionevaluation_id: ids.reaction,
      quiz_id: ids.quiz,
      reactionevaluation: { id: ids.reaction, title: 'Reação da Sala' },
      quiz: { id: ids.quiz, title: 'Quiz da Sala' },
      thumbnail: null,
      background: null,
      attachments: 0,
      created_by: admin.id,
    });
  });

  it('saves with only the three dates (and a title), leaving the rest empty', async () => {
    const body = await call(Q.save, {
      title: 'Sala mínima',
      datetime_start: '2026-05-10T13:00:00.000Z',
      datetime_end: '2026-05-10T13:00:00.000Z',
      date_publish: '2026-05-01T03:00:00.000Z',
      scope: '',
      externallink: '',
      level: '',
      reactionevaluation_id: 0,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createOrUpdateChat).toMatchObject({
      scope: null,
      level: null,
      externallink: null,
      reactionevaluation: null,
      quiz: null,
      moderation: 0,
      active: 0,
      canceled: 0,
    });
  });

  it('keeps the cancellation justification only for a cancelled room', async () => {
    const kept = await createRoom({ canceled: 1, canceled_description: 'Palestrante indisponível' });
    expect((await call(Q.one, { id: kept.id })).data!.chat).toMatchObject({ canceled: 1, canceled_description: 'Palestrante indisponível' });
    const dropped = await createRoom({ canceled: 0, canceled_description: 'Palestrante indisponível' });
    expect((await call(Q.one, { id: dropped.id })).data!.chat.canceled_description).toBeNull();
  });

  it('updates with the version loaded and refuses a stale one', async () => {
    const created = await createRoom();
    const updated = await call(Q.save, values({ id: created.id, updated_at: created.updated_at, title: 'Sala Renomeada' }), moderator.token);
    expect(updated.data!.createOrUpdateChat).toMatchObject({ id: created.id, title: 'Sala Renomeada', updated_by: moderator.id });
    expectRefused(await call(Q.save, values({ id: created.id, updated_at: created.updated_at })), 'CONFLICT');
    expectRefused(await call(Q.save, values({ id: 987654 })), 'NOT_FOUND', CHAT_ROOM_MESSAGES.notFound);
  });

  it.each([
    ['start', { datetime_start: null }, CHAT_ROOM_MESSAGES.startRequired],
    ['end', { datetime_end: '' }, CHAT_ROOM_MESSAGES.endRequired],
    ['publish date', { date_publish: null }, CHAT_ROOM_MESSAGES.publishRequired],
    ['end before start', { datetime_end: '2026-05-10T12:59:00.000Z' }, CHAT_ROOM_MESSAGES.endBeforeStart],
    ['unpublish before publish', { date_unpublish: '2026-04-30T00:00:00.000Z' }, PUBLISHING_MESSAGES.unpublishBeforePublish],
    ['link', { externallink: 'javascript:alert(1)' }, CHAT_ROOM_MESSAGES.invalidUrl],
    ['link without host', { externallink: 'sala ao vivo' }, CHAT_ROOM_MESSAGES.invalidUrl],
    ['level', { level: 'Diretoria' }, CHAT_ROOM_MESSAGES.invalidLevel],
    ['title', { title: '   ' }, CHAT_ROOM_MESSAGES.titleRequired],
    ['title length', { title: 't'.repeat(81) }, tooLong('título', 80)],
    ['short description length', { short_description: 's'.repeat(256) }, tooLong('descrição curta', 255)],
    ['scope length', { scope: 's'.repeat(81) }, tooLong('escopo', 80)],
    ['link length', { externallink: `https://a.com/${'x'.repeat(242)}` }, tooLong('link', 255)],
    ['liveid length', { liveid: 'l'.repeat(256) }, tooLong('liveid', 255)],
    ['responsible length', { responsible: 'r'.repeat(81) }, tooLong('solicitante', 80)],
    ['area length', { area: 'a'.repeat(81) }, tooLong('área', 80)],
    ['room length', { room: 'r'.repeat(41) }, tooLong('local', 40)],
  ])('refuses a bad %s, saving nothing', async (_name, over, message) => {
    const before = await roomCount();
    expectRefused(await call(Q.save, values(over)), 'BAD_USER_INPUT', message);
    expect(await roomCount()).toBe(before);
  });

  it('accepts every field at its limit', async () => {
    const room = await createRoom({
      title: 't'.repeat(80),
      short_description: 's'.repeat(255),
      scope: 'e'.repeat(80),
      externallink: `https://a.com/${'x'.repeat(241)}`,
      liveid: 'l'.repeat(255),
      responsible: 'r'.repeat(80),
      area: 'a'.repeat(80),
      room: 'l'.repeat(40),
    });
    expect(room.title).toHaveLength(80);
  });

  it('refuses a reaction evaluation or a quiz of another type, or unknown', async () => {
    const before = await roomCount();
    expectRefused(await call(Q.save, values({ reactionevaluation_id: ids.quiz })), 'BAD_USER_INPUT', CHAT_ROOM_MESSAGES.invalidReaction);
    expectRefused(await call(Q.save, values({ quiz_id: ids.reaction })), 'BAD_USER_INPUT', CHAT_ROOM_MESSAGES.invalidQuiz);
    expectRefused(await call(Q.save, values({ quiz_id: ids.proof })), 'BAD_USER_INPUT', CHAT_ROOM_MESSAGES.invalidQuiz);
    expectRefused(await call(Q.save, values({ reactionevaluation_id: 987654 })), 'BAD_USER_INPUT', CHAT_ROOM_MESSAGES.invalidReaction);
    expect(await roomCount()).toBe(before);
  });

  it('sanitises the description: scripts, handlers, frames and script links go, formatting stays', async () => {
    const room = await createRoom({
      description: [
        '<h2>Pauta</h2><p>Texto <strong>forte</strong>, <em>ênfase</em>, <u>sublinhado</u> e <s>riscado</s>.</p>',
        '<script>alert(1)</script><style>p{color:red}</style><iframe src="https://mal.example"></iframe>',
        '<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote>citação</blockquote><pre><code>código</code></pre><h3>a</h3><h4>b</h4>',
        '<p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">mau</a> <a href="https://bom.example" target="_blank" onclick="x()">bom</a></p>',
        '<p onclick="alert(1)" style="color:red">clique<br>linha</p><a href="data:text/html;base64,PHNjcmlwdD4=">dados</a>',
      ].join(''),
    });
    expect(room.description).toBe(
      [
        '<h2>Pauta</h2><p>Texto <strong>forte</strong>, <em>ênfase</em>, <u>sublinhado</u> e <s>riscado</s>.</p>',
        '<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote>citação</blockquote><pre><code>código</code></pre><h3>a</h3><h4>b</h4>',
        '<p><a rel="noopener noreferrer">mau</a> <a href="https://bom.example" target="_blank" rel="noopener noreferrer">bom</a></p>',
        '<p>clique<br />linha</p><a rel="noopener noreferrer">dados</a>',
      ].join(''),
    );
    const empty = await createRoom({ description: '<p><br></p><script>x</script>' });
    expect(empty.description).toBeNull();
  });
});

describe('chats_collections and chats_collections_count', () => {
  it('lists 20 a page, newest id first, searched by title, ordered by title', async () => {
    for (let i = 0; i < 21; i++)
      await t.db.insert(chat).values({
        title: `Página ${String(i).padStart(2, '0')}`,
        date_publish: new Date(),
        datetime_start: new Date('2026-06-01T12:00:00Z'),
        datetime_end: new Date('2026-06-01T13:30:00Z'),
      });
    const first = await call(Q.list, { search: 'página' }, moderator.token);
    const rows = first.data!.chats_collections as Array<{ id: number; title: string; datetime_start_format_br: string; datetime_end_format_br: string }>;
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatchObject({ title: 'Página 20', datetime_start_format_br: '01/06/2026 09:00', datetime_end_format_br: '01/06/2026 10:30' });
    expect(rows[0].id).toBeGreaterThan(rows[1].id);
    expect(first.data!.chats_collections_count).toBe(21);
    expect((await call(Q.list, { search: 'Página', page: 2 })).data!.chats_collections).toHaveLength(1);
    const byTitle = await call(Q.list, { search: 'Página', orderby: 'title', order: 'asc', limit: 2 });
    expect((byTitle.data!.chats_collections as Array<{ title: string }>).map((r) => r.title)).toEqual(['Página 00', 'Página 01']);
    expect((await call(Q.list, { search: String(rows[0].id) })).data!.chats_collections.map((r: { id: number }) => r.id)).toContain(rows[0].id);
    expectRefused(await call(Q.list, { orderby: 'room' }), 'BAD_USER_INPUT');
  });

  it('counts the attachments of each room', async () => {
    const room = await createRoom({ title: 'Sala com anexos' });
    await t.db.insert(asset).values([
      { module_name: 'AnexoSala', external_parent_id: room.id, title: 'Slides' },
      { module_name: 'AnexoSala', external_parent_id: room.id, title: 'Ata' },
      { module_name: 'AnexoCurso', external_parent_id: room.id, title: 'De um curso' },
    ]);
    const body = await call(Q.list, { search: 'Sala com anexos' });
    expect(body.data!.chats_collections).toEqual([expect.objectContaining({ id: room.id, attachments: 2, thumbnail: null })]);
  });
});

describe('chats_calendar', () => {
  it('lists the rooms starting in the month of São Paulo, by start, whatever form the date takes', async () => {
    const at = (iso: string, title: string) =>
      t.db
        .insert(chat)
        .values({
          title,
          room: 'Estúdio',
          scope: 'Regional',
          level: 'Funcionários',
          date_publish: new Date(),
          datetime_start: new Date(iso),
          datetime_end: new Date(new Date(iso).getTime() + 3600_000),
        })
        .returning({ id: chat.id });
    // 23:30 in São Paulo on 31 March is already April in UTC.
    await at('2027-04-01T02:30:00Z', 'Última de março');
    await at('2027-03-01T03:00:00Z', 'Primeira de março');
    await at('2027-03-01T02:59:00Z', 'Ainda fevereiro');
    await at('2027-04-01T03:00:00Z', 'Primeira de abril');
    await at('2027-03-15T12:00:00Z', 'Meio de março');
    for (const date of ['2027-03-01', '2027-03-31', '2027-03', '2027-03-20T10:00:00-03:00', '2027-04-01T01:00:00Z', '2027-03-31T23:30:00']) {
      const body = await call(Q.calendar, { date }, moderator.token);
      expect(
        (body.data!.chats_calendar as Array<{ title: string }>).map((r) => r.title),
        date,
      ).toEqual(['Primeira de março', 'Meio de março', 'Última de março']);
    }
    const [first] = (await call(Q.calendar, { date: '2027-03-01' })).data!.chats_calendar;
    expect(first).toMatchObject({ room: 'Estúdio', scope: 'Regional', level: 'Funcionários', canceled: 0, datetime_start: '2027-03-01T03:00:00.000Z' });
    expect((await call(Q.calendar, { date: '2027-02-10' })).data!.chats_calendar.map((r: { title: string }) => r.title)).toEqual(['Ainda fevereiro']);
  });

  it('refuses a date that is none', async () => {
    expectRefused(await call(Q.calendar, { date: 'amanhã' }), 'BAD_USER_INPUT', CHAT_ROOM_MESSAGES.invalidCalendarDate);
    expectRefused(await call(Q.calendar, { date: '2027-13-01' }), 'BAD_USER_INPUT', CHAT_ROOM_MESSAGES.invalidCalendarDate);
  });
});

describe('deleteChat', () => {
  it('removes the room with its messages, presence, segmentation and attachments, their files with them, audited', async () => {
    const room = await createRoom({ title: 'Sala a excluir' });
    const other = await createRoom({ title: 'Sala que fica' });
    const upload = async (url: string, fields: Record<string, string>, name: string) => {
      const body = multipartBody(fields, { name, data: PNG_1X1 });
      const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(admin.token) } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    await upload('/api/v1/chat/thumb', { id: String(room.id) }, 'capa.png');
    await upload('/api/v1/chat/background', { id: String(room.id) }, 'fundo.png');
    const attachment = await upload('/api/v1/dam/upload', { module_name: 'AnexoSala', external_parent_id: String(room.id) }, 'anexo.png');
    const kept = await upload('/api/v1/dam/upload', { module_name: 'AnexoSala', external_parent_id: String(other.id) }, 'outro.png');
    const [value] = await t.db
      .insert(accountFieldValue)
      .values({ account_field_id: ACCOUNT_FIELD_ID.FIELD_10, value: 'Sucursal exclusão' })
      .returning({ id: accountFieldValue.id });
    await t.db.insert(segmentation).values([
      { module_name: 'Chat', item_id: room.id, account_field_value_id: value.id },
      { module_name: 'AnexoSala', item_id: attachment.id, account_field_value_id: value.id },
      { module_name: 'Chat', item_id: other.id, account_field_value_id: value.id },
    ]);
    const [message] = await t.db
      .insert(chatMessage)
      .values({ chat_id: room.id, user_id: admin.id, user_name: 'Admin', message: 'Olá' })
      .returning({ id: chatMessage.id });
    await t.db.insert(chatPresence).values({ chat_id: room.id, user_id: admin.id });
    const files = (
      await t.db
        .select({ id: storedFile.id })
        .from(storedFile)
        .where(and(eq(storedFile.owner_kind, 'chat'), eq(storedFile.owner_id, room.id)))
    ).map((f) => f.id);
    expect(files).toHaveLength(2);

    expect((await call(Q.remove, { id: room.id }, moderator.token)).data!.deleteChat).toBe(true);
    expect(await t.db.select().from(chat).where(eq(chat.id, room.id))).toHaveLength(0);
    expect(await t.db.select().from(chatMessage).where(eq(chatMessage.id, message.id))).toHaveLength(0);
    expect(await t.db.select().from(chatPresence).where(eq(chatPresence.chat_id, room.id))).toHaveLength(0);
    expect(await t.db.select().from(asset).where(eq(asset.id, attachment.id))).toHaveLength(0);
    expect(await t.db.select().from(asset).where(eq(asset.id, kept.id))).toHaveLength(1);
    const segments = await t.db
      .select({ module: segmentation.module_name, item: segmentation.item_id })
      .from(segmentation)
      .where(eq(segmentation.account_field_value_id, value.id));
    expect(segments).toEqual([{ module: 'Chat', item: other.id }]);
    expect(await t.db.select().from(storedFile).where(inArray(storedFile.id, files))).toHaveLength(0);
    expect(await t.db.select().from(storedFile).where(eq(storedFile.owner_id, attachment.id))).toHaveLength(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'chat.delete'), eq(auditLog.target_id, room.id)));
    expect(entry).toMatchObject({ target_kind: 'chat', user_id: moderator.id });
    expectRefused(await call(Q.remove, { id: room.id }), 'NOT_FOUND', CHAT_ROOM_MESSAGES.notFound);
  });
});

describe('access', () => {
  it('refuses every room call without the Chat module, and without a session', async () => {
    const room = await createRoom();
    for (const [query, variables] of [
      [Q.one, { id: room.id }],
      [Q.list, {}],
      [Q.calendar, { date: '2026-05-01' }],
      [Q.save, values()],
      [Q.save, values({ id: room.id })],
      [Q.remove, { id: room.id }],
    ] as const) {
      expectRefused(await call(query, variables, outsider.token), 'FORBIDDEN');
      expectRefused(await call(query, variables, null), 'UNAUTHENTICATED');
    }
    expect((await call(Q.one, { id: room.id })).data!.chat.title).toBe('Lançamento Auto 2026');
  });
});
