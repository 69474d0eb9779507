import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { BIN_MESSAGES } from '@backoffice/domain/recycle-bin';
import { BRANCH_MESSAGES } from '@backoffice/domain/schemas/branch';
import { INSTRUCTOR_MESSAGES } from '@backoffice/domain/schemas/instructor';
import { PROFILE_MESSAGES } from '@backoffice/domain/schemas/profile';
import { profile, users } from '../../db/schema/account.ts';
import { asset } from '../../db/schema/dam.ts';
import { storedFile } from '../../db/schema/files.ts';
import { classroom, course, proof, trail, trailItem } from '../../db/schema/lms.ts';
import { seedAllDemo } from '../../boot.ts';
import { createTestApp, errorCode, expectRefused, type GqlBody, type TestApp } from '../../test/test-app.ts';
import { binKit, databaseRows } from './bin-test-kit.ts';

/**
 * Issue 27, the recycle bin's rules: links whose other end is gone, a restore that would break a
 * rule, who sees what, a restore racing an edit, and the purge of the files.
 */

let t: TestApp;
let kit: ReturnType<typeof binKit>;
let superToken: string;
let marketingToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedAllDemo(t.db, t.files);
  ({ token: superToken } = await t.signIn(PROFILE_ID.SUPER_ADMIN));
  ({ token: marketingToken } = await t.signIn(await t.createProfile({ title: 'Marketing da Lixeira', modules: ['Media', 'Banner', 'Testimony', 'Category'] })));
  kit = binKit(t, superToken);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function ok<T = Record<string, unknown>>(pending: Promise<GqlBody<T>>): Promise<T> {
  const body = await pending;
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

const remove = (service: string, mutation: string, id: number) => ok(t.gql(service, `mutation ($id: Int!) { ${mutation}(id: $id) }`, { id }, superToken));
const deleteCourse = (id: number) => remove('lms', 'deleteCourse', id);
const deleteTrail = (id: number) => remove('lms', 'deleteTrail', id);

type Item = { id: number; item_type: string; item_id: number; ordernum: number };
const itemsOf = (trailId: number): Promise<Item[]> =>
  t.db
    .select({ id: trailItem.id, item_type: trailItem.item_type, item_id: trailItem.item_id, ordernum: trailItem.ordernum })
    .from(trailItem)
    .where(eq(trailItem.trail_id, trailId))
    .orderBy(asc(trailItem.ordernum), asc(trailItem.id));

/** A demo trail holding an online course (that no classroom uses) and other items; the course's item and the others. */
async function trailWithCourse(): Promise<{ trailId: number; courseId: number; items: Item[] }> {
  const rows = await t.db
    .select({ trailId: trailItem.trail_id, courseId: trailItem.item_id })
    .from(trailItem)
    .innerJoin(course, eq(course.id, trailItem.item_id))
    .where(
      and(
        eq(trailItem.item_type, 'course'),
        eq(course.type, 'online'),
        sql`not exists (select 1 from ${classroom} where ${classroom.course_id} = ${course.id})`,
        sql`(select count(*) from ${trailItem} other where other.trail_id = ${trailItem.trail_id}) > 1`,
      ),
    )
    .orderBy(asc(trailItem.trail_id), asc(trailItem.ordernum));
  const pick = rows[0]!;
  return { ...pick, items: await itemsOf(pick.trailId) };
}

/** Fills what an edit form requires (owner, proofs) so the record can be saved through the API as it is. */
async function saveable(table: typeof course | typeof trail, id: number) {
  const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.profile_id, PROFILE_ID.ADMIN)).orderBy(asc(users.id)).limit(1);
  const [final] = await t.db.select({ id: proof.id }).from(proof).where(eq(proof.prooftype_id, 1)).orderBy(asc(proof.id)).limit(1);
  const [reaction] = await t.db.select({ id: proof.id }).from(proof).where(eq(proof.prooftype_id, 2)).orderBy(asc(proof.id)).limit(1);
  await t.db.update(table).set({ owner: owner!.id, proof_id: final!.id, reactionevaluation_id: reaction!.id }).where(eq(table.id, id));
}

