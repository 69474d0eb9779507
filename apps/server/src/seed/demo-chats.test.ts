import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_CHAT_TITLES, seedDemoChats } from './demo-chats.ts';
import { seedDemoProofs } from './demo-proofs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface Room {
  title: string;
  datetime_start: string;
  datetime_end: string;
  canceled: number;
  canceled_description: string | null;
  moderation: number;
  externallink: string | null;
  description: string | null;
  level: string | null;
  reactionevaluation: { title: string } | null;
  quiz: { title: string } | null;
}

describe('seedDemoChats', () => {
  it('seeds past, cancelled, live, later and coming rooms around now, once', async () => {
    const admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
    await seedDemoProofs(t.db, t.files);
    // 14:00 in São Paulo.
    const now = new Date('2026-03-10T17:00:00Z');
    expect(await seedDemoChats(t.db, t.files, now)).toBe(true);
    expect(await seedDemoChats(t.db, t.files, now)).toBe(false);

    const body = await t.gql(
      'chat',
      `{ chats_collections(limit: 50) { title datetime_start datetime_end canceled canceled_description moderation externallink description level
         reactionevaluation { title } quiz { title } } }`,
      {},
      admin.token,
    );
    const rooms = new Map((body.data!.chats_collections as Room[]).map((r) => [r.title, r]));
    expect([...rooms.keys()].sort()).toEqual(Object.values(DEMO_CHAT_TITLES).sort());
    const room = (title: string) => rooms.get(title)!;
    const starts = (title: string) => new Date(room(title).datetime_start).getTime();
    const ends = (title: string) => new Date(room(title).datetime_end).getTime();

    expect(ends(DEMO_CHAT_TITLES.past)).toBeLessThan(now.getTime());
    expect(room(DEMO_CHAT_TITLES.cancelled)).toMatchObject({ canceled: 1, canceled_description: expect.stringContaining('Cancelado') });
    expect(ends(DEMO_CHAT_TITLES.cancelled)).toBeLessThan(now.getTime());
    expect(starts(DEMO_CHAT_TITLES.live)).toBe(now.getTime() - 30 * 60_000);
    expect(ends(DEMO_CHAT_TITLES.live)).toBe(now.getTime() + 60 * 60_000);
    expect(room(DEMO_CHAT_TITLES.live)).toMatchObject({
      moderation: 1,
      canceled: 0,
      externallink: 'https://www.youtube.com/watch?v=jfKfPfyJRdk',
      reactionevaluation: { title: 'Avaliação de reação padrão' },
      quiz: { title: 'Quiz rápido - Conceitos de seguro' },
    });
    // Its link kept, with the opener cut off.
    expect(room(DEMO_CHAT_TITLES.live).description).toContain('<a href="https://www.susep.gov.br" target="_blank" rel="noopener noreferrer">');
    expect(starts(DEMO_CHAT_TITLES.laterToday)).toBeGreaterThan(now.getTime());
    expect(starts(DEMO_CHAT_TITLES.laterToday)).toBeLessThan(new Date('2026-03-11T03:00:00Z').getTime());
    expect(starts(DEMO_CHAT_TITLES.nextWeek)).toBeGreaterThan(now.getTime() + 6 * 86_400_000);
    expect(starts(DEMO_CHAT_TITLES.inTwoWeeks)).toBeGreaterThan(starts(DEMO_CHAT_TITLES.nextWeek));
    expect(new Set([...rooms.values()].map((r) => r.level))).toEqual(new Set(['Segmentado', 'Funcionários', 'Corretores', 'Comerciais']));

    const month = await t.gql('chat', '{ chats_calendar(date: "2026-03-10") { title } }', {}, admin.token);
    expect((month.data!.chats_calendar as Room[]).map((r) => r.title)).toContain(DEMO_CHAT_TITLES.live);
  });
});
