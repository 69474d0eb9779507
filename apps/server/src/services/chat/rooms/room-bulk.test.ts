import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ROOM_MESSAGES } from '@backoffice/domain/schemas/chat-room';
import { chat, chatMessage } from '../../../db/schema/chat.ts';
import { asset } from '../../../db/schema/dam.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bulkKit } from '../../bulk/bulk-test-kit.ts';
import { insertRoom } from '../messages/chat-test-kit.ts';
import { ROOM_ATTACHMENT_TYPE } from './room-store.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let outsiderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.signIn(await t.createProfile({ title: 'Salas', modules: ['Chat'] }));
  kit = bulkKit(t, token);
  // Banners of the rooms are another module than the rooms themselves.
  ({ token: outsiderToken } = await t.signIn(await t.createProfile({ title: 'Banners da sala', modules: ['ChatBanner'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const newRooms = async (title: string, n: number) => Promise.all(Array.from({ length: n }, (_, i) => insertRoom(t, { title: `${title} ${i + 1}`, active: 0 })));

const remaining = async (ids: number[]) => (await t.db.select({ id: chat.id }).from(chat).where(inArray(chat.id, ids)).orderBy(chat.id)).map((r) => r.id);

describe('room bulk actions', () => {
  it('activates and deactivates rooms', async () => {
    await kit.checkActivationActs('room', chat, await newRooms('Ativação', 3));
  });

  it('adds and removes a segmentation value', async () => {
    await kit.checkSegmentActs('room', 'Chat', await newRooms('Segmentação', 2));
  });

  it('deletes rooms with their messages and attachments, and lists an id that is no room as not found', async () => {
    const [talked, quiet] = await newRooms('Exclusão', 2);
    await t.db.insert(chatMessage).values({ chat_id: talked!, user_name: 'Participante', message: 'Olá' });
    await t.db.insert(asset).values({ module_name: ROOM_ATTACHMENT_TYPE, external_parent_id: talked!, title: 'Anexo' });
    const result = await kit.ran({ kind: 'room', action: 'delete', selection: { ids: [talked, 999_999, quiet] } });
    expect(result).toMatchObject({ status: 'done', total: 3, done: 2, refused: [{ id: 999_999, reason: CHAT_ROOM_MESSAGES.notFound }] });
    expect(await remaining([talked!, quiet!])).toEqual([]);
    expect(await t.db.$count(chatMessage, eq(chatMessage.chat_id, talked!))).toBe(0);
    expect(await t.db.$count(asset, eq(asset.external_parent_id, talked!))).toBe(0);
  });

  it('is refused without the Chat module, and changes nothing', async () => {
    const ids = await newRooms('Sem acesso', 1);
    await kit.checkForbidden('room', 'delete', ids, outsiderToken);
    expect(await remaining(ids)).toEqual(ids);
  });
});

describe('room export', () => {
  it('writes the data columns of the list, then the main fields, of the rooms the search finds in the list order', async () => {
    const a = await insertRoom(t, {
      title: 'Live exportável',
      level: 'Corretores',
      datetime_start: new Date('2026-06-01T12:00:00Z'),
      datetime_end: new Date('2026-06-01T13:30:00Z'),
      moderation: 1,
    });
    const b = await insertRoom(t, { title: 'Outra live exportável' });
    await insertRoom(t, { title: 'Fora da busca' });
    await t.db.insert(asset).values({ module_name: ROOM_ATTACHMENT_TYPE, external_parent_id: a, title: 'Material' });
    const lines = await kit.csvLines('kind=room&search=exportável&orderby=id&order=desc');
    expect(lines[0]).toBe(
      'ID;Título;Início;Fim;Descrição curta;Escopo;Nível;Solicitante;Área;Local;Link externo;ID da live;Moderação;Ativo;Cancelada;' +
        'Justificativa do cancelamento;Publicação;Despublicação;Avaliação de reação;Quiz;Anexos;Criado em;Alterado em',
    );
    expect(kit.idsOf(lines)).toEqual([b, a]);
    expect(lines[2]).toMatch(new RegExp(`^${a};Live exportável;01/06/2026 09:00;01/06/2026 10:30;;;Corretores;;;;;;Sim;Sim;Não;;\\d{2}/.*;;;;1;`));
  });
});