function saveTrail(id: number, title: string) {
  return t.db
    .select()
    .from(trail)
    .where(eq(trail.id, id))
    .then(([row]) =>
      t.gql(
        'lms',
        `mutation ($id: Int, $title: String, $description: String, $owner: Int, $reactionevaluation_id: Int, $proof_id: Int, $active: Int, $blockcontent: Int, $date_publish: String, $date_unpublish: String) {
          createOrUpdateTrail(id: $id, title: $title, description: $description, owner: $owner, reactionevaluation_id: $reactionevaluation_id, proof_id: $proof_id,
            active: $active, blockcontent: $blockcontent, date_publish: $date_publish, date_unpublish: $date_unpublish) { id title } }`,
        {
          id,
          title,
          description: row!.description,
          owner: row!.owner,
          reactionevaluation_id: row!.reactionevaluation_id,
          proof_id: row!.proof_id,
          active: row!.active,
          blockcontent: row!.blockcontent,
          date_publish: row!.date_publish?.toISOString() ?? null,
          date_unpublish: row!.date_unpublish?.toISOString() ?? null,
        },
        superToken,
      ),
    );
}

function saveCourse(id: number, title: string) {
  return t.db
    .select()
    .from(course)
    .where(eq(course.id, id))
    .then(([row]) =>
      t.gql(
        'lms',
        `mutation ($id: Int, $title: String, $description: String, $active: Int, $external_view: Int, $showgrid: Int, $owner: Int, $hours: Int, $minutes: Int,
            $code: String, $video: String, $reactionevaluation_id: Int, $proof_id: Int, $date_publish: String, $date_unpublish: String) {
          createOrUpdateCourse(id: $id, title: $title, description: $description, active: $active, external_view: $external_view, showgrid: $showgrid,
            owner: $owner, hours: $hours, minutes: $minutes, code: $code, video: $video, reactionevaluation_id: $reactionevaluation_id, proof_id: $proof_id,
            date_publish: $date_publish, date_unpublish: $date_unpublish) { id title } }`,
        {
          id,
          title,
          description: row!.description,
          active: row!.active,
          external_view: row!.external_view,
          showgrid: row!.showgrid,
          owner: row!.owner,
          hours: row!.hours ?? 1,
          minutes: row!.minutes ?? 0,
          code: row!.code,
          video: row!.video,
          reactionevaluation_id: row!.reactionevaluation_id,
          proof_id: row!.proof_id,
          date_publish: row!.date_publish?.toISOString() ?? null,
          date_unpublish: row!.date_unpublish?.toISOString() ?? null,
        },
        superToken,
      ),
    );
}

/** Positions 1..n, no gap and no duplicate. */
const oneToN = (items: Item[]) => expect(items.map((i) => i.ordernum)).toEqual(items.map((_, n) => n + 1));
const keys = (items: Item[]) => items.map((i) => `${i.item_type}:${i.item_id}`);

async function inStorage(key: string): Promise<boolean> {
  try {
    for await (const chunk of t.files.read(key)) if (chunk) return true;
    return true;
  } catch {
    return false;
  }
}

