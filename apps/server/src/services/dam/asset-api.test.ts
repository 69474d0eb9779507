import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_ID, PROFILE_ID } from '@backoffice/domain/constants';
import { ASSET_MESSAGES } from '@backoffice/domain/schemas/asset';
import { PUBLISHING_MESSAGES } from '@backoffice/domain/schemas/publishing';
import { accountFieldValue, segmentation } from '../../db/schema/account.ts';
import { asset, category, categoryHasAsset } from '../../db/schema/dam.ts';
import { storedFile } from '../../db/schema/files.ts';
import { trail, trailItem } from '../../db/schema/lms.ts';
import { createTestApp, expectRefused, type TestApp, type TestUser } from '../../test/test-app.ts';

const FIELDS = `id module_name external_parent_id title directlink thumbnail active owner owner_name showgrid
  date_publish date_unpublish created_at created_by updated_at updated_by in_trails
  file { id url mime original_name size } categories { id title }`;

const Q = {
  list: `query ($module_name: String!, $external_parent_id: Int, $search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
    assets_collections(module_name: $module_name, external_parent_id: $external_parent_id, search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id title in_trails }
  }`,
  count: `query ($module_name: String!, $external_parent_id: Int, $search: String) {
    assets_collections_count(module_name: $module_name, external_parent_id: $external_parent_id, search: $search)
  }`,
  typeCount: `query ($module_name: String, $active: Int) { assetsCount(module_name: $module_name, active: $active) }`,
  one: `query ($id: Int!) { asset(id: $id) { ${FIELDS} } }`,
  save: `mutation ($id: Int, $input: AssetInput!) { createOrUpdateAsset(id: $id, input: $input) { ${FIELDS} } }`,
  remove: `mutation ($id: Int!) { deleteAsset(id: $id) }`,
};
const FORBIDDEN = 'Seu perfil não tem acesso a esta funcionalidade.';

let t: TestApp;
let admin: TestUser & { token: string };
let mediaAdmin: TestUser & { token: string };
let bannerAdmin: TestUser & { token: string };
let chatAdmin: TestUser & { token: string };
let dashboardUser: TestUser & { token: string };
let dashboardOnly: TestUser & { token: string };
let outsider: TestUser & { token: string };
let contentManager: TestUser;
let plainAdmin: TestUser;
let otherUser: TestUser;

function call(query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) {
  return t.gql('dam', query, variables, token ?? undefined);
}

async function insertAsset(values: Partial<typeof asset.$inferInsert> & { title: string }) {
  const [row] = await t.db
    .insert(asset)
    .values({ module_name: 'Media', ...values })
    .returning({ id: asset.id });
  return row.id;
}

async function insertFile(name: string, mime = 'application/pdf') {
  const key = `test/${Math.random().toString(16).slice(2)}.bin`;
  const { Readable } = await import('node:stream');
  await t.files.write(key, Readable.from([Buffer.from('conteúdo')]));
  const [row] = await t.db.insert(storedFile).values({ storage_key: key, original_name: name, mime, size: 9 }).returning();
  return row;
}

const fileExists = async (key: string) =>
  new Promise<boolean>((resolve) => {
    const stream = t.files.read(key);
    stream.on('error', () => resolve(false));
    stream.on('open', () => {
      stream.destroy();
      resolve(true);
    });
  });

const mediaIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  mediaAdmin = await t.signIn(await t.createProfile({ modules: ['Media'] }));
  bannerAdmin = await t.signIn(await t.createProfile({ modules: ['Banner'] }));
  chatAdmin = await t.signIn(await t.createProfile({ modules: ['Chat'] }));
  // The dashboard's digital-content block: profile 15 with the Dashboard module (access rule).
  await t.setProfileModules(PROFILE_ID.SPECIAL, ['Dashboard']);
  dashboardUser = await t.signIn(PROFILE_ID.SPECIAL);
  dashboardOnly = await t.signIn(await t.createProfile({ modules: ['Dashboard'] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['Corretor', 'Category'] }));
  contentManager = await t.createUser({ profileId: PROFILE_ID.SPECIAL, name: 'Gestora Conteúdo' });
  plainAdmin = await t.createUser({ profileId: PROFILE_ID.ADMIN, name: 'Admin Comum' });
  otherUser = await t.createUser({ profileId: PROFILE_ID.SUPER_ADMIN, name: 'Super Outro' });
  // 25 Media assets (3 inactive), 2 banners, 3 room attachments in two rooms.
  for (let n = 1; n <= 25; n++) {
    mediaIds.push(await insertAsset({ title: `Vídeo ${String(n).padStart(2, '0')}`, active: n <= 3 ? 0 : 1 }));
  }
  await insertAsset({ title: 'Banner verão', module_name: 'Banner' });
  await insertAsset({ title: 'Banner inverno', module_name: 'Banner' });
  await insertAsset({ title: 'Ata sala 7', module_name: 'AnexoSala', external_parent_id: 7 });
  await insertAsset({ title: 'Slides sala 7', module_name: 'AnexoSala', external_parent_id: 7 });
  await insertAsset({ title: 'Slides sala 8', module_name: 'AnexoSala', external_parent_id: 8 });
});

