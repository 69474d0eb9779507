import fs from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { CATEGORY_MESSAGES } from '@backoffice/domain/schemas/category';
import { asset, category, categoryHasAsset } from '../../db/schema/dam.ts';
import { storedFile } from '../../db/schema/files.ts';
import { categoryHasCourse, categoryHasTrail, course, trail } from '../../db/schema/lms.ts';
import { FILE_MESSAGES } from '../../platform/files/store-upload.ts';
import { UPLOAD_MESSAGES } from '../../platform/http/upload.ts';
import { REPORT_MIME } from '../../platform/reports/report-stream.ts';
import { bearer, createTestApp, errorMessage, expectRefused, type TestApp, type TestUser } from '../../test/test-app.ts';
import { CATEGORY_BANNER_MAX_BYTES } from './category-routes.ts';
import { multipartBody, PNG_1X1 } from '../../test/fixtures.ts';

const FIELDS = 'id title ordernum active hide_courses hide_trails hide_assets parent_id parent_title banner';
const Q = {
  list: `query ($parent: Int) { category_collections(parent: $parent) { ${FIELDS} } }`,
  options: `{ category_options { id title parent_id } }`,
  one: `query ($id: Int!) { category(id: $id) { ${FIELDS} } }`,
  save: `mutation ($id: Int, $input: CategoryInput!) { createOrUpdateCategory(id: $id, input: $input) { ${FIELDS} } }`,
  remove: `mutation ($id: Int!) { deleteCategory(id: $id) }`,
  assetLinks: `query ($category_id: Int, $asset_id: Int) {
    categoryHasAsset_collection(category_id: $category_id, asset_id: $asset_id) { id asset_id category_id asset_title category_title }
  }`,
  link: `mutation ($asset_id: Int!, $category_id: Int!) {
    createCategoryHasAsset(asset_id: $asset_id, category_id: $category_id) { asset_id category_id asset_title category_title }
  }`,
  unlink: `mutation ($asset_id: Int!, $category_id: Int!) { deleteCategoryHasAsset(asset_id: $asset_id, category_id: $category_id) }`,
  assetsOf: `query ($category_id: Int!) { categoryHasAssetById(category_id: $category_id) { id title } }`,
  coursesOf: `query ($category_id: Int!) { categoryHasCourseById(category_id: $category_id) { id title } }`,
  trailsOf: `query ($category_id: Int!) { categoryHasTrailById(category_id: $category_id) { id title } }`,
  profiles: `query ($category_id: Int!) { categoryHasProfile_collection(category_id: $category_id) { profile_id category_id profile_title } }`,
  linkProfile: `mutation ($profile_id: Int!, $category_id: Int!) {
    createCategoryHasProfile(profile_id: $profile_id, category_id: $category_id) { profile_id category_id profile_title }
  }`,
  unlinkProfile: `mutation ($profile_id: Int!, $category_id: Int!) { deleteCategoryHasProfile(profile_id: $profile_id, category_id: $category_id) }`,
};

let t: TestApp;
let admin: TestUser & { token: string };
let categoryAdmin: TestUser & { token: string };
let mediaAdmin: TestUser & { token: string };
let courseAdmin: TestUser & { token: string };
let outsider: TestUser & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  categoryAdmin = await t.signIn(await t.createProfile({ modules: ['Category'] }));
  mediaAdmin = await t.signIn(await t.createProfile({ modules: ['Media'] }));
  courseAdmin = await t.signIn(await t.createProfile({ modules: ['Course'] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['User'] }));
});
afterAll(() => t?.close());

const dam = (query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) => t.gql('dam', query, variables, token ?? undefined);
const account = (query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) =>
  t.gql('account', query, variables, token ?? undefined);

const input = (over: Record<string, unknown> = {}) => ({
  title: 'Categoria',
  ordernum: 0,
  active: 1,
  hide_courses: 0,
  hide_trails: 0,
  hide_assets: 0,
  ...over,
});