describe('a link whose other end is gone', () => {
  it('a trail restored after a course it held was purged comes back with its other items, and names the one that cannot', async () => {
    const { trailId, courseId, items } = await trailWithCourse();
    const lost = items.find((i) => i.item_type === 'course' && i.item_id === courseId)!;
    await deleteTrail(trailId);
    const trailEntry = (await kit.entryOf('trail', trailId))!;
    // The course leaves while the trail is in the bin, and is purged for good.
    await deleteCourse(courseId);
    await kit.purge((await kit.entryOf('course', courseId))!.id);
    expect(await t.db.$count(course, eq(course.id, courseId))).toBe(0);

    const restored = await kit.restore(trailEntry.id);
    expect(restored).toEqual({ type: 'trail', record_id: trailId, not_restored: [BIN_MESSAGES.linkGone(`Item de trilha #${lost.id}`)] });
    expect(await t.db.$count(trail, eq(trail.id, trailId))).toBe(1);
    // The other items, in their order.
    const back = await itemsOf(trailId);
    expect(keys(back)).toEqual(keys(items.filter((i) => i !== lost)));
    oneToN(back);
    expect(await t.db.$count(trailItem, eq(trailItem.id, lost.id))).toBe(0);
  });

  it('a course deleted and purged before its trail: the item went with the course, the trail comes back whole without it', async () => {
    const { trailId, courseId, items } = await trailWithCourse();
    await deleteCourse(courseId);
    await kit.purge((await kit.entryOf('course', courseId))!.id);
    const left = await itemsOf(trailId);
    expect(keys(left)).toEqual(keys(items.filter((i) => !(i.item_type === 'course' && i.item_id === courseId))));
    oneToN(left);
    const before = await databaseRows(t);
    await deleteTrail(trailId);
    expect(await kit.restore((await kit.entryOf('trail', trailId))!.id)).toEqual({ type: 'trail', record_id: trailId, not_restored: [] });
    expect(await itemsOf(trailId)).toEqual(left);
    expect(await databaseRows(t)).toEqual(before);
  });
});

describe('a restore that would break a rule', () => {
  it('refuses a profile whose title another profile took since, and changes nothing', async () => {
    const [free] = await t.db
      .select({ id: profile.id, title: profile.title })
      .from(profile)
      .where(and(eq(profile.is_superadmin, false), sql`not exists (select 1 from ${users} where ${users.profile_id} = ${profile.id})`))
      .orderBy(asc(profile.id))
      .limit(1);
    await remove('account', 'deleteProfile', free!.id);
    const entry = (await kit.entryOf('profile', free!.id))!;
    // The same title as an admin reads it (case, accents and spaces aside).
    const taken = await ok<{ createOrUpdateProfile: { id: number } }>(
      t.gql(
        'account',
        `mutation ($title: String) { createOrUpdateProfile(input: { title: $title }) { id } }`,
        { title: ` ${free!.title.toUpperCase()} ` },
        superToken,
      ),
    );
    const before = await databaseRows(t);
    const refused = await t.gql('bin', kit.RUN.restore, { id: entry.id }, superToken);
    expectRefused(refused, 'CONFLICT', PROFILE_MESSAGES.duplicateTitle);
    expect(await databaseRows(t)).toEqual(before);
    expect(await kit.entryOf('profile', free!.id)).toMatchObject({ id: entry.id });

    // Once the title is free again, it comes back.
    await remove('account', 'deleteProfile', taken.createOrUpdateProfile.id);
    expect(await kit.restore(entry.id)).toEqual({ type: 'profile', record_id: free!.id, not_restored: [] });
    expect(await t.db.select({ title: profile.title }).from(profile).where(eq(profile.id, free!.id))).toEqual([{ title: free!.title }]);
  });

  it('refuses a branch whose name another branch took since, and an instructor whose CPF an active instructor took since', async () => {
    const saveBranch = (value: string) =>
      ok<{ createOrUpdateBranch: { id: number } }>(
        t.gql('parceiro', `mutation ($value: String) { createOrUpdateBranch(input: { value: $value }) { id } }`, { value }, superToken),
      ).then((d) => d.createOrUpdateBranch.id);
    const saveInstructor = (nome: string) =>
      ok<{ createInstrutor: { id: number } }>(
        t.gql('lms', `mutation ($nome: String) { createInstrutor(input: { nome: $nome, cpf: "529.982.247-25" }) { id } }`, { nome }, superToken),
      ).then((d) => d.createInstrutor.id);
    const cases = [
      {
        type: 'branch',
        service: 'parceiro',
        mutation: 'deleteBranch',
        save: () => saveBranch('Ramo da Lixeira'),
        again: () => saveBranch('RAMO DA LIXEIRA'),
        message: BRANCH_MESSAGES.duplicate,
      },
      {
        type: 'instructor',
        service: 'lms',
        mutation: 'deleteInstrutor',
        save: () => saveInstructor('Instrutor A'),
        again: () => saveInstructor('Instrutor B'),
        message: INSTRUCTOR_MESSAGES.duplicateCpf,
      },
    ];
    for (const c of cases) {
      const id = await c.save();
      await remove(c.service, c.mutation, id);
      const entry = (await kit.entryOf(c.type, id))!;
      const other = await c.again();
      const before = await databaseRows(t);
      expectRefused(await t.gql('bin', kit.RUN.restore, { id: entry.id }, superToken), 'CONFLICT', c.message);
      expect(await databaseRows(t)).toEqual(before);
      await remove(c.service, c.mutation, other);
      expect(await kit.restore(entry.id)).toEqual({ type: c.type, record_id: id, not_restored: [] });
    }
  });
});