afterAll(async () => {
  await t?.close();
});

describe('assets_collections and assets_collections_count', () => {
  it('pages 20 by default, newest first, only the asked type', async () => {
    const body = await call(Q.list, { module_name: 'Media' });
    expect(body.errors).toBeUndefined();
    const rows = body.data.assets_collections as Array<{ id: number; title: string }>;
    expect(rows).toHaveLength(20);
    expect(rows[0].title).toBe('Vídeo 25');
    expect(rows.map((r) => r.id)).toEqual([...mediaIds].reverse().slice(0, 20));
    const page2 = await call(Q.list, { module_name: 'Media', page: 2 });
    expect(page2.data.assets_collections.map((r: { title: string }) => r.title)).toEqual(['Vídeo 05', 'Vídeo 04', 'Vídeo 03', 'Vídeo 02', 'Vídeo 01']);
    expect((await call(Q.count, { module_name: 'Media' })).data.assets_collections_count).toBe(25);
  });

  it('searches the title (and the id), orders by title or id either way', async () => {
    const search = await call(Q.list, { module_name: 'Media', search: 'vídeo 1', orderby: 'title', order: 'asc' });
    expect(search.data.assets_collections.map((r: { title: string }) => r.title)).toEqual([
      'Vídeo 10',
      'Vídeo 11',
      'Vídeo 12',
      'Vídeo 13',
      'Vídeo 14',
      'Vídeo 15',
      'Vídeo 16',
      'Vídeo 17',
      'Vídeo 18',
      'Vídeo 19',
    ]);
    expect((await call(Q.count, { module_name: 'Media', search: 'vídeo 1' })).data.assets_collections_count).toBe(10);
    const byId = await call(Q.list, { module_name: 'Media', search: String(mediaIds[4]) });
    expect(byId.data.assets_collections.map((r: { id: number }) => r.id)).toContain(mediaIds[4]);
    const asc = await call(Q.list, { module_name: 'Media', orderby: 'id', order: 'asc', limit: 3 });
    expect(asc.data.assets_collections.map((r: { id: number }) => r.id)).toEqual(mediaIds.slice(0, 3));
    const titleDesc = await call(Q.list, { module_name: 'Banner', orderby: 'title', order: 'desc' });
    expect(titleDesc.data.assets_collections.map((r: { title: string }) => r.title)).toEqual(['Banner verão', 'Banner inverno']);
    expectRefused(await call(Q.list, { module_name: 'Media', orderby: 'created_at' }), 'BAD_USER_INPUT', 'Não é possível ordenar por "created_at".');
  });

  it('filters attachments by the item they belong to', async () => {
    const room7 = await call(Q.list, { module_name: 'AnexoSala', external_parent_id: 7, orderby: 'title', order: 'asc' });
    expect(room7.data.assets_collections.map((r: { title: string }) => r.title)).toEqual(['Ata sala 7', 'Slides sala 7']);
    expect((await call(Q.count, { module_name: 'AnexoSala', external_parent_id: 8 })).data.assets_collections_count).toBe(1);
    expect((await call(Q.count, { module_name: 'AnexoSala', search: 'slides' })).data.assets_collections_count).toBe(2);
  });

  it("accepts the trail composition's very large limit and returns every asset", async () => {
    const body = await call(Q.list, { module_name: 'Media', limit: 99999999 });
    expect(body.errors).toBeUndefined();
    expect(body.data.assets_collections).toHaveLength(25);
  });

  it("refuses an unknown type, a type outside the caller's modules, and anonymous callers", async () => {
    expectRefused(await call(Q.list, { module_name: 'Qualquer' }), 'BAD_USER_INPUT', ASSET_MESSAGES.unknownType);
    expectRefused(await call(Q.list, { module_name: 'Banner' }, mediaAdmin.token), 'FORBIDDEN', FORBIDDEN);
    expectRefused(await call(Q.count, { module_name: 'Banner' }, mediaAdmin.token), 'FORBIDDEN', FORBIDDEN);
    expectRefused(await call(Q.list, { module_name: 'Media' }, outsider.token), 'FORBIDDEN', FORBIDDEN);
    expectRefused(await call(Q.count, { module_name: 'Media' }, outsider.token), 'FORBIDDEN', FORBIDDEN);
    expectRefused(await call(Q.list, { module_name: 'Media' }, null), 'UNAUTHENTICATED');
    expectRefused(await call(Q.count, { module_name: 'Media' }, null), 'UNAUTHENTICATED');
    // Each type answers to its own module only.
    expect((await call(Q.list, { module_name: 'Media' }, mediaAdmin.token)).data.assets_collections).toHaveLength(20);
    expect((await call(Q.count, { module_name: 'Banner' }, bannerAdmin.token)).data.assets_collections_count).toBe(2);
    expect((await call(Q.count, { module_name: 'AnexoSala' }, chatAdmin.token)).data.assets_collections_count).toBe(3);
    expectRefused(await call(Q.list, { module_name: 'chatBanner' }, chatAdmin.token), 'FORBIDDEN', FORBIDDEN);
  });
});

