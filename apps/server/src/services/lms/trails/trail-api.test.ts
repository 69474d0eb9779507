import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { PUBLISHING_MESSAGES } from '@backoffice/domain/schemas/publishing';
import { TRAIL_MESSAGES } from '@backoffice/domain/schemas/trail';
import { auditLog } from '../../../db/schema/account.ts';
import { category } from '../../../db/schema/dam.ts';
import { categoryHasTrail, proof, trail } from '../../../db/schema/lms.ts';
import { createTestApp, errorCode, errorMessage, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';

const FIELDS = `id title description thumbnail active blockcontent owner owner_name reactionevaluation { id title } proof { id title }
  date_publish date_unpublish date_publish_format date_unpublish_format categories { id title } created_at updated_at`;

const Q = {
  one: `query ($id: Int!) { trail(id: $id) { ${FIELDS} } }`,
  list: `query ($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
    trails_collections_dashboard(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id title }
    trail_count(search: $search)
  }`,
  save: `mutation ($id: Int, $updated_at: String, $title: String, $description: String, $reactionevaluation_id: Int, $proof_id: Int,
    $active: Int, $owner: Int, $blockcontent: Int, $date_publish: String, $date_unpublish: String, $categories: [Int!]) {
    createOrUpdateTrail(id: $id, updated_at: $updated_at, title: $title, description: $description, reactionevaluation_id: $reactionevaluation_id,
      proof_id: $proof_id, active: $active, owner: $owner, blockcontent: $blockcontent, date_publish: $date_publish,
      date_unpublish: $date_unpublish, categories: $categories) { ${FIELDS} }
  }`,
  remove: `mutation ($id: Int!) { deleteTrail(id: $id) }`,
  links: `query ($trail_id: Int!) { categoryHasTrail_collection(trail_id: $trail_id) { id trail_id category_id trail_title category_title } }`,
  link: `mutation ($trail_id: Int!, $category_id: Int!) { createCategoryHasTrail(trail_id: $trail_id, category_id: $category_id) { trail_id category_id category_title } }`,
  unlink: `mutation ($trail_id: Int!, $category_id: Int!) { deleteCategoryHasTrail(trail_id: $trail_id, category_id: $category_id) }`,
};

let t: TestApp;
let admin: TestUser & { token: string };
let trailAdmin: TestUser & { token: string };
let outsider: TestUser & { token: string };
let owner: TestUser;
let notOwner: TestUser;
const ids = { proof: 0, reaction: 0, catA: 0, catB: 0 };

const call = (query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) => t.gql('lms', query, variables, token ?? undefined);

function expectRefused(body: GqlBody, code: string, message?: string) {
  expect(errorCode(body), JSON.stringify(body)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
  for (const value of Object.values(body.data ?? {})) expect(value).toBeNull();
}

const values = (over: Record<string, unknown> = {}) => ({
  title: 'Trilha do Corretor',
  description: 'Primeiros passos',
  reactionevaluation_id: ids.reaction,
  proof_id: ids.proof,
  active: 1,
  owner: owner.id,
  blockcontent: 1,
  date_publish: '2026-01-10T03:00:00.000Z',
  date_unpublish: null,
  categories: [ids.catA],
  ...over,
});

async function createTrail(over: Record<string, unknown> = {}) {
  const body = await call(Q.save, values(over));
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.createOrUpdateTrail as { id: number; title: string; updated_at: string };
}

const trailCount = async () => (await t.db.select({ id: trail.id }).from(trail)).length;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  trailAdmin = await t.signIn(await t.createProfile({ modules: ['Trail'] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['Course', 'Media'] }));
  owner = await t.createUser({ profileId: PROFILE_ID.SPECIAL, name: 'Dono da Trilha' });
  notOwner = await t.createUser({ profileId: await t.createProfile({ modules: ['Trail'] }), name: 'Sem Perfil Dono' });
  const proofs = await t.db
    .insert(proof)
    .values([
      { prooftype_id: 1, title: 'Prova da Trilha', active: 1 },
      { prooftype_id: 2, title: 'Reação da Trilha', active: 1 },
    ])
    .returning({ id: proof.id });
  [ids.proof, ids.reaction] = proofs.map((p) => p.id);
  const cats = await t.db
    .insert(category)
    .values([{ title: 'Automóvel' }, { title: 'Vida' }])
    .returning({ id: category.id });
  [ids.catA, ids.catB] = cats.map((c) => c.id);
}, 60_000);