describe('access', () => {
  it('a caller without the module neither sees nor restores nor purges an entry; one with it does', async () => {
    const { trailId, courseId } = await trailWithCourse();
    const [banner] = await t.db.select({ id: asset.id }).from(asset).where(eq(asset.module_name, 'Banner')).orderBy(asc(asset.id)).limit(1);
    await deleteTrail(trailId);
    await deleteCourse(courseId);
    await remove('dam', 'deleteAsset', banner!.id);
    const trailEntry = (await kit.entryOf('trail', trailId))!;
    const courseEntry = (await kit.entryOf('course', courseId))!;
    const bannerEntry = (await kit.entryOf('banner', banner!.id))!;

    // Marketing (Media, Banner, Testimony, Category) sees the banner, and nothing of courses or trails.
    const seen = await kit.entries({}, marketingToken);
    expect(seen.map((e) => e.id)).toContain(bannerEntry.id);
    expect(seen.filter((e) => ['course', 'presentialCourse', 'trail'].includes(e.type))).toEqual([]);
    expect(await kit.entries({ type: 'trail' }, marketingToken)).toEqual([]);
    expect((await kit.call<{ bin_count: number }>(kit.RUN.count, {}, marketingToken)).bin_count).toBe(seen.length);
    for (const entry of [trailEntry, courseEntry]) {
      expectRefused(await t.gql('bin', kit.RUN.restore, { id: entry.id }, marketingToken), 'NOT_FOUND', BIN_MESSAGES.notFound);
      expectRefused(await t.gql('bin', kit.RUN.purge, { id: entry.id }, marketingToken), 'NOT_FOUND', BIN_MESSAGES.notFound);
    }
    // Still in the bin, still deleted.
    expect(await kit.entryOf('trail', trailId)).toMatchObject({ id: trailEntry.id });
    expect(await kit.entryOf('course', courseId)).toMatchObject({ id: courseEntry.id });
    expect(await t.db.$count(trail, eq(trail.id, trailId))).toBe(0);

    expect(await kit.restore(bannerEntry.id, marketingToken)).toMatchObject({ type: 'banner', record_id: banner!.id });
    await kit.restore(courseEntry.id);
    await kit.restore(trailEntry.id);
    expect(await t.db.$count(trail, eq(trail.id, trailId))).toBe(1);
  });
});

