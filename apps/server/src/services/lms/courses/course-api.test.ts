import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { COURSE_MESSAGES } from '@backoffice/domain/schemas/course';
import { PUBLISHING_MESSAGES } from '@backoffice/domain/schemas/publishing';
import { accountFieldValue, auditLog, segmentation } from '../../../db/schema/account.ts';
import { category } from '../../../db/schema/dam.ts';
import { categoryHasCourse, classroom, course, proof, trail, trailItem } from '../../../db/schema/lms.ts';
import { createTestApp, errorCode, errorMessage, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';

const FIELDS = `id type title description thumbnail scorm scorm_version active external_view showgrid owner owner_name hours minutes code video
  reactionevaluation { id title } proof { id title } date_publish date_unpublish date_publish_format date_unpublish_format
  category_id responsible is_subscriptions categories { id title } in_trails created_at updated_at`;

const SAVE_ARGS = `$id: Int, $updated_at: String, $type: String, $title: String, $description: String, $active: Int, $external_view: Int,
  $showgrid: Int, $owner: Int, $hours: Int, $minutes: Int, $code: String, $video: String, $reactionevaluation_id: Int, $proof_id: Int,
  $date_publish: String, $date_unpublish: String, $category_id: Int, $responsible: String, $is_subscriptions: Int, $categories: [Int!]`;
const SAVE_VARS = `id: $id, updated_at: $updated_at, type: $type, title: $title, description: $description, active: $active,
  external_view: $external_view, showgrid: $showgrid, owner: $owner, hours: $hours, minutes: $minutes, code: $code, video: $video,
  reactionevaluation_id: $reactionevaluation_id, proof_id: $proof_id, date_publish: $date_publish, date_unpublish: $date_unpublish,
  category_id: $category_id, responsible: $responsible, is_subscriptions: $is_subscriptions, categories: $categories`;

const Q = {
  list: `query ($type: String, $search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
    courses_collections(type: $type, search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id title type in_trails scorm }
    courses_count(type: $type, search: $search)
  }`,
  one: `query ($course_id: Int!) { course(course_id: $course_id) { ${FIELDS} } }`,
  save: `mutation (${SAVE_ARGS}) { createOrUpdateCourse(${SAVE_VARS}) { ${FIELDS} } }`,
  remove: `mutation ($id: Int!) { deleteCourse(id: $id) }`,
  links: `query ($course_id: Int!) { categoryHasCourse_collection(course_id: $course_id) { id course_id category_id course_title category_title } }`,
  link: `mutation ($course_id: Int!, $category_id: Int!) { createCategoryHasCourse(course_id: $course_id, category_id: $category_id) { course_id category_id category_title } }`,
  unlink: `mutation ($course_id: Int!, $category_id: Int!) { deleteCategoryHasCourse(course_id: $course_id, category_id: $category_id) }`,
  proofs: `query ($type_id: Int!) { proof_collections(type_id: $type_id) { id title prooftype_id active } }`,
  proof: `query ($id: Int!) { proof(id: $id) { id title prooftype_id } }`,
};

let t: TestApp;
let admin: TestUser & { token: string };
let courseAdmin: TestUser & { token: string };
let outsider: TestUser & { token: string };
let owner: TestUser;
let notOwner: TestUser;
const ids = { proof: 0, reaction: 0, quiz: 0, catA: 0, catB: 0 };

const call = (query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) => t.gql('lms', query, variables, token ?? undefined);

function expectRefused(body: GqlBody, code: string, message?: string) {
  expect(errorCode(body), JSON.stringify(body)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
  for (const value of Object.values(body.data ?? {})) expect(value).toBeNull();
}

const online = (over: Record<string, unknown> = {}) => ({
  type: 'online',
  title: 'Seguro Auto Essencial',
  description: 'Curso introdutório',
  active: 1,
  external_view: 0,
  showgrid: 1,
  owner: owner.id,
  hours: 2,
  minutes: 30,
  code: 'AUTO-01',
  video: 'vid-123',
  reactionevaluation_id: ids.reaction,
  proof_id: ids.proof,
  date_publish: '2026-01-10T03:00:00.000Z',
  date_unpublish: null,
  categories: [ids.catA],
  ...over,
});

const presential = (over: Record<string, unknown> = {}) => ({
  type: 'presential',
  title: 'Oficina de Vendas',
  description: 'Encontro presencial',
  responsible: 'Maria Souza',
  hours: 8,
  minutes: 0,
  category_id: ids.catB,
  is_subscriptions: 1,
  active: 1,
  date_publish: '2026-02-01T03:00:00.000Z',
  ...over,
});

async function createOnline(over: Record<string, unknown> = {}) {
  const body = await call(Q.save, online(over));
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.createOrUpdateCourse as { id: number; title: string; updated_at: string };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  courseAdmin = await t.signIn(await t.createProfile({ modules: ['Course'] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['Media', 'Trail'] }));
  owner = await t.createUser({ profileId: PROFILE_ID.ADMIN, name: 'Dona do Curso' });
  notOwner = await t.createUser({ profileId: await t.createProfile({ modules: ['Course'] }), name: 'Sem Perfil Dono' });
  const proofs = await t.db
    .insert(proof)
    .values([
      { prooftype_id: 1, title: 'Prova Auto', active: 1 },
      { prooftype_id: 2, title: 'Reação Padrão', active: 1 },
      { prooftype_id: 3, title: 'Quiz Rápido', active: 1 },
    ])
    .returning({ id: proof.id });
  [ids.proof, ids.reaction, ids.quiz] = proofs.map((p) => p.id);
  const cats = await t.db
    .insert(category)
    .values([{ title: 'Automóvel' }, { title: 'Vida' }])
    .returning({ id: category.id });
  [ids.catA, ids.catB] = cats.map((c) => c.id);
}, 60_000);

afterAll(() => t?.close());

describe('createOrUpdateCourse (online)', () => {
  it('creates the course with its categories linked at once and reads it back', async () => {
    const created = await createOnline({ categories: [ids.catA, ids.catB] });
    const body = await call(Q.one, { course_id: created.id });
    expect(body.data.course).toMatchObject({
      type: 'online',
      title: 'Seguro Auto Essencial',
      owner: owner.id,
      owner_name: 'Dona do Curso',
      hours: 2,
      minutes: 30,
      code: 'AUTO-01',
      video: 'vid-123',
      reactionevaluation: { id: ids.reaction, title: 'Reação Padrão' },
      proof: { id: ids.proof, title: 'Prova Auto' },
      date_publish_format: '10/01/2026 00:00',
      date_unpublish_format: '',
      scorm: null,
      scorm_version: null,
      in_trails: false,
      categories: [
        { id: ids.catA, title: 'Automóvel' },
        { id: ids.catB, title: 'Vida' },
      ],
    });
  });

  it('updates with the version loaded and refuses a stale one', async () => {
    const created = await createOnline();
    const updated = await call(Q.save, { ...online({ title: 'Renomeado', categories: undefined }), id: created.id, updated_at: created.updated_at });
    expect(updated.data.createOrUpdateCourse.title).toBe('Renomeado');
    const stale = await call(Q.save, { ...online({ title: 'Outro' }), id: created.id, updated_at: created.updated_at });
    expectRefused(stale, 'CONFLICT', MESSAGES.staleRecord);
  });

  it.each([
    ['title', { title: '  ' }, COURSE_MESSAGES.titleRequired],
    ['reaction evaluation', { reactionevaluation_id: null }, COURSE_MESSAGES.reactionRequired],
    ['proof', { proof_id: null }, COURSE_MESSAGES.proofRequired],
    ['owner', { owner: null }, COURSE_MESSAGES.ownerRequired],
    ['hours', { hours: null }, COURSE_MESSAGES.hoursRequired],
    ['minutes', { minutes: null }, COURSE_MESSAGES.minutesRequired],
    ['categories on create', { categories: [] }, COURSE_MESSAGES.categoriesRequired],
    ['categories absent on create', { categories: null }, COURSE_MESSAGES.categoriesRequired],
    ['unpublish without publish', { date_publish: null, date_unpublish: '2026-03-01T00:00:00.000Z' }, PUBLISHING_MESSAGES.publishRequired],
    ['unpublish before publish', { date_unpublish: '2026-01-01T00:00:00.000Z' }, PUBLISHING_MESSAGES.unpublishBeforePublish],
    ['hours over 3 digits', { hours: 1000 }, 'As horas devem estar entre 0 e 999.'],
    ['minutes over 59', { minutes: 60 }, 'Os minutos devem estar entre 0 e 59.'],
    ['minutes of 99', { minutes: 99 }, 'Os minutos devem estar entre 0 e 59.'],
    ['negative minutes', { minutes: -1 }, 'Os minutos devem estar entre 0 e 59.'],
    ['code over 30', { code: 'x'.repeat(31) }, 'O campo código deve ter no máximo 30 caracteres.'],
  ])('refuses without %s, storing nothing', async (_what, over, message) => {
    const before = await t.db.$count(course);
    expectRefused(await call(Q.save, online(over)), 'BAD_USER_INPUT', message);
    expect(await t.db.$count(course)).toBe(before);
  });

  it('refuses an owner outside profiles 15 and 1, a proof of the wrong type and an unknown category', async () => {
    expectRefused(await call(Q.save, online({ owner: notOwner.id })), 'BAD_USER_INPUT', COURSE_MESSAGES.invalidOwner);
    expectRefused(await call(Q.save, online({ proof_id: ids.reaction })), 'BAD_USER_INPUT', COURSE_MESSAGES.invalidProof);
    expectRefused(await call(Q.save, online({ reactionevaluation_id: ids.quiz })), 'BAD_USER_INPUT', COURSE_MESSAGES.invalidReaction);
    expectRefused(await call(Q.save, online({ categories: [999999] })), 'NOT_FOUND', COURSE_MESSAGES.categoryNotFound);
  });

  it('needs a type on create and never changes it on update', async () => {
    expectRefused(await call(Q.save, online({ type: null })), 'BAD_USER_INPUT', COURSE_MESSAGES.unknownType);
    expectRefused(await call(Q.save, online({ type: 'ead' })), 'BAD_USER_INPUT', COURSE_MESSAGES.unknownType);
    const created = await createOnline();
    expectRefused(await call(Q.save, { ...presential(), id: created.id }), 'BAD_USER_INPUT', COURSE_MESSAGES.typeChange);
    expectRefused(await call(Q.save, { ...online(), id: 999999 }), 'NOT_FOUND', COURSE_MESSAGES.notFound);
  });
});

describe('createOrUpdateCourse (presential)', () => {
  it('creates and updates a presential course', async () => {
    const body = await call(Q.save, presential());
    expect(body.errors).toBeUndefined();
    const saved = body.data.createOrUpdateCourse;
    expect(saved).toMatchObject({
      type: 'presential',
      title: 'Oficina de Vendas',
      responsible: 'Maria Souza',
      category_id: ids.catB,
      is_subscriptions: 1,
      date_publish_format: '01/02/2026 00:00',
    });
    const updated = await call(Q.save, { ...presential({ title: 'Oficina Avançada', type: undefined }), id: saved.id });
    expect(updated.data.createOrUpdateCourse.title).toBe('Oficina Avançada');
  });

  it.each([
    ['title', { title: '' }, COURSE_MESSAGES.titleRequired],
    ['title over 140', { title: 'x'.repeat(141) }, 'O campo título deve ter no máximo 140 caracteres.'],
    ['description', { description: '' }, COURSE_MESSAGES.descriptionRequired],
    ['responsible', { responsible: '' }, COURSE_MESSAGES.responsibleRequired],
    ['hours', { hours: null }, COURSE_MESSAGES.presentialHoursRequired],
    ['minutes', { minutes: null }, COURSE_MESSAGES.presentialMinutesRequired],
    ['minutes from 60 to 99', { minutes: 75 }, 'Os minutos devem estar entre 0 e 59.'],
    ['hours over 3 digits', { hours: 1000 }, 'As horas devem estar entre 0 e 999.'],
    ['category', { category_id: null }, COURSE_MESSAGES.categoryRequired],
    ['publish date', { date_publish: null }, COURSE_MESSAGES.publishRequired],
    ['unpublish before publish', { date_unpublish: '2026-01-01T00:00:00.000Z' }, PUBLISHING_MESSAGES.unpublishBeforePublish],
  ])('refuses without %s', async (_what, over, message) => {
    expectRefused(await call(Q.save, presential(over)), 'BAD_USER_INPUT', message);
  });
});

describe('courses_collections and courses_count', () => {
  it('lists one type at a time, 20 a page, searched and ordered', async () => {
    await Promise.all(Array.from({ length: 22 }, (_, i) => createOnline({ title: `Lista ${String(i).padStart(2, '0')}` })));
    const first = await call(Q.list, { type: 'online', search: 'Lista' });
    expect(first.data.courses_collections).toHaveLength(20);
    expect(first.data.courses_count).toBe(22);
    const byTitle = await call(Q.list, { search: 'Lista', orderby: 'title', order: 'asc', page: 2 });
    expect(byTitle.data.courses_collections.map((c: { title: string }) => c.title)).toEqual(['Lista 20', 'Lista 21']);
    const presentials = await call(Q.list, { type: 'presential' });
    expect(presentials.data.courses_collections.every((c: { type: string }) => c.type === 'presential')).toBe(true);
    expect(presentials.data.courses_count).toBeGreaterThan(0);
  });

  it('refuses callers without the Course module, and without a session', async () => {
    expectRefused(await call(Q.list, {}, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.list, {}, null), 'UNAUTHENTICATED');
    expectRefused(await call(Q.one, { course_id: 1 }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.save, online(), outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.remove, { id: 1 }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.links, { course_id: 1 }, outsider.token), 'FORBIDDEN');
    expectRefused(await call(Q.link, { course_id: 1, category_id: ids.catA }, outsider.token), 'FORBIDDEN');
  });

  it('serves a profile with only the Course module', async () => {
    const body = await call(Q.list, { type: 'online' }, courseAdmin.token);
    expect(body.errors).toBeUndefined();
  });

  it('lists the presential courses, not the online ones, to the classroom form (module Classroom)', async () => {
    const classroomAdmin = await t.signIn(await t.createProfile({ modules: ['Classroom'] }));
    const presentials = await call(Q.list, { type: 'presential' }, classroomAdmin.token);
    expect(presentials.errors).toBeUndefined();
    expect(presentials.data.courses_collections.length).toBeGreaterThan(0);
    expectRefused(await call(Q.list, { type: 'online' }, classroomAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.list, {}, classroomAdmin.token), 'FORBIDDEN');
  });
});

describe('category links', () => {
  it('links and unlinks a category at once', async () => {
    const created = await createOnline();
    const linked = await call(Q.link, { course_id: created.id, category_id: ids.catB });
    expect(linked.data.createCategoryHasCourse).toEqual({ course_id: created.id, category_id: ids.catB, category_title: 'Vida' });
    const links = await call(Q.links, { course_id: created.id });
    expect(links.data.categoryHasCourse_collection.map((l: { category_id: number }) => l.category_id).sort()).toEqual([ids.catA, ids.catB].sort());
    expect((await call(Q.unlink, { course_id: created.id, category_id: ids.catA })).data.deleteCategoryHasCourse).toBe(true);
    expect((await call(Q.unlink, { course_id: created.id, category_id: ids.catA })).data.deleteCategoryHasCourse).toBe(false);
    expectRefused(await call(Q.link, { course_id: created.id, category_id: 999999 }), 'NOT_FOUND', COURSE_MESSAGES.categoryNotFound);
    expectRefused(await call(Q.link, { course_id: 999999, category_id: ids.catA }), 'NOT_FOUND', COURSE_MESSAGES.notFound);
  });
});

describe('deleteCourse', () => {
  it('removes the course, its trail items and segmentation', async () => {
    const created = await createOnline();
    const [tr] = await t.db.insert(trail).values({ title: 'Trilha X' }).returning({ id: trail.id });
    await t.db.insert(trailItem).values({ trail_id: tr.id, item_id: created.id, item_type: 'course', ordernum: 1 });
    const [value] = await t.db.select({ id: accountFieldValue.id }).from(accountFieldValue).limit(1);
    await t.db.insert(segmentation).values({ module_name: 'Course', item_id: created.id, account_field_value_id: value.id });
    expect((await call(Q.list, { search: String(created.id) })).data.courses_collections[0]).toMatchObject({ id: created.id, in_trails: true });

    expect((await call(Q.remove, { id: created.id })).data.deleteCourse).toBe(true);
    expect((await call(Q.one, { course_id: created.id })).data.course).toBeNull();
    expect(await t.db.$count(trailItem, eq(trailItem.item_id, created.id))).toBe(0);
    expect(await t.db.$count(categoryHasCourse, eq(categoryHasCourse.course_id, created.id))).toBe(0);
    expect(await t.db.$count(segmentation, eq(segmentation.item_id, created.id))).toBe(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'course.delete'), eq(auditLog.target_id, created.id)));
    expect(entry).toMatchObject({ target_kind: 'course', details: { title: created.title, type: 'online' } });
    expectRefused(await call(Q.remove, { id: created.id }), 'NOT_FOUND', COURSE_MESSAGES.notFound);
  });

  it('refuses a course with classrooms, naming how many, and changes nothing; without them it goes', async () => {
    const created = (await call(Q.save, presential())).data.createOrUpdateCourse as { id: number };
    const rooms = await t.db
      .insert(classroom)
      .values([{ course_id: created.id }, { course_id: created.id }])
      .returning({ id: classroom.id });
    const roomIds = rooms.map((r) => r.id);
    const coursesOfRooms = async () =>
      (await t.db.select({ course_id: classroom.course_id }).from(classroom).where(inArray(classroom.id, roomIds))).map((r) => r.course_id);

    expectRefused(await call(Q.remove, { id: created.id }), 'CONFLICT', 'Não foi possível excluir o item por existirem registros filhos: 2 turmas.');
    expect(await coursesOfRooms()).toEqual([created.id, created.id]);
    expect((await call(Q.one, { course_id: created.id })).data.course).toMatchObject({ id: created.id });

    await t.db.delete(classroom).where(eq(classroom.id, roomIds[0]));
    expectRefused(await call(Q.remove, { id: created.id }), 'CONFLICT', COURSE_MESSAGES.hasClassrooms(1));
    expect(COURSE_MESSAGES.hasClassrooms(1)).toBe('Não foi possível excluir o item por existirem registros filhos: 1 turma.');

    await t.db.delete(classroom).where(eq(classroom.id, roomIds[1]));
    expect((await call(Q.remove, { id: created.id })).data.deleteCourse).toBe(true);
  });

  it("numbers the remaining items of the course's trails 1..n again, in their order; other trails are left as they are", async () => {
    const [gone, kept1, kept2] = [await createOnline(), await createOnline(), await createOnline()];
    const trails = await t.db
      .insert(trail)
      .values([{ title: 'Trilha A' }, { title: 'Trilha B' }, { title: 'Trilha C' }])
      .returning({ id: trail.id });
    const [a, b, c] = trails.map((r) => r.id);
    const item = (trail_id: number, item_id: number, item_type: string, ordernum: number) => ({ trail_id, item_id, item_type, ordernum });
    await t.db.insert(trailItem).values([
      item(a, kept1.id, 'course', 1),
      item(a, gone.id, 'course', 2),
      item(a, 901, 'asset', 3),
      item(a, kept2.id, 'course', 4),
      item(b, gone.id, 'course', 1),
      item(b, kept2.id, 'course', 2),
      // A trail without the course keeps even its own gap.
      item(c, kept1.id, 'course', 1),
      item(c, kept2.id, 'course', 3),
    ]);
    expect((await call(Q.remove, { id: gone.id })).data.deleteCourse).toBe(true);
    const order = async (trailId: number) =>
      (
        await t.db
          .select({ item_id: trailItem.item_id, ordernum: trailItem.ordernum })
          .from(trailItem)
          .where(eq(trailItem.trail_id, trailId))
          .orderBy(trailItem.ordernum)
      ).map((r) => [r.item_id, r.ordernum]);
    expect(await order(a)).toEqual([
      [kept1.id, 1],
      [901, 2],
      [kept2.id, 3],
    ]);
    expect(await order(b)).toEqual([[kept2.id, 1]]);
    expect(await order(c)).toEqual([
      [kept1.id, 1],
      [kept2.id, 3],
    ]);
  });
});

describe('proof_collections and proof', () => {
  it('lists the proofs of a type and reads one', async () => {
    const reactions = await call(Q.proofs, { type_id: 2 }, courseAdmin.token);
    expect(reactions.data.proof_collections).toEqual([{ id: ids.reaction, title: 'Reação Padrão', prooftype_id: 2, active: 1 }]);
    expect((await call(Q.proof, { id: ids.proof })).data.proof).toEqual({ id: ids.proof, title: 'Prova Auto', prooftype_id: 1 });
    expect((await call(Q.proof, { id: 999999 })).data.proof).toBeNull();
    expectRefused(await call(Q.proofs, { type_id: 1 }, (await t.signIn(await t.createProfile({ modules: ['Media'] }))).token), 'FORBIDDEN');
  });
});
