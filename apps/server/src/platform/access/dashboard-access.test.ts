import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { bearer, createTestApp, errorCode, errorMessage, type TestApp } from '../../test/test-app.ts';

/** Every dashboard call, by the block of the roles and permissions of the spec that shows its data. */
const CALLS = [
  { name: 'userCount', service: 'account', query: '{ userCount(interval: "all") }' },
  { name: 'termoCompromissoCount', service: 'account', query: '{ termoCompromissoCount { corretores } }' },
  { name: 'courseCount', service: 'lms', query: '{ courseCount(type: "online") }' },
  { name: 'coursesOnlineTrending', service: 'lms', query: '{ coursesOnlineTrending { id } }' },
  { name: 'coursesPresentialTrending', service: 'lms', query: '{ coursesPresentialTrending { id } }' },
  { name: 'assetsCount', service: 'dam', query: '{ assetsCount(module_name: "Media") }' },
  { name: 'countPages', service: 'analytics', query: '{ countPages }' },
] as const;

type CallName = (typeof CALLS)[number]['name'] | 'relatorio_termo_compromisso';

/** What each viewer may read when the Dashboard module is its only way in. */
const ALLOWED: Record<'superAdmin' | 'special' | 'other', CallName[]> = {
  superAdmin: [
    'userCount',
    'termoCompromissoCount',
    'courseCount',
    'coursesOnlineTrending',
    'coursesPresentialTrending',
    'assetsCount',
    'countPages',
    'relatorio_termo_compromisso',
  ],
  special: [
    'userCount',
    'termoCompromissoCount',
    'courseCount',
    'coursesOnlineTrending',
    'coursesPresentialTrending',
    'assetsCount',
    'relatorio_termo_compromisso',
  ],
  other: ['termoCompromissoCount', 'coursesOnlineTrending', 'coursesPresentialTrending', 'relatorio_termo_compromisso'],
};

let t: TestApp;
const tokens: Record<keyof typeof ALLOWED, string> = { superAdmin: '', special: '', other: '' };

beforeAll(async () => {
  t = await createTestApp();
  // Profile 15 keeps only the Dashboard module, so its blocks decide, not its other modules.
  await t.setProfileModules(PROFILE_ID.SPECIAL, ['Dashboard']);
  tokens.superAdmin = (await t.signIn(PROFILE_ID.SUPER_ADMIN)).token;
  tokens.special = (await t.signIn(PROFILE_ID.SPECIAL)).token;
  tokens.other = (await t.signIn(await t.createProfile({ modules: ['Dashboard'] }))).token;
});
afterAll(() => t?.close());

describe('dashboard visibility on the server (the roles and permissions of the spec)', () => {
  for (const viewer of Object.keys(ALLOWED) as Array<keyof typeof ALLOWED>) {
    it(`${viewer}: reads the data of its blocks and is refused the others`, async () => {
      const seen: Record<string, boolean> = {};
      for (const call of CALLS) {
        const body = await t.gql(call.service, call.query, {}, tokens[viewer]);
        seen[call.name] = body.errors === undefined;
        if (!seen[call.name]) {
          expect(errorCode(body), call.name).toBe('FORBIDDEN');
          expect(errorMessage(body), call.name).toBe(MESSAGES.forbidden);
          expect(body.data, call.name).toBeNull();
        }
      }
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/account/relatorio_termo_compromisso', headers: bearer(tokens[viewer]) });
      seen.relatorio_termo_compromisso = res.statusCode === 200;
      expect(Object.keys(seen).filter((name) => seen[name])).toEqual(ALLOWED[viewer]);
    });
  }

  it('refuses every call to anonymous callers', async () => {
    for (const call of CALLS) {
      const body = await t.gql(call.service, call.query, {});
      expect(errorCode(body), call.name).toBe('UNAUTHENTICATED');
    }
  });

  it('keeps the module screens working without the Dashboard module', async () => {
    const users = (await t.signIn(await t.createProfile({ modules: ['User'] }))).token;
    expect((await t.gql('account', '{ userCount }', {}, users)).errors).toBeUndefined();
    const media = (await t.signIn(await t.createProfile({ modules: ['Media'] }))).token;
    expect((await t.gql('dam', '{ assetsCount }', {}, media)).errors).toBeUndefined();
    const courses = (await t.signIn(await t.createProfile({ modules: ['Course'] }))).token;
    expect((await t.gql('lms', '{ courseCount(type: "presential") }', {}, courses)).errors).toBeUndefined();
    // A Banner administrator with the Dashboard module but no digital-content block: refused Media.
    const banner = (await t.signIn(await t.createProfile({ modules: ['Banner', 'Dashboard'] }))).token;
    expect((await t.gql('dam', '{ assetsCount(module_name: "Banner") }', {}, banner)).errors).toBeUndefined();
    expect(errorCode(await t.gql('dam', '{ assetsCount(module_name: "Media") }', {}, banner))).toBe('FORBIDDEN');
  });
});