afterAll(() => t?.close());

describe('createOrUpdateTrail', () => {
  it('creates the trail with its categories linked at once and reads it back', async () => {
    const created = await createTrail({ categories: [ids.catA, ids.catB] });
    const body = await call(Q.one, { id: created.id }, trailAdmin.token);
    expect(body.data!.trail).toMatchObject({
      title: 'Trilha do Corretor',
      description: 'Primeiros passos',
      owner: owner.id,
      owner_name: 'Dono da Trilha',
      blockcontent: 1,
      active: 1,
      reactionevaluation: { id: ids.reaction, title: 'Reação da Trilha' },
      proof: { id: ids.proof, title: 'Prova da Trilha' },
      date_publish: '2026-01-10T03:00:00.000Z',
      date_publish_format: '10/01/2026 00:00',
      date_unpublish_format: '',
      categories: [
        { id: ids.catA, title: 'Automóvel' },
        { id: ids.catB, title: 'Vida' },
      ],
    });
  });

  it('saves without an owner (the notice does not block), refuses an owner outside profiles 15 and 1', async () => {
    const created = await createTrail({ owner: null });
    expect((await call(Q.one, { id: created.id })).data!.trail).toMatchObject({ owner: 0, owner_name: null });
    expectRefused(await call(Q.save, values({ owner: notOwner.id })), 'BAD_USER_INPUT', TRAIL_MESSAGES.invalidOwner);
  });

  it('updates with the version loaded and refuses a stale one', async () => {
    const created = await createTrail();
    const updated = await call(Q.save, values({ id: created.id, updated_at: created.updated_at, title: 'Trilha Renomeada', categories: undefined }));
    expect(updated.data!.createOrUpdateTrail).toMatchObject({ id: created.id, title: 'Trilha Renomeada' });
    expectRefused(await call(Q.save, values({ id: created.id, updated_at: created.updated_at, categories: undefined })), 'CONFLICT');
  });

  it.each([
    ['title', { title: '  ' }, TRAIL_MESSAGES.titleRequired],
    ['description', { description: 'x'.repeat(513) }, TRAIL_MESSAGES.descriptionTooLong],
    ['categories', { categories: [] }, TRAIL_MESSAGES.categoriesRequired],
    ['reaction evaluation', { reactionevaluation_id: null }, TRAIL_MESSAGES.reactionRequired],
    ['proof', { proof_id: null }, TRAIL_MESSAGES.proofRequired],
    ['unpublish without publish', { date_publish: null, date_unpublish: '2026-02-01T00:00:00.000Z' }, PUBLISHING_MESSAGES.publishRequired],
    ['unpublish before publish', { date_unpublish: '2026-01-01T00:00:00.000Z' }, PUBLISHING_MESSAGES.unpublishBeforePublish],
    ['proof of the wrong type', { proof_id: -1 }, TRAIL_MESSAGES.proofRequired],
  ])('refuses a bad %s, creating nothing', async (_name, over, message) => {
    const before = await trailCount();
    expectRefused(await call(Q.save, values(over)), 'BAD_USER_INPUT', message);
    expect(await trailCount()).toBe(before);
  });

  it('refuses proofs of the wrong types and an unknown category', async () => {
    expectRefused(await call(Q.save, values({ proof_id: ids.reaction })), 'BAD_USER_INPUT', TRAIL_MESSAGES.invalidProof);
    expectRefused(await call(Q.save, values({ reactionevaluation_id: ids.proof })), 'BAD_USER_INPUT', TRAIL_MESSAGES.invalidReaction);
    expectRefused(await call(Q.save, values({ categories: [999999] })), 'NOT_FOUND', TRAIL_MESSAGES.categoryNotFound);
  });

  it('accepts a description of exactly 512 characters', async () => {
    const created = await createTrail({ description: 'd'.repeat(512) });
    expect(created.id).toBeGreaterThan(0);
  });
});

