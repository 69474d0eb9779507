import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_ID, MESSAGES } from '@backoffice/domain/constants';
import { CLASSROOM_MESSAGES } from '@backoffice/domain/schemas/classroom';
import { PUBLISHING_MESSAGES } from '@backoffice/domain/schemas/publishing';
import { accountFieldValue, auditLog, segmentation } from '../../../db/schema/account.ts';
import { classroom, classroomSubscription } from '../../../db/schema/lms.ts';
import { createTestApp, errorCode, errorMessage, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { classroomKit, validClassroom } from './classroom-test-kit.ts';

const FIELDS = `id parent_id title address externalPage limit_registrations datetime_start datetime_end
  datetime_registration_start datetime_registration_end active is_public is_specific date_publish date_unpublish
  userowner_id userowner_name course { id title } instrutor { id nome } receipt created_at updated_at
  totals { subscribed present absent not_started } is_attendance_list segmentations`;

const SAVE_ARGS = `$id: Int, $parent_id: Int, $updated_at: String, $title: String, $course_id: Int, $address: String, $externalPage: String,
  $limit_registrations: Int, $datetime_start: String, $datetime_end: String, $datetime_registration_start: String,
  $datetime_registration_end: String, $active: Int, $date_publish: String, $date_unpublish: String, $userowner_id: Int,
  $instrutor: Int, $is_public: Int, $is_specific: Int`;

const Q = {
  one: `query ($id: Int!) { classroom(id: $id) { ${FIELDS} } }`,
  list: `query ($search: String, $limit: Int, $page: Int, $order: String, $orderby: String, $parent_id: Int) {
    classroom_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby, parent_id: $parent_id) { ${FIELDS} }
    classroom_count(search: $search, parent_id: $parent_id)
  }`,
  save: `mutation (${SAVE_ARGS}) {
    createOrUpdateClassroom(id: $id, parent_id: $parent_id, updated_at: $updated_at, title: $title, course_id: $course_id, address: $address,
      externalPage: $externalPage, limit_registrations: $limit_registrations, datetime_start: $datetime_start,
      datetime_end: $datetime_end, datetime_registration_start: $datetime_registration_start,
      datetime_registration_end: $datetime_registration_end, active: $active, date_publish: $date_publish,
      date_unpublish: $date_unpublish, userowner_id: $userowner_id, instrutor: $instrutor, is_public: $is_public,
      is_specific: $is_specific) { ${FIELDS} }
  }`,
  remove: `mutation ($id: Int!) { deleteClassroom(id: $id) }`,
};

let t: TestApp;
let admin: TestUser & { token: string };
let outsider: TestUser & { token: string };
let kit: ReturnType<typeof classroomKit>;
let courseId: number;
let instructorId: number;

const call = (query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) => t.gql('lms', query, variables, token ?? undefined);

function expectRefused(body: GqlBody, code: string, message?: string) {
  expect(errorCode(body), JSON.stringify(body.errors)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createProfile({ modules: ['Classroom'] }), { name: 'Criadora da Turma' });
  outsider = await t.signIn(await t.createProfile({ modules: ['Course', 'Instrutor'] }));
  kit = classroomKit(t);
  courseId = await kit.presentialCourse('Direção defensiva');
  instructorId = await kit.instructor('Marta Instrutora');
});
afterAll(() => t.close());

