import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoAssets } from './demo-assets.ts';
import { seedDemoCategories } from './demo-categories.ts';
import { seedDemoProofs } from './demo-proofs.ts';
import { seedDemoTrails } from './demo-trails.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('seedDemoTrails', () => {
  it('fills the three demo trails with courses and contents in order, with their assessments, once', async () => {
    const admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
    expect(await seedDemoTrails(t.db, t.files)).toBe(false);
    await seedDemoAssets(t.db, t.files);
    await seedDemoCategories(t.db, t.files);
    await seedDemoProofs(t.db, t.files);
    expect(await seedDemoTrails(t.db, t.files)).toBe(true);
    expect(await seedDemoTrails(t.db, t.files)).toBe(false);

    const gql = async (query: string, variables: Record<string, unknown> = {}) => (await t.gql('lms', query, variables, admin.token)).data;
    const trails = (await gql('{ trails_collections_dashboard(limit: 20) { id title proof { title } reactionevaluation { title } blockcontent } }'))
      .trails_collections_dashboard as Array<{
      id: number;
      title: string;
      proof: { title: string } | null;
      reactionevaluation: { title: string } | null;
      blockcontent: number;
    }>;
    const itemsOf = async (title: string) => {
      const trail = trails.find((x) => x.title === title)!;
      const items = (await gql('query ($id: Int!) { trailitems(trail_id: $id) { item_type title ordernum } }', { id: trail.id })).trailitems as Array<{
        item_type: string;
        title: string;
        ordernum: number;
      }>;
      return items.map((i) => `${i.ordernum} ${i.item_type} ${i.title}`);
    };
    expect(await itemsOf('Trilha do Corretor Iniciante')).toEqual([
      '1 course Fundamentos do Seguro Auto',
      '2 asset Infográfico Seguro Auto',
      '3 course Seguro de Vida: primeiros passos',
      '4 asset Manual do Seguro Residencial',
    ]);
    expect(await itemsOf('Trilha de Vendas Avançadas')).toEqual(['1 asset Guia de boas práticas no atendimento', '2 course Atendimento consultivo']);
    // The welcome trail keeps its two contents first.
    expect(await itemsOf('Trilha de boas-vindas')).toEqual([
      '1 asset Manual do Seguro Residencial',
      '2 asset Guia de boas práticas no atendimento',
      '3 course Atendimento consultivo',
    ]);
    const starter = trails.find((x) => x.title === 'Trilha do Corretor Iniciante')!;
    expect(starter).toMatchObject({
      proof: { title: 'Avaliação final - Seguro Auto' },
      reactionevaluation: { title: 'Avaliação de reação padrão' },
      blockcontent: 1,
    });
  });
});