async function createCategory(over: Record<string, unknown> = {}) {
  const body = await dam(Q.save, { input: input(over) });
  expect(body.errors).toBeUndefined();
  return body.data.createOrUpdateCategory as { id: number; title: string; parent_id: number; banner: string | null };
}

async function createAsset(title: string, module_name = 'Media') {
  const [row] = await t.db.insert(asset).values({ title, module_name }).returning({ id: asset.id });
  return row.id;
}

const allCategories = () => t.db.select().from(category).orderBy(asc(category.id));

describe('createOrUpdateCategory, category and category_collections', () => {
  it('creates and updates a category with audit fields from the session', async () => {
    const created = await dam(Q.save, {
      input: { title: '  Seguros  ', ordernum: 7, active: 0, hide_courses: 1, hide_trails: 0, hide_assets: 1 },
    });
    expect(created.errors).toBeUndefined();
    const cat = created.data.createOrUpdateCategory;
    expect(cat).toMatchObject({
      title: 'Seguros',
      ordernum: 7,
      active: 0,
      hide_courses: 1,
      hide_trails: 0,
      hide_assets: 1,
      parent_id: 0,
      parent_title: null,
      banner: null,
    });
    const [row] = await t.db.select().from(category).where(eq(category.id, cat.id));
    expect(row).toMatchObject({ created_by: admin.id, updated_by: admin.id });

    const updated = await dam(Q.save, { id: cat.id, input: input({ title: 'Seguros Auto', ordernum: null }) }, categoryAdmin.token);
    expect(updated.errors).toBeUndefined();
    expect(updated.data.createOrUpdateCategory).toMatchObject({ id: cat.id, title: 'Seguros Auto', ordernum: 0, active: 1, hide_courses: 0 });
    const [after] = await t.db.select().from(category).where(eq(category.id, cat.id));
    expect(after).toMatchObject({ created_by: admin.id, updated_by: categoryAdmin.id });

    const one = await dam(Q.one, { id: cat.id });
    expect(one.data.category).toMatchObject({ id: cat.id, title: 'Seguros Auto' });
    expect((await dam(Q.one, { id: 999_999 })).data.category).toBeNull();
  });

  it('lists the top level or the children of a parent, higher priority first, then by title', async () => {
    const top = await createCategory({ title: 'Raiz ordem' });
    const b = await createCategory({ title: 'B', ordernum: 5, parent_id: top.id });
    const a = await createCategory({ title: 'A', ordernum: 5, parent_id: top.id });
    const high = await createCategory({ title: 'Z alta', ordernum: 99, parent_id: top.id });
    const low = await createCategory({ title: 'A baixa', ordernum: 0, parent_id: top.id });
    const children = await dam(Q.list, { parent: top.id });
    expect(children.errors).toBeUndefined();
    expect(children.data.category_collections.map((c: { id: number }) => c.id)).toEqual([high.id, a.id, b.id, low.id]);
    expect(children.data.category_collections[0]).toMatchObject({ parent_id: top.id, parent_title: 'Raiz ordem' });

    const topLevel = await dam(Q.list, {});
    const topIds = topLevel.data.category_collections.map((c: { id: number; parent_id: number }) => c.parent_id);
    expect(topIds.every((p: number) => p === 0)).toBe(true);
    expect(topLevel.data.category_collections.map((c: { id: number }) => c.id)).toContain(top.id);
    expect((await dam(Q.list, { parent: 0 })).data).toEqual(topLevel.data);
    expect((await dam(Q.list, { parent: null })).data).toEqual(topLevel.data);
  });

  it('gives the pickers the whole tree in one call, in the order of the lists', async () => {
    const top = await createCategory({ title: 'Árvore', ordernum: 3 });
    const child = await createCategory({ title: 'Galho', parent_id: top.id });
    const body = await dam(Q.options, {}, mediaAdmin.token);
    expect(body.errors).toBeUndefined();
    const options: Array<{ id: number; title: string; parent_id: number }> = body.data.category_options;
    expect(options).toContainEqual({ id: top.id, title: 'Árvore', parent_id: 0 });
    expect(options).toContainEqual({ id: child.id, title: 'Galho', parent_id: top.id });
    const topLevel = (await dam(Q.list, {})).data.category_collections.map((c: { id: number }) => c.id);
    expect(options.filter((o) => o.parent_id === 0).map((o) => o.id)).toEqual(topLevel);
    expectRefused(await dam(Q.options, {}, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
  });

  it('lets the modules whose forms pick categories read them, and nobody else', async () => {
    const cat = await createCategory({ title: 'Leitura' });
    for (const reader of [mediaAdmin, courseAdmin, categoryAdmin]) {
      const body = await dam(Q.one, { id: cat.id }, reader.token);
      expect(body.errors).toBeUndefined();
      expect(body.data.category.title).toBe('Leitura');
      expect((await dam(Q.list, {}, reader.token)).errors).toBeUndefined();
    }
    expectRefused(await dam(Q.list, {}, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await dam(Q.one, { id: cat.id }, outsider.token), 'FORBIDDEN');
    expectRefused(await dam(Q.list, {}, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
    expectRefused(await dam(Q.one, { id: cat.id }, null), 'UNAUTHENTICATED');
  });

  it('refuses invalid input with the messages of the validation rules and changes nothing', async () => {
    const parentCat = await createCategory({ title: 'Pai' });
    const child = await createCategory({ title: 'Filho', parent_id: parentCat.id });
    const grandchild = await createCategory({ title: 'Neto', parent_id: child.id });
    const before = await allCategories();
    const cases: Array<[Record<string, unknown>, string, number | undefined]> = [
      [input({ title: '' }), 'O campo título é obrigatório!', undefined],
      [input({ title: '   ' }), 'O campo título é obrigatório!', undefined],
      [input({ title: 'x'.repeat(81) }), 'O campo título deve ter no máximo 80 caracteres.', undefined],
      [input({ ordernum: 100 }), 'O campo prioridade deve ter no máximo 2 caracteres.', undefined],
      [input({ ordernum: -1 }), 'O campo prioridade deve conter apenas números.', undefined],
      [input({ parent_id: 999_999 }), CATEGORY_MESSAGES.parentNotFound, undefined],
      [input({ parent_id: parentCat.id }), CATEGORY_MESSAGES.parentCycle, parentCat.id],
      [input({ parent_id: grandchild.id }), CATEGORY_MESSAGES.parentCycle, parentCat.id],
      [input({ parent_id: child.id }), CATEGORY_MESSAGES.parentCycle, child.id],
      [input(), CATEGORY_MESSAGES.notFound, 999_999],
    ];
    for (const [values, message, id] of cases) {
      const body = await dam(Q.save, { id, input: values });
      expect(errorMessage(body), message).toBe(message);
      expect(body.data).toBeNull();
    }
    const missingTitle = await dam(Q.save, { input: { ordernum: 1 } });
    expect(errorMessage(missingTitle)).toBe('O campo título é obrigatório!');
    expect(await allCategories()).toEqual(before);
    // Moving a grandchild up to the top level is allowed.
    const moved = await dam(Q.save, { id: grandchild.id, input: input({ title: 'Neto', parent_id: 0 }) });
    expect(moved.data.createOrUpdateCategory.parent_id).toBe(0);
  });

  it('refuses saving without the module or anonymously', async () => {
    const before = await allCategories();
    expectRefused(await dam(Q.save, { input: input() }, mediaAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await dam(Q.save, { input: input() }, null), 'UNAUTHENTICATED');
    expect(await allCategories()).toEqual(before);
  });
});

describe('deleteCategory', () => {
  it('deletes a category without children or links, its banner with it (the bytes kept until the bin purges them)', async () => {
    const cat = await createCategory({ title: 'Para excluir' });
    const res = await uploadBanner(cat.id, PNG_1X1);
    expect(res.statusCode).toBe(200);
    const fileId = Number(res.json().banner.split('/').pop());
    const files = storedCount();
    expectRefused(await dam(Q.remove, { id: cat.id }, mediaAdmin.token), 'FORBIDDEN');
    expectRefused(await dam(Q.remove, { id: cat.id }, null), 'UNAUTHENTICATED');
    const body = await dam(Q.remove, { id: cat.id }, categoryAdmin.token);
    expect(body).toEqual({ data: { deleteCategory: true } });
    expect(await t.db.select().from(category).where(eq(category.id, cat.id))).toEqual([]);
    expect(await t.db.select().from(storedFile).where(eq(storedFile.id, fileId))).toEqual([]);
    expect(storedCount()).toBe(files);
    expect(errorMessage(await dam(Q.remove, { id: cat.id }))).toBe(CATEGORY_MESSAGES.notFound);
  });

  it('refuses while subcategories or links exist', async () => {
    const parentCat = await createCategory({ title: 'Com filhos' });
    const child = await createCategory({ title: 'Filha', parent_id: parentCat.id });
    const refused = await dam(Q.remove, { id: parentCat.id });
    expectRefused(refused, 'CONFLICT', CATEGORY_MESSAGES.hasChildren);

    const assetId = await createAsset('Ligado');
    expect((await dam(Q.link, { asset_id: assetId, category_id: child.id })).errors).toBeUndefined();
    expectRefused(await dam(Q.remove, { id: child.id }), 'CONFLICT', CATEGORY_MESSAGES.hasLinks);
    await dam(Q.unlink, { asset_id: assetId, category_id: child.id });

    const [c] = await t.db.insert(course).values({ type: 'online', title: 'Curso ligado' }).returning({ id: course.id });
    await t.db.insert(categoryHasCourse).values({ course_id: c.id, category_id: child.id });
    expectRefused(await dam(Q.remove, { id: child.id }), 'CONFLICT', CATEGORY_MESSAGES.hasLinks);
    await t.db.delete(categoryHasCourse).where(eq(categoryHasCourse.course_id, c.id));

    expect((await account(Q.linkProfile, { profile_id: PROFILE_ID.ADMIN, category_id: child.id })).errors).toBeUndefined();
    expectRefused(await dam(Q.remove, { id: child.id }), 'CONFLICT', CATEGORY_MESSAGES.hasLinks);
    await account(Q.unlinkProfile, { profile_id: PROFILE_ID.ADMIN, category_id: child.id });

    expect((await dam(Q.remove, { id: child.id })).data.deleteCategory).toBe(true);
    expect((await dam(Q.remove, { id: parentCat.id })).data.deleteCategory).toBe(true);
  });
});

describe('category ↔ asset links', () => {
  it('links and unlinks at once, idempotently, for the category and asset modules', async () => {
    const cat = await createCategory({ title: 'Vídeos' });
    const other = await createCategory({ title: 'Músicas' });
    const assetId = await createAsset('Aula 1');
    const first = await dam(Q.link, { asset_id: assetId, category_id: cat.id }, mediaAdmin.token);
    expect(first.data.createCategoryHasAsset).toEqual({ asset_id: assetId, category_id: cat.id, asset_title: 'Aula 1', category_title: 'Vídeos' });
    const again = await dam(Q.link, { asset_id: assetId, category_id: cat.id }, categoryAdmin.token);
    expect(again.data.createCategoryHasAsset).toEqual(first.data.createCategoryHasAsset);
    await dam(Q.link, { asset_id: assetId, category_id: other.id });
    expect(await t.db.select().from(categoryHasAsset).where(eq(categoryHasAsset.asset_id, assetId))).toHaveLength(2);
    const [row] = await t.db.select().from(categoryHasAsset).where(eq(categoryHasAsset.category_id, cat.id));
    expect(row.created_by).toBe(mediaAdmin.id);

    const byAsset = await dam(Q.assetLinks, { asset_id: assetId }, mediaAdmin.token);
    expect(byAsset.data.categoryHasAsset_collection.map((l: { category_title: string }) => l.category_title)).toEqual(['Músicas', 'Vídeos']);
    const byCategory = await dam(Q.assetLinks, { category_id: cat.id });
    expect(byCategory.data.categoryHasAsset_collection).toEqual([expect.objectContaining({ asset_id: assetId, asset_title: 'Aula 1' })]);
    expect(errorMessage(await dam(Q.assetLinks, {}))).toBe('Informe a categoria ou o conteúdo.');

    expect((await dam(Q.unlink, { asset_id: assetId, category_id: cat.id }, mediaAdmin.token)).data.deleteCategoryHasAsset).toBe(true);
    expect((await dam(Q.unlink, { asset_id: assetId, category_id: cat.id })).data.deleteCategoryHasAsset).toBe(true);
    expect((await dam(Q.assetLinks, { asset_id: assetId })).data.categoryHasAsset_collection).toHaveLength(1);
  });

  it('refuses unknown records, callers without the module and anonymous callers', async () => {
    const cat = await createCategory({ title: 'Recusas' });
    const assetId = await createAsset('Recusado');
    expectRefused(await dam(Q.link, { asset_id: 999_999, category_id: cat.id }), 'NOT_FOUND', CATEGORY_MESSAGES.assetNotFound);
    expectRefused(await dam(Q.link, { asset_id: assetId, category_id: 999_999 }), 'NOT_FOUND', CATEGORY_MESSAGES.notFound);
    for (const [query, vars] of [
      [Q.link, { asset_id: assetId, category_id: cat.id }],
      [Q.unlink, { asset_id: assetId, category_id: cat.id }],
      [Q.assetLinks, { category_id: cat.id }],
    ] as const) {
      expectRefused(await dam(query, vars, courseAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
      expectRefused(await dam(query, vars, null), 'UNAUTHENTICATED');
    }
    expect(await t.db.select().from(categoryHasAsset).where(eq(categoryHasAsset.asset_id, assetId))).toEqual([]);
  });
});

describe('category ↔ asset links follow the asset type module', () => {
  it('a ChatBanner user cannot link, unlink or list links of a digital content (Media)', async () => {
    const chatBannerAdmin = await t.signIn(await t.createProfile({ modules: ['ChatBanner'] }));
    const cat = await createCategory({ title: 'Só conteúdos' });
    const media = await createAsset('Conteúdo protegido');
    await dam(Q.link, { asset_id: media, category_id: cat.id });
    expectRefused(
      await dam(Q.link, { asset_id: media, category_id: (await createCategory({ title: 'Outra' })).id }, chatBannerAdmin.token),
      'FORBIDDEN',
      MESSAGES.forbidden,
    );
    expectRefused(await dam(Q.unlink, { asset_id: media, category_id: cat.id }, chatBannerAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
    expect((await dam(Q.assetLinks, { asset_id: media }, chatBannerAdmin.token)).data.categoryHasAsset_collection).toEqual([]);
    expect((await dam(Q.assetLinks, { category_id: cat.id }, chatBannerAdmin.token)).data.categoryHasAsset_collection).toEqual([]);
    expect(await t.db.select().from(categoryHasAsset).where(eq(categoryHasAsset.asset_id, media))).toHaveLength(1);
    // The Category module works from the category's side, whatever the asset type.
    expect((await dam(Q.assetLinks, { category_id: cat.id }, categoryAdmin.token)).data.categoryHasAsset_collection).toHaveLength(1);
  });
});

describe('categoryHasAssetById, categoryHasCourseById, categoryHasTrailById', () => {
  it('return the linked items of a category', async () => {
    const cat = await createCategory({ title: 'Composição' });
    const a1 = await createAsset('Ebook');
    await dam(Q.link, { asset_id: a1, category_id: cat.id });
    const [c1] = await t.db.insert(course).values({ type: 'online', title: 'Curso de vendas' }).returning({ id: course.id });
    const [tr] = await t.db.insert(trail).values({ title: 'Trilha do corretor' }).returning({ id: trail.id });
    await t.db.insert(categoryHasCourse).values({ course_id: c1.id, category_id: cat.id });
    await t.db.insert(categoryHasTrail).values({ trail_id: tr.id, category_id: cat.id });

    expect((await dam(Q.assetsOf, { category_id: cat.id })).data.categoryHasAssetById).toEqual([{ id: a1, title: 'Ebook' }]);
    expect((await dam(Q.coursesOf, { category_id: cat.id })).data.categoryHasCourseById).toEqual([{ id: c1.id, title: 'Curso de vendas' }]);
    expect((await dam(Q.trailsOf, { category_id: cat.id }, categoryAdmin.token)).data.categoryHasTrailById).toEqual([
      { id: tr.id, title: 'Trilha do corretor' },
    ]);
    for (const query of [Q.assetsOf, Q.coursesOf, Q.trailsOf]) {
      expectRefused(await dam(query, { category_id: cat.id }, mediaAdmin.token), 'FORBIDDEN');
      expectRefused(await dam(query, { category_id: cat.id }, null), 'UNAUTHENTICATED');
    }

    const report = await t.app.inject({ method: 'GET', url: `/api/v1/dam/reportVinculosCategorias?category=${cat.id}`, headers: bearer(categoryAdmin.token) });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe(REPORT_MIME.xlsx);
    expect(report.headers['content-disposition']).toContain(`vinculos-categoria-${cat.id}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(book.worksheets[0].name).toBe('Composição');
    expect(rows).toEqual([
      ['Tipo', 'ID', 'Título'],
      ['Conteúdo Digital', a1, 'Ebook'],
      ['Curso', c1.id, 'Curso de vendas'],
      ['Trilha', tr.id, 'Trilha do corretor'],
    ]);
  });

  it('the links report refuses unknown categories, bad ids, callers without the module and anonymous callers', async () => {
    const cat = await createCategory({ title: 'Relatório' });
    const get = (query: string, token?: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/dam/reportVinculosCategorias${query}`, headers: token ? bearer(token) : {} });
    const missing = await get('?category=999999', admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(CATEGORY_MESSAGES.notFound);
    expect((await get('?category=abc', admin.token)).statusCode).toBe(400);
    expect((await get('', admin.token)).statusCode).toBe(400);
    expect((await get(`?category=${cat.id}`, mediaAdmin.token)).statusCode).toBe(403);
    expect((await get(`?category=${cat.id}`)).statusCode).toBe(401);
  });
});

describe('category ↔ profile links (account endpoint)', () => {
  it('links, lists and unlinks profiles idempotently', async () => {
    const cat = await createCategory({ title: 'Perfis' });
    const link = await account(Q.linkProfile, { profile_id: PROFILE_ID.ADMIN, category_id: cat.id }, categoryAdmin.token);
    expect(link.data.createCategoryHasProfile).toEqual({ profile_id: PROFILE_ID.ADMIN, category_id: cat.id, profile_title: 'Administrador' });
    expect((await account(Q.linkProfile, { profile_id: PROFILE_ID.ADMIN, category_id: cat.id })).errors).toBeUndefined();
    const list = await account(Q.profiles, { category_id: cat.id });
    expect(list.data.categoryHasProfile_collection).toEqual([{ profile_id: PROFILE_ID.ADMIN, category_id: cat.id, profile_title: 'Administrador' }]);
    expect((await account(Q.unlinkProfile, { profile_id: PROFILE_ID.ADMIN, category_id: cat.id })).data.deleteCategoryHasProfile).toBe(true);
    expect((await account(Q.unlinkProfile, { profile_id: PROFILE_ID.ADMIN, category_id: cat.id })).data.deleteCategoryHasProfile).toBe(true);
    expect((await account(Q.profiles, { category_id: cat.id })).data.categoryHasProfile_collection).toEqual([]);
  });

  it('refuses unknown records, callers without the module and anonymous callers', async () => {
    const cat = await createCategory({ title: 'Perfis recusas' });
    expectRefused(await account(Q.linkProfile, { profile_id: 999_999, category_id: cat.id }), 'NOT_FOUND', 'Perfil não encontrado.');
    expectRefused(await account(Q.linkProfile, { profile_id: PROFILE_ID.ADMIN, category_id: 999_999 }), 'NOT_FOUND', CATEGORY_MESSAGES.notFound);
    for (const [query, vars] of [
      [Q.profiles, { category_id: cat.id }],
      [Q.linkProfile, { profile_id: PROFILE_ID.ADMIN, category_id: cat.id }],
      [Q.unlinkProfile, { profile_id: PROFILE_ID.ADMIN, category_id: cat.id }],
    ] as const) {
      expectRefused(await account(query, vars, mediaAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
      expectRefused(await account(query, vars, null), 'UNAUTHENTICATED');
    }
    expect((await account(Q.profiles, { category_id: cat.id })).data.categoryHasProfile_collection).toEqual([]);
  });
});

function uploadBanner(id: number | string | undefined, content?: Buffer, token: string | null = admin.token, name = 'banner.png') {
  const { payload, headers } = multipartBody(id === undefined ? {} : { id: String(id) }, content ? { name, data: content } : undefined);
  return t.app.inject({ method: 'POST', url: '/api/v1/dam/category_banner', payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
}

const storedCount = () => fs.readdirSync(t.filesDir, { recursive: true }).filter((f) => String(f).includes('.')).length;

describe('POST /api/v1/dam/category_banner', () => {
  it('stores the banner, serves it back and discards the replaced one', async () => {
    const cat = await createCategory({ title: 'Com banner' });
    const first = await uploadBanner(cat.id, PNG_1X1, categoryAdmin.token);
    expect(first.statusCode).toBe(200);
    const { banner } = first.json();
    expect(banner).toMatch(/^\/api\/v1\/dam\/file\/\d+$/);
    expect((await dam(Q.one, { id: cat.id })).data.category.banner).toBe(banner);
    const served = await t.app.inject({ method: 'GET', url: banner, headers: bearer(admin.token) });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    const files = storedCount();
    const second = await uploadBanner(cat.id, PNG_1X1);
    expect(second.statusCode).toBe(200);
    expect(second.json().banner).not.toBe(banner);
    expect((await dam(Q.one, { id: cat.id })).data.category.banner).toBe(second.json().banner);
    const oldId = Number(banner.split('/').pop());
    expect(await t.db.select().from(storedFile).where(eq(storedFile.id, oldId))).toEqual([]);
    expect(storedCount()).toBe(files);
  });

  it('refuses bad files, unknown categories, callers without the module and anonymous callers, leaving nothing behind', async () => {
    const cat = await createCategory({ title: 'Banner recusado' });
    const before = { rows: (await t.db.select().from(storedFile)).length, files: storedCount() };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const cases: Array<[Promise<{ statusCode: number; json(): { error: string } }>, number, string | undefined]> = [
      [uploadBanner(cat.id, pdf, admin.token, 'banner.pdf'), 400, FILE_MESSAGES.wrongType('image')],
      [uploadBanner(cat.id, Buffer.alloc(0)), 400, FILE_MESSAGES.empty],
      [uploadBanner(cat.id, Buffer.concat([PNG_1X1, Buffer.alloc(CATEGORY_BANNER_MAX_BYTES)])), 400, FILE_MESSAGES.tooLarge(CATEGORY_BANNER_MAX_BYTES)],
      [uploadBanner(cat.id, PNG_1X1, admin.token, 'banner.jpg'), 400, FILE_MESSAGES.nameMismatch],
      [uploadBanner(cat.id, undefined), 400, UPLOAD_MESSAGES.missing],
      [uploadBanner(undefined, PNG_1X1), 400, 'Informe a categoria.'],
      [uploadBanner(999_999, PNG_1X1), 404, CATEGORY_MESSAGES.notFound],
      [uploadBanner(cat.id, PNG_1X1, mediaAdmin.token), 403, MESSAGES.forbidden],
      [uploadBanner(cat.id, PNG_1X1, null), 401, MESSAGES.unauthenticated],
    ];
    for (const [pending, status, message] of cases) {
      const res = await pending;
      expect(res.statusCode, message).toBe(status);
      if (message) expect(res.json().error).toBe(message);
    }
    expect({ rows: (await t.db.select().from(storedFile)).length, files: storedCount() }).toEqual(before);
    expect((await dam(Q.one, { id: cat.id })).data.category.banner).toBeNull();
  });
});
