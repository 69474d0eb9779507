import { desc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { PROFILE_MESSAGES } from '@backoffice/domain/schemas/profile';
import { profile } from '../../../db/schema/account.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bulkKit } from '../../bulk/bulk-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let outsiderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.signIn(await t.createProfile({ title: 'Gestão de perfis', modules: ['Profile'] }));
  kit = bulkKit(t, token);
  ({ token: outsiderToken } = await t.signIn(await t.createProfile({ title: 'Usuários', modules: ['User'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const newProfiles = (title: string, n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => t.createProfile({ title: `${title} ${i + 1}`, modules: ['Dashboard'] })));

const remaining = async (ids: number[]) =>
  (await t.db.select({ id: profile.id }).from(profile).where(inArray(profile.id, ids)).orderBy(profile.id)).map((r) => r.id);

describe('profile bulk actions', () => {
  it('deletes each profile by its own rules: one with users, a reserved and a super administrator one are refused with the reason, the others go', async () => {
    const ids = (await newProfiles('Perfil a excluir', 3)).sort((a, b) => a - b);
    await t.createUser({ profileId: ids[1]! });
    const chosen = [...ids, PROFILE_ID.ADMIN, PROFILE_ID.SUPER_ADMIN];
    const result = await kit.ran({ kind: 'profile', action: 'delete', selection: { ids: chosen } });
    expect(result).toMatchObject({ status: 'done', total: 5, done: 2 });
    expect(result.refused).toEqual([
      { id: ids[1], reason: PROFILE_MESSAGES.hasUsers },
      { id: PROFILE_ID.ADMIN, reason: PROFILE_MESSAGES.reserved },
      { id: PROFILE_ID.SUPER_ADMIN, reason: PROFILE_MESSAGES.superadmin },
    ]);
    expect(await remaining(chosen)).toEqual([PROFILE_ID.ADMIN, PROFILE_ID.SUPER_ADMIN, ids[1]].sort((a, b) => a! - b!));
  });

  it('is refused without the Profile module, and changes nothing', async () => {
    const ids = await newProfiles('Perfil sem acesso', 1);
    await kit.checkForbidden('profile', 'delete', ids, outsiderToken);
    expect(await remaining(ids)).toEqual(ids);
  });
});

describe('profile export', () => {
  it('writes every profile, newest first as the list shows them (it has no search), or only the ids chosen', async () => {
    const [a, b] = (await newProfiles('Perfil exportado', 2)).sort((x, y) => x - y);
    await t.createUser({ profileId: b! });
    const all = await kit.csvLines('kind=profile');
    expect(all[0]).toBe('ID;Título;Usuários;Super Administrador;Criado em;Alterado em');
    const listed = (await t.db.select({ id: profile.id }).from(profile).orderBy(desc(profile.id))).map((r) => r.id);
    expect(kit.idsOf(all)).toEqual(listed);
    const chosen = await kit.csvLines(`kind=profile&ids=${b},${a},${PROFILE_ID.SUPER_ADMIN}`);
    expect(kit.idsOf(chosen)).toEqual([b, a, PROFILE_ID.SUPER_ADMIN]);
    expect(chosen[1]).toMatch(new RegExp(`^${b};Perfil exportado 2;1;Não;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};\\d{2}/`));
    expect(chosen[3]).toMatch(new RegExp(`^${PROFILE_ID.SUPER_ADMIN};[^;]+;\\d+;Sim;`));
  });
});
