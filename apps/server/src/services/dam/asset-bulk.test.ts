import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_MESSAGES } from '@backoffice/domain/schemas/asset';
import { CATEGORY_MESSAGES } from '@backoffice/domain/schemas/category';
import { asset, category, categoryHasAsset } from '../../db/schema/dam.ts';
import { storedFile } from '../../db/schema/files.ts';
import { trail, trailItem } from '../../db/schema/lms.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bulkKit } from '../bulk/bulk-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let mediaToken: string;
let outsiderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.signIn(await t.createProfile({ title: 'DAM', modules: ['Category', 'Media', 'Banner', 'ChatBanner'] }));
  kit = bulkKit(t, token);
  ({ token: mediaToken } = await t.signIn(await t.createProfile({ title: 'Só conteúdos', modules: ['Media'] })));
  ({ token: outsiderToken } = await t.signIn(await t.createProfile({ title: 'Cursos', modules: ['Course'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function newCategories(title: string, n: number, values: Partial<typeof category.$inferInsert> = {}) {
  const rows = await t.db
    .insert(category)
    .values(Array.from({ length: n }, (_, i) => ({ title: `${title} ${i + 1}`, active: 0, ...values })))
    .returning({ id: category.id });
  return rows.map((r) => r.id);
}

async function newAssets(type: string, title: string, n: number, values: Partial<typeof asset.$inferInsert> = {}) {
  const rows = await t.db
    .insert(asset)
    .values(Array.from({ length: n }, (_, i) => ({ module_name: type, title: `${title} ${i + 1}`, active: 0, ...values })))
    .returning({ id: asset.id });
  return rows.map((r) => r.id);
}

async function newFile() {
  const key = `test/${Math.random().toString(16).slice(2)}.png`;
  await t.files.write(key, Readable.from([Buffer.from('imagem')]));
  const [row] = await t.db
    .insert(storedFile)
    .values({ storage_key: key, original_name: 'banner.png', mime: 'image/png', size: 6 })
    .returning({ id: storedFile.id });
  return row!.id;
}

const remaining = async (table: typeof category | typeof asset, ids: number[]) =>
  (await t.db.select({ id: table.id }).from(table).where(inArray(table.id, ids)).orderBy(table.id)).map((r) => r.id);

describe('category bulk actions', () => {
  it('activates and deactivates categories', async () => {
    await kit.checkActivationActs('category', category, await newCategories('Ativação', 3));
  });

  it('adds and removes a segmentation value', async () => {
    await kit.checkSegmentActs('category', 'Category', await newCategories('Segmentação', 2));
  });

  it('deletes each category by its own rules: one with subcategories and one with contents are refused with the reason, the others go with their banner', async () => {
    const [parent, linked, plain] = await newCategories('Exclusão', 3);
    await newCategories('Subcategoria', 1, { parent_id: parent });
    const [media] = await newAssets('Media', 'Conteúdo da categoria', 1);
    await t.db.insert(categoryHasAsset).values({ category_id: linked!, asset_id: media! });
    const banner = await newFile();
    await t.db.update(category).set({ banner_file_id: banner }).where(eq(category.id, plain!));
    const result = await kit.ran({ kind: 'category', action: 'delete', selection: { ids: [parent, linked, plain] } });
    expect(result).toMatchObject({ status: 'done', total: 3, done: 1 });
    expect(result.refused).toEqual([
      { id: parent, reason: CATEGORY_MESSAGES.hasChildren },
      { id: linked, reason: CATEGORY_MESSAGES.hasLinks },
    ]);
    expect(await remaining(category, [parent!, linked!, plain!])).toEqual([parent, linked]);
    expect(await t.db.$count(storedFile, eq(storedFile.id, banner))).toBe(0);
  });

  it('is refused without the Category module (reading the tree is not enough), and changes nothing', async () => {
    const ids = await newCategories('Sem acesso', 1);
    await kit.checkForbidden('category', 'activate', ids, mediaToken);
    await kit.checkForbidden('category', 'delete', ids, outsiderToken);
    expect(await kit.activeOf(category, ids)).toEqual([0]);
  });
});

describe('category export', () => {
  it("writes the children of the filter's parent (none: the top level) in the list order: priority, then title", async () => {
    const [parent] = await newCategories('Pai exportado', 1, { active: 1 });
    const [low, high, lowFirst] = await newCategories('Filha', 3, { parent_id: parent });
    await t.db.update(category).set({ ordernum: 5, hide_trails: 1 }).where(eq(category.id, high!));
    await t.db.update(category).set({ title: 'A filha' }).where(eq(category.id, lowFirst!));
    const lines = await kit.csvLines(`kind=category&parent=${parent}`);
    expect(lines[0]).toBe('ID;Título;Prioridade;Ativo;Categoria pai;Ocultar em cursos;Ocultar em trilhas;Ocultar em conteúdos digitais;Criado em;Alterado em');
    expect(kit.idsOf(lines)).toEqual([high, lowFirst, low]);
    expect(lines[1]).toMatch(new RegExp(`^${high};Filha 2;5;Não;Pai exportado 1;Não;Sim;Não;\\d{2}/`));
    const top = kit.idsOf(await kit.csvLines('kind=category'));
    expect(top).toContain(parent);
    expect(top).not.toContain(high);
  });
});

const ASSET_KINDS = [
  ['media', 'Media'],
  ['banner', 'Banner'],
  ['chatBanner', 'chatBanner'],
] as const;

describe.each(ASSET_KINDS)('%s bulk actions', (kind, type) => {
  it('activates and deactivates assets of the list', async () => {
    await kit.checkActivationActs(kind, asset, await newAssets(type, 'Ativação', 3));
  });

  it('adds and removes a segmentation value', async () => {
    await kit.checkSegmentActs(kind, type, await newAssets(type, 'Segmentação', 2));
  });

  it('deletes each asset by its own rules: one in a trail is refused with the reason, the others go', async () => {
    const ids = await newAssets(type, 'Exclusão', 3);
    const [held] = await t.db
      .insert(trail)
      .values({ title: `Trilha de ${type}` })
      .returning({ id: trail.id });
    await t.db.insert(trailItem).values({ trail_id: held!.id, item_id: ids[1]!, item_type: 'asset', ordernum: 1 });
    const result = await kit.ran({ kind, action: 'delete', selection: { ids } });
    expect(result).toMatchObject({ status: 'done', total: 3, done: 2, refused: [{ id: ids[1], reason: ASSET_MESSAGES.inTrails(1) }] });
    expect(await remaining(asset, ids)).toEqual([ids[1]]);
  });

  it('is refused without the module of the type, and changes nothing', async () => {
    const ids = await newAssets(type, 'Sem acesso', 1);
    await kit.checkForbidden(kind, 'activate', ids, outsiderToken);
    expect(await kit.activeOf(asset, ids)).toEqual([0]);
  });

  it('exports the assets of the type that the search finds, in the list order, and only those of the parent given', async () => {
    const [a, b] = await newAssets(type, `Exportado ${kind}`, 2, { directlink: 'https://exemplo.com.br/a', date_publish: new Date('2026-03-01T02:30:00Z') });
    const [attached] = await newAssets(type, `Exportado ${kind} anexo`, 1, { external_parent_id: 777 });
    await newAssets('AnexoSala', `Exportado ${kind}`, 1);
    const lines = await kit.csvLines(`kind=${kind}&search=exportado ${kind}&orderby=title&order=asc`);
    expect(lines[0]).toBe('ID;Título;Ativo;Publicação;Despublicação;Link;Exibir fora das trilhas;Responsável;Arquivo;Criado em;Alterado em');
    expect(kit.idsOf(lines)).toEqual([a, b, attached]);
    expect(lines[1]).toMatch(new RegExp(`^${a};Exportado ${kind} 1;Não;28/02/2026 23:30;;https://exemplo.com.br/a;Sim;;;\\d{2}/`));
    expect(kit.idsOf(await kit.csvLines(`kind=${kind}&parent=777&search=exportado ${kind}`))).toEqual([attached]);
  });
});

describe('the asset lists keep to their type', () => {
  it("refuses as not found, and never exports, an asset of another type's list, whose module the caller may lack", async () => {
    const [media] = await newAssets('Media', 'Conteúdo próprio', 1);
    const [banner] = await newAssets('Banner', 'Banner alheio', 1);
    for (const action of ['activate', 'segment_add', 'delete'] as const) {
      const value = action === 'segment_add' ? await kit.segmentationValue(`Tipo-${action}`) : undefined;
      const result = await kit.ran({ kind: 'media', action, selection: { ids: [banner, media] }, value }, mediaToken);
      expect(result.refused).toEqual([{ id: banner, reason: ASSET_MESSAGES.notFound }]);
    }
    expect(await kit.activeOf(asset, [banner!])).toEqual([0]);
    expect(await remaining(asset, [banner!, media!])).toEqual([banner]);
    expect(kit.idsOf(await kit.csvLines(`kind=media&ids=${banner},${media}`, mediaToken))).toEqual([]);
  });
});