describe('trails_collections_dashboard and trail_count', () => {
  it('lists 20 a page, searched and ordered', async () => {
    for (let i = 0; i < 21; i++) await t.db.insert(trail).values({ title: `Página ${String(i).padStart(2, '0')}` });
    const first = await call(Q.list, { search: 'Página' });
    expect(first.data!.trails_collections_dashboard).toHaveLength(20);
    expect(first.data!.trail_count).toBe(21);
    const second = await call(Q.list, { search: 'Página', page: 2 });
    expect(second.data!.trails_collections_dashboard).toHaveLength(1);
    const byTitle = await call(Q.list, { search: 'Página', orderby: 'title', order: 'asc', limit: 2 });
    expect((byTitle.data!.trails_collections_dashboard as Array<{ title: string }>).map((r) => r.title)).toEqual(['Página 00', 'Página 01']);
  });

  it('refuses callers without the Trail module, and without a session', async () => {
    expectRefused(await call(Q.list, {}, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.one, { id: 1 }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.save, values(), outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.remove, { id: 1 }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.links, { trail_id: 1 }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.link, { trail_id: 1, category_id: ids.catA }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.unlink, { trail_id: 1, category_id: ids.catA }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.list, {}, null), 'UNAUTHENTICATED');
  });
});

describe('category links', () => {
  it('links and unlinks a category at once', async () => {
    const created = await createTrail();
    const linked = await call(Q.link, { trail_id: created.id, category_id: ids.catB }, trailAdmin.token);
    expect(linked.data!.createCategoryHasTrail).toEqual({ trail_id: created.id, category_id: ids.catB, category_title: 'Vida' });
    const links = await call(Q.links, { trail_id: created.id });
    expect((links.data!.categoryHasTrail_collection as Array<{ category_title: string; trail_title: string }>).map((l) => l.category_title)).toEqual([
      'Automóvel',
      'Vida',
    ]);
    expect((await call(Q.unlink, { trail_id: created.id, category_id: ids.catB })).data!.deleteCategoryHasTrail).toBe(true);
    expect((await call(Q.unlink, { trail_id: created.id, category_id: ids.catB })).data!.deleteCategoryHasTrail).toBe(false);
    expectRefused(await call(Q.link, { trail_id: created.id, category_id: 999999 }), 'NOT_FOUND', TRAIL_MESSAGES.categoryNotFound);
    expectRefused(await call(Q.link, { trail_id: 999999, category_id: ids.catA }), 'NOT_FOUND', TRAIL_MESSAGES.notFound);
  });
});

describe('deleteTrail', () => {
  it('removes the trail and its links, and writes the audit log', async () => {
    const created = await createTrail();
    expect((await call(Q.remove, { id: created.id }, trailAdmin.token)).data!.deleteTrail).toBe(true);
    expect(await t.db.select().from(trail).where(eq(trail.id, created.id))).toHaveLength(0);
    expect(await t.db.select().from(categoryHasTrail).where(eq(categoryHasTrail.trail_id, created.id))).toHaveLength(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trail.delete'), eq(auditLog.target_id, created.id)));
    expect(entry).toMatchObject({ target_kind: 'trail', user_id: trailAdmin.id });
    expectRefused(await call(Q.remove, { id: created.id }), 'NOT_FOUND', TRAIL_MESSAGES.notFound);
  });
});
