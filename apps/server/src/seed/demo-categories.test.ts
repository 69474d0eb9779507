import fs from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { category } from '../db/schema/dam.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoCategories } from './demo-categories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('seedDemoCategories', () => {
  it('seeds categories with banners, linked courses and trails, unpublished items, and runs once', async () => {
    const admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
    expect(await seedDemoCategories(t.db, t.files)).toBe(true);
    expect(await seedDemoCategories(t.db, t.files)).toBe(false);

    const top = await t.gql('dam', `{ category_collections { id title banner } }`, {}, admin.token);
    expect(top.data.category_collections.map((c: { title: string }) => c.title)).toEqual(['Seguros', 'Vendas e Atendimento', 'Arquivo 2024', 'Institucional']);
    const seguros = top.data.category_collections[0];
    const banner = await t.app.inject({ method: 'GET', url: seguros.banner, headers: bearer(admin.token) });
    expect(banner.headers['content-type']).toBe('image/png');
    expect(banner.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const subs = await t.gql('dam', `query ($p: Int) { category_collections(parent: $p) { title } }`, { p: seguros.id }, admin.token);
    expect(subs.data.category_collections.map((c: { title: string }) => c.title)).toEqual(['Seguro Auto', 'Seguro Residencial', 'Seguro de Vida']);
    const links = await t.gql(
      'dam',
      `query ($c: Int!) { categoryHasCourseById(category_id: $c) { title } categoryHasTrailById(category_id: $c) { title } }`,
      { c: seguros.id },
      admin.token,
    );
    expect(links.data).toEqual({
      categoryHasCourseById: [{ title: 'Fundamentos do Seguro Auto' }],
      categoryHasTrailById: [{ title: 'Trilha do Corretor Iniciante' }],
    });

    const unpublished = await t.app.inject({ method: 'GET', url: '/api/v1/lms/unpublished-content', headers: bearer(admin.token) });
    expect(unpublished.json().data.map((r: { title: string; type: string }) => `${r.type}:${r.title}`)).toEqual([
      'trilha:Trilha de Vendas Avançadas',
      'curso:Seguro de Vida: primeiros passos',
      'curso:Campanha de fim de ano 2024',
    ]);
    const rows = await t.db.select({ banner: category.banner_file_id }).from(category).where(eq(category.parent_id, 0)).orderBy(asc(category.id));
    expect(rows.filter((r) => r.banner).length).toBe(2);
    expect(fs.readdirSync(t.filesDir, { recursive: true }).filter((f) => String(f).endsWith('.png'))).toHaveLength(2);
  });
});