describe('createOrUpdateClassroom', () => {
  it('creates a classroom: title "-", the creator from the session whatever is sent', async () => {
    const body = await call(Q.save, { ...validClassroom(courseId, instructorId), title: 'Outro título', userowner_id: outsider.id });
    expect(body.errors).toBeUndefined();
    const saved = body.data.createOrUpdateClassroom;
    expect(saved).toMatchObject({
      title: '-',
      address: 'Av. Paulista, 1000 - São Paulo',
      externalPage: 'https://sala.exemplo.com.br/turma',
      limit_registrations: 30,
      active: 1,
      is_public: 1,
      is_specific: 0,
      userowner_id: admin.id,
      userowner_name: 'Criadora da Turma',
      course: { id: courseId, title: 'Direção defensiva' },
      instrutor: { id: instructorId, nome: 'Marta Instrutora' },
      datetime_start: '2026-03-10T12:00:00.000Z',
      date_unpublish: '2026-04-10T03:00:00.000Z',
      receipt: null,
      is_attendance_list: false,
      totals: { subscribed: 0, present: 0, absent: 0, not_started: 0 },
      segmentations: [],
    });
  });

  it('updates a classroom and keeps its creator; a stale version is refused', async () => {
    const created = (await call(Q.save, validClassroom(courseId, instructorId))).data.createOrUpdateClassroom;
    const other = await t.signIn(await t.createProfile({ modules: ['Classroom'] }));
    const body = await call(
      Q.save,
      { ...validClassroom(courseId, instructorId), id: created.id, updated_at: created.updated_at, address: 'Rua Nova, 5', is_public: 0, is_specific: 1 },
      other.token,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.createOrUpdateClassroom).toMatchObject({ id: created.id, address: 'Rua Nova, 5', userowner_id: admin.id, is_public: 0, is_specific: 1 });
    const stale = await call(Q.save, { ...validClassroom(courseId, instructorId), id: created.id, updated_at: created.updated_at });
    expect(errorCode(stale)).toBe('CONFLICT');
  });

  const required: Array<[string, Record<string, unknown>, string]> = [
    ['course', { course_id: null }, CLASSROOM_MESSAGES.courseRequired],
    ['address', { address: '  ' }, CLASSROOM_MESSAGES.addressRequired],
    ['max people', { limit_registrations: null }, CLASSROOM_MESSAGES.limitRequired],
    ['course start', { datetime_start: null, datetime_end: null }, CLASSROOM_MESSAGES.startRequired],
    ['course end', { datetime_end: null }, CLASSROOM_MESSAGES.endRequired],
    ['registration start', { datetime_registration_start: null, datetime_registration_end: null }, CLASSROOM_MESSAGES.startRequired],
    ['registration end', { datetime_registration_end: null }, CLASSROOM_MESSAGES.endRequired],
    ['unpublish date', { date_unpublish: null }, CLASSROOM_MESSAGES.unpublishRequired],
    ['instructor', { instrutor: null }, CLASSROOM_MESSAGES.instructorRequired],
    ['link', { externalPage: 'não é um link' }, CLASSROOM_MESSAGES.invalidUrl],
    ['course end before start', { datetime_end: '2026-03-09T12:00:00.000Z' }, CLASSROOM_MESSAGES.courseEndBeforeStart],
    ['registration end before start', { datetime_registration_end: '2026-01-09T12:00:00.000Z' }, CLASSROOM_MESSAGES.registrationEndBeforeStart],
    ['unpublish without publish', { date_publish: null }, PUBLISHING_MESSAGES.publishRequired],
    ['unpublish before publish', { date_unpublish: '2026-01-01T03:00:00.000Z' }, PUBLISHING_MESSAGES.unpublishBeforePublish],
    ['max people over 3 digits', { limit_registrations: 1000 }, CLASSROOM_MESSAGES.limitInvalid],
    ['both public and specific', { is_public: 1, is_specific: 1 }, CLASSROOM_MESSAGES.publicOrSpecific],
    ['neither public nor specific', { is_public: 0, is_specific: 0 }, CLASSROOM_MESSAGES.publicOrSpecific],
  ];
  it.each(required)('refuses a missing or wrong %s with its message, saving nothing', async (_name, change, message) => {
    const before = await t.db.$count(classroom);
    const body = await call(Q.save, { ...validClassroom(courseId, instructorId), ...change });
    expectRefused(body, 'BAD_USER_INPUT', message);
    expect(await t.db.$count(classroom)).toBe(before);
  });

  it('refuses an online course and an unknown instructor', async () => {
    const online = await kit.onlineCourse();
    expect(errorMessage(await call(Q.save, { ...validClassroom(online, instructorId) }))).toBe(CLASSROOM_MESSAGES.courseNotFound);
    expect(errorMessage(await call(Q.save, { ...validClassroom(courseId, 999_999) }))).toBe(CLASSROOM_MESSAGES.instructorNotFound);
  });

  it('refuses an unknown classroom', async () => {
    expectRefused(await call(Q.save, { ...validClassroom(courseId, instructorId), id: 999_999 }), 'NOT_FOUND', CLASSROOM_MESSAGES.notFound);
  });
});

