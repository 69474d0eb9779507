import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoProofs } from './demo-proofs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('seedDemoProofs', () => {
  it('seeds the assessments a new online course picks from, once', async () => {
    const admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
    expect(await seedDemoProofs(t.db, t.files)).toBe(true);
    expect(await seedDemoProofs(t.db, t.files)).toBe(false);
    const titles = async (type_id: number) =>
      (
        (await t.gql('lms', 'query ($type_id: Int!) { proof_collections(type_id: $type_id) { title active } }', { type_id }, admin.token)).data
          .proof_collections as Array<{
          title: string;
          active: number;
        }>
      ).map((p) => `${p.title} ${p.active}`);
    expect(await titles(1)).toHaveLength(3);
    expect(await titles(2)).toEqual(expect.arrayContaining(['Avaliação de reação padrão 1', 'Pesquisa de satisfação do curso 1']));
    expect(await titles(3)).toEqual(['Quiz rápido - Conceitos de seguro 1']);
  });
});