describe('a restore while a related record is edited', () => {
  it('a course restored while the trail that held it is saved and its items moved: all of it lands, positions 1..n', async () => {
    const { trailId, courseId, items } = await trailWithCourse();
    await saveable(trail, trailId);
    await deleteCourse(courseId);
    const entry = (await kit.entryOf('course', courseId))!;
    const moved = (await itemsOf(trailId)).at(-1)!;
    const [restored, saved, move] = await Promise.all([
      t.gql('bin', kit.RUN.restore, { id: entry.id }, superToken),
      saveTrail(trailId, 'Trilha editada durante a restauração'),
      t.gql(
        'lms',
        `mutation ($trail_id: Int!, $item_id: Int!, $item_type: String!) { updateOrderTrailItems(trail_id: $trail_id, item_id: $item_id, item_type: $item_type, ordernum: 1) { id } }`,
        { trail_id: trailId, item_id: moved.item_id, item_type: moved.item_type },
        superToken,
      ),
    ]);
    for (const body of [restored, saved, move]) expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(restored.data!.restoreBinEntry).toEqual({ type: 'course', record_id: courseId, not_restored: [] });
    expect(await t.db.select({ title: trail.title }).from(trail).where(eq(trail.id, trailId))).toEqual([{ title: 'Trilha editada durante a restauração' }]);
    const after = await itemsOf(trailId);
    expect(new Set(keys(after))).toEqual(new Set(keys(items)));
    oneToN(after);
    expect(after[0]).toMatchObject({ item_type: moved.item_type, item_id: moved.item_id });
  });

  it('a trail restored while a course it holds is saved: both land, the trail with every item', async () => {
    const { trailId, courseId, items } = await trailWithCourse();
    await saveable(course, courseId);
    await deleteTrail(trailId);
    const entry = (await kit.entryOf('trail', trailId))!;
    const [restored, saved] = await Promise.all([
      t.gql('bin', kit.RUN.restore, { id: entry.id }, superToken),
      saveCourse(courseId, 'Curso editado durante a restauração'),
    ]);
    for (const body of [restored, saved]) expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(restored.data!.restoreBinEntry).toEqual({ type: 'trail', record_id: trailId, not_restored: [] });
    expect(await t.db.select({ title: course.title }).from(course).where(eq(course.id, courseId))).toEqual([{ title: 'Curso editado durante a restauração' }]);
    expect(await itemsOf(trailId)).toEqual(items);
  });

  it('a trail restored while a course it holds is deleted: no item is left pointing at nothing', async () => {
    const { trailId, courseId } = await trailWithCourse();
    await deleteTrail(trailId);
    const entry = (await kit.entryOf('trail', trailId))!;
    const [restored, removed] = await Promise.all([
      t.gql('bin', kit.RUN.restore, { id: entry.id }, superToken),
      t.gql('lms', `mutation ($id: Int!) { deleteCourse(id: $id) }`, { id: courseId }, superToken),
    ]);
    for (const body of [restored, removed]) expect(errorCode(body), JSON.stringify(body.errors)).toBeUndefined();
    const dangling = await t.db.$count(
      trailItem,
      and(eq(trailItem.item_type, 'course'), sql`not exists (select 1 from ${course} where ${course.id} = ${trailItem.item_id})`),
    );
    expect(dangling).toBe(0);
    oneToN(await itemsOf(trailId));
    // The course's item went with the course (restore first) or stayed out of the trail (deletion first).
    const courseEntry = (await kit.entryOf('course', courseId))!;
    await kit.restore(courseEntry.id);
  });
});

describe('the purge', () => {
  it("removes an asset's files from storage, which stay there while it waits in the bin", async () => {
    const [row] = await t.db
      .select({ id: asset.id, file: asset.file_id })
      .from(asset)
      .where(and(eq(asset.module_name, 'Banner'), sql`${asset.file_id} is not null`))
      .orderBy(asc(asset.id))
      .limit(1);
    const [file] = await t.db.select().from(storedFile).where(eq(storedFile.id, row!.file!));
    expect(await inStorage(file!.storage_key)).toBe(true);
    await remove('dam', 'deleteAsset', row!.id);
    // The file's row went with the asset; its bytes stay while the asset may come back.
    expect(await t.db.$count(storedFile, eq(storedFile.id, file!.id))).toBe(0);
    expect(await inStorage(file!.storage_key)).toBe(true);
    const entry = (await kit.entryOf('banner', row!.id))!;
    await kit.purge(entry.id);
    expect(await inStorage(file!.storage_key)).toBe(false);
    expect(await kit.entryOf('banner', row!.id)).toBeUndefined();
    expect(await t.db.$count(asset, inArray(asset.id, [row!.id]))).toBe(0);
  });
});