describe('classroom, classroom_collections, classroom_count', () => {
  let listed: number;
  beforeAll(async () => {
    const searchable = await kit.presentialCourse('Atendimento ao cliente Zeta');
    listed = await kit.classroom({ course_id: searchable, instrutor_id: instructorId, parent_id: 7 });
    await kit.participants(listed, [1, 1, 0, null, null, null]);
    const [v10] = await t.db.insert(accountFieldValue).values({ account_field_id: ACCOUNT_FIELD_ID.FIELD_10, value: 'Regional Sul' }).returning();
    const [v9] = await t.db.insert(accountFieldValue).values({ account_field_id: ACCOUNT_FIELD_ID.FIELD_9, value: 'Comercial Norte' }).returning();
    const [v19] = await t.db.insert(accountFieldValue).values({ account_field_id: ACCOUNT_FIELD_ID.BRANCHES, value: 'Ramo fora da lista' }).returning();
    await t.db.insert(segmentation).values([v10, v9, v19].map((v) => ({ account_field_value_id: v.id, module_name: 'Classroom', item_id: listed })));
  });

  it('lists with the totals, the attendance flag and the segmentations of fields 10 and 9', async () => {
    const body = await call(Q.list, { search: 'Zeta' });
    expect(body.errors).toBeUndefined();
    expect(body.data.classroom_count).toBe(1);
    expect(body.data.classroom_collections).toHaveLength(1);
    expect(body.data.classroom_collections[0]).toMatchObject({
      id: listed,
      parent_id: 7,
      course: { title: 'Atendimento ao cliente Zeta' },
      totals: { subscribed: 6, present: 2, absent: 1, not_started: 3 },
      is_attendance_list: true,
      segmentations: ['Regional Sul', 'Comercial Norte'],
    });
  });

  it('pages 20 at a time, newest first, and finds by id', async () => {
    for (let i = 0; i < 21; i++) await kit.classroom({ course_id: courseId });
    const body = await call(Q.list, {});
    expect(body.data.classroom_collections).toHaveLength(20);
    const ids = body.data.classroom_collections.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await call(Q.list, { page: 2 })).data.classroom_collections.length).toBeGreaterThan(0);
    expect((await call(Q.one, { id: listed })).data.classroom.totals.present).toBe(2);
    expect((await call(Q.one, { id: 999_999 })).data.classroom).toBeNull();
  });
});

describe('deleteClassroom', () => {
  it('deletes a classroom with its participants and segmentations', async () => {
    const id = await kit.classroom({ course_id: courseId });
    await kit.participants(id, [1, null]);
    const [value] = await t.db.insert(accountFieldValue).values({ account_field_id: ACCOUNT_FIELD_ID.FIELD_10, value: 'Para excluir' }).returning();
    await t.db.insert(segmentation).values({ account_field_value_id: value.id, module_name: 'Classroom', item_id: id });
    const body = await call(Q.remove, { id });
    expect(body.data).toEqual({ deleteClassroom: true });
    expect(await t.db.$count(classroom, eq(classroom.id, id))).toBe(0);
    expect(await t.db.$count(classroomSubscription, eq(classroomSubscription.classroom_id, id))).toBe(0);
    expect(await t.db.$count(segmentation, eq(segmentation.item_id, id))).toBe(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'classroom.delete'), eq(auditLog.target_id, id)));
    expect(entry).toMatchObject({ target_kind: 'classroom', details: { course_id: courseId } });
    expectRefused(await call(Q.remove, { id }), 'NOT_FOUND', CLASSROOM_MESSAGES.notFound);
  });
});

