import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { trail } from '../../db/schema/lms.ts';
import { insertRoom } from '../../services/chat/messages/chat-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn(PROFILE_ID.SUPER_ADMIN)).token;
});
afterAll(() => t?.close());

const TITLES = ['Trilha de Vendas', 'Trilha de boas-vindas', 'Árvore de produtos', 'apólices', 'Zona sul', 'zebra'];
const PORTUGUESE = ['apólices', 'Árvore de produtos', 'Trilha de boas-vindas', 'Trilha de Vendas', 'zebra', 'Zona sul'];

describe('titles in Portuguese order', () => {
  it('sorts trails and rooms without regard to case and accents, on every database', async () => {
    await t.db.insert(trail).values(TITLES.map((title) => ({ title })));
    for (const title of TITLES) await insertRoom(t, { title });
    const trails = await t.gql('lms', 'query { trails_collections_dashboard(limit: 50, orderby: "title", order: "ASC") { title } }', {}, token);
    expect(trails.data.trails_collections_dashboard.map((r: { title: string }) => r.title).filter((x: string) => TITLES.includes(x))).toEqual(PORTUGUESE);
    const rooms = await t.gql('chat', 'query { chats_collections(limit: 50, orderby: "title", order: "ASC") { title } }', {}, token);
    expect(rooms.data.chats_collections.map((r: { title: string }) => r.title).filter((x: string) => TITLES.includes(x))).toEqual(PORTUGUESE);
  });
});