describe('assetsCount', () => {
  it('counts Media by default, optionally only active or inactive ones', async () => {
    expect((await call(Q.typeCount)).data.assetsCount).toBe(25);
    expect((await call(Q.typeCount, { active: 1 })).data.assetsCount).toBe(22);
    expect((await call(Q.typeCount, { active: 0 })).data.assetsCount).toBe(3);
    expect((await call(Q.typeCount, { module_name: 'Banner' })).data.assetsCount).toBe(2);
    // The dashboard's digital-content block.
    expect((await call(Q.typeCount, {}, dashboardUser.token)).data.assetsCount).toBe(25);
    expect((await call(Q.typeCount, {}, mediaAdmin.token)).data.assetsCount).toBe(25);
  });

  it('refuses other modules and anonymous callers', async () => {
    expectRefused(await call(Q.typeCount, {}, bannerAdmin.token), 'FORBIDDEN', FORBIDDEN);
    // The Dashboard module alone is not enough: the block shows to super administrators and profile 15.
    expectRefused(await call(Q.typeCount, {}, dashboardOnly.token), 'FORBIDDEN', FORBIDDEN);
    expectRefused(await call(Q.typeCount, {}, outsider.token), 'FORBIDDEN', FORBIDDEN);
    expectRefused(await call(Q.typeCount, {}, null), 'UNAUTHENTICATED');
    expectRefused(await call(Q.typeCount, { active: 2 }), 'BAD_USER_INPUT');
  });
});