describe('sub-classrooms', () => {
  let parent: number;
  beforeAll(async () => {
    parent = await kit.classroom({ course_id: courseId });
  });

  it('creates a sub-classroom of a classroom; its parent never changes on update', async () => {
    const body = await call(Q.save, { ...validClassroom(courseId, instructorId), parent_id: parent });
    expect(body.errors).toBeUndefined();
    const child = body.data.createOrUpdateClassroom;
    expect(child).toMatchObject({ parent_id: parent, userowner_id: admin.id });
    const other = await kit.classroom({ course_id: courseId });
    const updated = await call(Q.save, {
      ...validClassroom(courseId, instructorId),
      id: child.id,
      updated_at: child.updated_at,
      parent_id: other,
      address: 'Rua 2',
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.createOrUpdateClassroom).toMatchObject({ parent_id: parent, address: 'Rua 2' });
    const unparented = (await call(Q.save, validClassroom(courseId, instructorId))).data.createOrUpdateClassroom;
    expect(unparented.parent_id).toBeNull();
  });

  it('refuses an unknown parent and a parent that is a sub-classroom itself, saving nothing', async () => {
    const child = await kit.classroom({ course_id: courseId, parent_id: parent });
    const before = await t.db.$count(classroom);
    expectRefused(await call(Q.save, { ...validClassroom(courseId, instructorId), parent_id: 999_999 }), 'BAD_USER_INPUT', CLASSROOM_MESSAGES.parentNotFound);
    expectRefused(
      await call(Q.save, { ...validClassroom(courseId, instructorId), parent_id: child }),
      'BAD_USER_INPUT',
      CLASSROOM_MESSAGES.parentIsSubClassroom,
    );
    expectRefused(await call(Q.save, { ...validClassroom(courseId, instructorId), parent_id: -1 }), 'BAD_USER_INPUT', CLASSROOM_MESSAGES.parentNotFound);
    expect(await t.db.$count(classroom)).toBe(before);
  });

  it('lists and counts the sub-classrooms of a classroom, searched and paged like the whole list', async () => {
    const own = await kit.classroom({ course_id: courseId, parent_id: parent, address: 'Rua Subturma Ômega' });
    const elsewhere = await kit.classroom({ course_id: courseId, parent_id: await kit.classroom({ course_id: courseId }) });
    const body = await call(Q.list, { parent_id: parent, limit: 200 });
    expect(body.errors).toBeUndefined();
    const ids = body.data.classroom_collections.map((c: { id: number }) => c.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(elsewhere);
    expect(ids).not.toContain(parent);
    expect(body.data.classroom_collections.every((c: { parent_id: number }) => c.parent_id === parent)).toBe(true);
    expect(body.data.classroom_count).toBe(ids.length);
    const searched = await call(Q.list, { parent_id: parent, search: 'Subturma Ômega' });
    expect(searched.data.classroom_count).toBe(1);
    expect(searched.data.classroom_collections.map((c: { id: number }) => c.id)).toEqual([own]);
    // Without parent_id the list is every classroom, sub-classrooms included.
    const all = await call(Q.list, { search: 'Subturma Ômega' });
    expect(all.data.classroom_collections.map((c: { id: number }) => c.id)).toEqual([own]);
    expectRefused(await call(Q.list, { parent_id: 0 }), 'BAD_USER_INPUT', CLASSROOM_MESSAGES.parentNotFound);
  });

  it('refuses to delete a classroom with sub-classrooms, then deletes it once they are gone', async () => {
    const main = await kit.classroom({ course_id: courseId });
    const child = await kit.classroom({ course_id: courseId, parent_id: main });
    expectRefused(await call(Q.remove, { id: main }), 'CONFLICT', CLASSROOM_MESSAGES.hasSubClassrooms);
    expect(await t.db.$count(classroom, eq(classroom.id, main))).toBe(1);
    expect((await call(Q.remove, { id: child })).data).toEqual({ deleteClassroom: true });
    expect((await call(Q.remove, { id: main })).data).toEqual({ deleteClassroom: true });
  });

  it('refuses sub-classrooms without the module Classroom', async () => {
    const before = await t.db.$count(classroom);
    expectRefused(await call(Q.save, { ...validClassroom(courseId, instructorId), parent_id: parent }, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.list, { parent_id: parent }, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expect(await t.db.$count(classroom)).toBe(before);
  });
});

describe('access', () => {
  it('refuses every operation without the module Classroom, and without a session', async () => {
    const id = await kit.classroom({ course_id: courseId });
    const calls: Array<[string, Record<string, unknown>]> = [
      [Q.one, { id }],
      [Q.list, {}],
      [Q.save, validClassroom(courseId, instructorId)],
      [Q.remove, { id }],
    ];
    for (const [query, variables] of calls) {
      expectRefused(await call(query, variables, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
      expectRefused(await call(query, variables, null), 'UNAUTHENTICATED');
    }
    expect(await t.db.$count(classroom, eq(classroom.id, id))).toBe(1);
  });
});