describe('asset', () => {
  it('returns every field, the file, the thumbnail, the categories, the owner and whether a trail holds it', async () => {
    const file = await insertFile('manual.pdf');
    const thumb = await insertFile('capa.png', 'image/png');
    const id = await insertAsset({
      title: 'Manual completo',
      directlink: 'https://exemplo.com/manual',
      file_id: file.id,
      thumbnail_file_id: thumb.id,
      owner: contentManager.id,
      showgrid: 0,
      date_publish: new Date('2026-01-02T03:04:05Z'),
      date_unpublish: new Date('2026-12-31T00:00:00Z'),
      created_by: admin.id,
      updated_by: admin.id,
    });
    const [cat] = await t.db.insert(category).values({ title: 'Seguros' }).returning();
    await t.db.insert(categoryHasAsset).values({ category_id: cat.id, asset_id: id });
    const [tr] = await t.db.insert(trail).values({ title: 'Trilha de boas-vindas' }).returning();
    await t.db.insert(trailItem).values({ trail_id: tr.id, item_id: id, item_type: 'asset', ordernum: 1 });

    const body = await call(Q.one, { id });
    expect(body.errors).toBeUndefined();
    expect(body.data.asset).toMatchObject({
      id,
      module_name: 'Media',
      external_parent_id: null,
      title: 'Manual completo',
      directlink: 'https://exemplo.com/manual',
      thumbnail: `/api/v1/dam/file/${thumb.id}`,
      active: 1,
      owner: contentManager.id,
      owner_name: 'Gestora Conteúdo',
      showgrid: 0,
      date_publish: '2026-01-02T03:04:05.000Z',
      date_unpublish: '2026-12-31T00:00:00.000Z',
      created_by: admin.id,
      updated_by: admin.id,
      in_trails: true,
      file: { id: file.id, url: `/api/v1/dam/file/${file.id}`, mime: 'application/pdf', original_name: 'manual.pdf', size: 9 },
      categories: [{ id: cat.id, title: 'Seguros' }],
    });
    const listed = await call(Q.list, { module_name: 'Media', search: 'Manual completo' });
    expect(listed.data.assets_collections).toEqual([{ id, title: 'Manual completo', in_trails: true }]);
    const plain = await call(Q.one, { id: mediaIds[0] });
    expect(plain.data.asset).toMatchObject({ in_trails: false, file: null, thumbnail: null, owner: 0, owner_name: null, categories: [] });
  });

  it("is null when missing; refused outside the caller's modules and to anonymous callers", async () => {
    expect((await call(Q.one, { id: 999999 })).data.asset).toBeNull();
    expect((await call(Q.one, { id: mediaIds[0] }, mediaAdmin.token)).data.asset.id).toBe(mediaIds[0]);
    expectRefused(await call(Q.one, { id: mediaIds[0] }, bannerAdmin.token), 'FORBIDDEN', FORBIDDEN);
    expectRefused(await call(Q.one, { id: mediaIds[0] }, outsider.token), 'FORBIDDEN', FORBIDDEN);
    expectRefused(await call(Q.one, { id: mediaIds[0] }, null), 'UNAUTHENTICATED');
  });
});

describe('createOrUpdateAsset', () => {
  const valid = {
    title: 'Novo conteúdo',
    directlink: 'https://exemplo.com/a',
    active: 1,
    showgrid: 1,
    date_publish: '2026-03-01T12:00:00.000Z',
    date_unpublish: null,
    owner: 0,
    module_name: 'Media',
  };

  it('creates with the audit fields from the session, then updates without changing the type', async () => {
    const created = await call(Q.save, { input: valid }, mediaAdmin.token);
    expect(created.errors).toBeUndefined();
    const a = created.data.createOrUpdateAsset;
    expect(a).toMatchObject({
      title: 'Novo conteúdo',
      module_name: 'Media',
      directlink: 'https://exemplo.com/a',
      date_publish: '2026-03-01T12:00:00.000Z',
      date_unpublish: null,
      created_by: mediaAdmin.id,
      updated_by: mediaAdmin.id,
      owner: 0,
    });
    const updated = await call(
      Q.save,
      {
        id: a.id,
        input: {
          ...valid,
          title: '  Conteúdo editado ',
          directlink: '',
          active: 0,
          showgrid: 0,
          owner: contentManager.id,
          module_name: 'Banner',
          date_unpublish: '2026-04-01T00:00:00Z',
        },
      },
      admin.token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data.createOrUpdateAsset).toMatchObject({
      id: a.id,
      module_name: 'Media',
      title: 'Conteúdo editado',
      directlink: null,
      active: 0,
      showgrid: 0,
      owner: contentManager.id,
      owner_name: 'Gestora Conteúdo',
      date_unpublish: '2026-04-01T00:00:00.000Z',
      created_by: mediaAdmin.id,
      updated_by: admin.id,
    });
    const [row] = await t.db.select().from(asset).where(eq(asset.id, a.id));
    expect(row).toMatchObject({ title: 'Conteúdo editado', active: 0, owner: contentManager.id, module_name: 'Media' });
    // An owner of profile 1 is accepted too; 0 removes the owner.
    const admin1 = await call(Q.save, { id: a.id, input: { ...valid, owner: plainAdmin.id } });
    expect(admin1.data.createOrUpdateAsset.owner).toBe(plainAdmin.id);
    const none = await call(Q.save, { id: a.id, input: { ...valid, owner: null } });
    expect(none.data.createOrUpdateAsset.owner).toBe(0);
  });

  it('gives each validation message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'O campo título é obrigatório!'],
      [{ title: '   ' }, 'O campo título é obrigatório!'],
      [{ title: 'x'.repeat(81) }, 'O campo título deve ter no máximo 80 caracteres.'],
      [{ directlink: 'não é um link' }, ASSET_MESSAGES.invalidLink],
      [{ directlink: `https://exemplo.com/${'a'.repeat(240)}` }, 'O campo link deve ter no máximo 255 caracteres.'],
      [{ date_publish: null }, 'O campo data de publicação é obrigatório!'],
      [{ date_publish: 'amanhã' }, 'O campo data de publicação é obrigatório!'],
      [{ date_unpublish: '2026-02-01T00:00:00Z' }, PUBLISHING_MESSAGES.unpublishBeforePublish],
      [{ owner: otherUser.id }, ASSET_MESSAGES.invalidOwner],
      [{ owner: 987654 }, ASSET_MESSAGES.invalidOwner],
      [{ owner: -1 }, ASSET_MESSAGES.invalidOwner],
      [{ module_name: null }, ASSET_MESSAGES.typeRequired],
      [{ module_name: 'Outro' }, ASSET_MESSAGES.unknownType],
      [{ module_name: 'AnexoSala' }, ASSET_MESSAGES.parentRequired],
    ];
    const before = await t.db.select({ id: asset.id }).from(asset);
    for (const [change, message] of cases) {
      expectRefused(await call(Q.save, { input: { ...valid, ...change } }), 'BAD_USER_INPUT', message);
    }
    expect(await t.db.select({ id: asset.id }).from(asset)).toHaveLength(before.length);
    expectRefused(await call(Q.save, { id: 999999, input: valid }), 'NOT_FOUND', ASSET_MESSAGES.notFound);
  });

  it('creates a room attachment with its room', async () => {
    const body = await call(Q.save, { input: { ...valid, module_name: 'AnexoSala', external_parent_id: 9 } }, chatAdmin.token);
    expect(body.data.createOrUpdateAsset).toMatchObject({ module_name: 'AnexoSala', external_parent_id: 9 });
  });

  it("refuses types outside the caller's modules and anonymous callers, changing nothing", async () => {
    const before = await t.db.select().from(asset).where(eq(asset.id, mediaIds[0]));
    expectRefused(await call(Q.save, { input: { ...valid, module_name: 'Banner' } }, mediaAdmin.token), 'FORBIDDEN', FORBIDDEN);
    expectRefused(await call(Q.save, { id: mediaIds[0], input: valid }, bannerAdmin.token), 'FORBIDDEN', FORBIDDEN);
    expectRefused(await call(Q.save, { id: mediaIds[0], input: valid }, outsider.token), 'FORBIDDEN', FORBIDDEN);
    expectRefused(await call(Q.save, { id: mediaIds[0], input: valid }, null), 'UNAUTHENTICATED');
    expect(await t.db.select().from(asset).where(eq(asset.id, mediaIds[0]))).toEqual(before);
  });
});

describe('deleteAsset', () => {
  it('deletes the record, its segmentation and its stored files (their bytes kept until the bin purges them)', async () => {
    const file = await insertFile('apagar.pdf');
    const thumb = await insertFile('apagar.png', 'image/png');
    const id = await insertAsset({ title: 'Para apagar', file_id: file.id, thumbnail_file_id: thumb.id });
    const [value] = await t.db.insert(accountFieldValue).values({ account_field_id: ACCOUNT_FIELD_ID.FIELD_9, value: 'Segmento A' }).returning();
    await t.db.insert(segmentation).values({ account_field_value_id: value.id, module_name: 'Media', item_id: id });
    await t.db.insert(segmentation).values({ account_field_value_id: value.id, module_name: 'Course', item_id: id });
    expect(await fileExists(file.storage_key)).toBe(true);
    const body = await call(Q.remove, { id }, mediaAdmin.token);
    expect(body).toEqual({ data: { deleteAsset: true } });
    expect(await t.db.select().from(asset).where(eq(asset.id, id))).toEqual([]);
    expect(await t.db.select().from(storedFile).where(eq(storedFile.id, file.id))).toEqual([]);
    expect(await t.db.select().from(storedFile).where(eq(storedFile.id, thumb.id))).toEqual([]);
    // Only this asset's audience goes; a course with the same id keeps its own.
    expect((await t.db.select().from(segmentation).where(eq(segmentation.item_id, id))).map((r) => r.module_name)).toEqual(['Course']);
    // In the recycle bin: the bytes stay in storage until the purge.
    expect(await fileExists(file.storage_key)).toBe(true);
    expect(await fileExists(thumb.storage_key)).toBe(true);
  });

  it('takes its category links and segmentation with it; the categories stay', async () => {
    const inCategory = await insertAsset({ title: 'Em categoria' });
    const [cat] = await t.db.insert(category).values({ title: 'Vínculos' }).returning();
    await t.db.insert(categoryHasAsset).values({ category_id: cat.id, asset_id: inCategory });
    const [value] = await t.db.insert(accountFieldValue).values({ account_field_id: ACCOUNT_FIELD_ID.FIELD_9, value: 'Segmento B' }).returning();
    await t.db.insert(segmentation).values({ account_field_value_id: value.id, module_name: 'Media', item_id: inCategory });

    expect(await call(Q.remove, { id: inCategory }, mediaAdmin.token)).toEqual({ data: { deleteAsset: true } });
    expect(await t.db.select().from(asset).where(eq(asset.id, inCategory))).toEqual([]);
    expect(await t.db.select().from(categoryHasAsset).where(eq(categoryHasAsset.asset_id, inCategory))).toEqual([]);
    expect(await t.db.select().from(segmentation).where(eq(segmentation.item_id, inCategory))).toEqual([]);
    expect(await t.db.select({ id: category.id }).from(category).where(eq(category.id, cat.id))).toHaveLength(1);
  });

  it('refuses while trails hold it, saying how many items, and keeps it, its links and its files', async () => {
    const file = await insertFile('vinculado.pdf');
    const inTrails = await insertAsset({ title: 'Em trilhas', file_id: file.id });
    const [cat] = await t.db.insert(category).values({ title: 'Vínculos 2' }).returning();
    await t.db.insert(categoryHasAsset).values({ category_id: cat.id, asset_id: inTrails });
    const trails = await t.db
      .insert(trail)
      .values([{ title: 'Trilha X' }, { title: 'Trilha Y' }])
      .returning();
    await t.db.insert(trailItem).values(trails.map((tr) => ({ trail_id: tr.id, item_id: inTrails, item_type: 'asset', ordernum: 1 })));
    expectRefused(await call(Q.remove, { id: inTrails }), 'CONFLICT', 'Não foi possível excluir o item por existirem registros filhos: 2 itens de trilha.');
    expect(await t.db.select({ id: asset.id }).from(asset).where(eq(asset.id, inTrails))).toHaveLength(1);
    expect(await t.db.select().from(categoryHasAsset).where(eq(categoryHasAsset.asset_id, inTrails))).toHaveLength(1);
    expect(await fileExists(file.storage_key)).toBe(true);

    await t.db.delete(trailItem).where(eq(trailItem.trail_id, trails[0].id));
    expectRefused(await call(Q.remove, { id: inTrails }), 'CONFLICT', ASSET_MESSAGES.inTrails(1));
    expect(ASSET_MESSAGES.inTrails(1)).toBe('Não foi possível excluir o item por existirem registros filhos: 1 item de trilha.');

    // A course with the same id in a trail is not this asset.
    const [courseTrail] = await t.db.insert(trail).values({ title: 'Trilha de cursos' }).returning();
    const free = await insertAsset({ title: 'Livre' });
    await t.db.insert(trailItem).values({ trail_id: courseTrail.id, item_id: free, item_type: 'course', ordernum: 1 });
    expect((await call(Q.remove, { id: free })).data.deleteAsset).toBe(true);
  });

  it('refuses missing assets, other modules and anonymous callers', async () => {
    expectRefused(await call(Q.remove, { id: 999999 }), 'NOT_FOUND', ASSET_MESSAGES.notFound);
    expectRefused(await call(Q.remove, { id: mediaIds[1] }, bannerAdmin.token), 'FORBIDDEN', FORBIDDEN);
    expectRefused(await call(Q.remove, { id: mediaIds[1] }, outsider.token), 'FORBIDDEN', FORBIDDEN);
    expectRefused(await call(Q.remove, { id: mediaIds[1] }, null), 'UNAUTHENTICATED');
    expect(await t.db.select({ id: asset.id }).from(asset).where(eq(asset.id, mediaIds[1]))).toHaveLength(1);
  });
});
