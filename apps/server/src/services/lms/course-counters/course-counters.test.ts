import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { classroom, classroomSubscription, course, courseProgress } from '../../../db/schema/lms.ts';
import { createTestApp, errorCode, errorMessage, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { COURSE_COUNTER_MESSAGES } from './course-counters-schema.ts';

const Q = {
  count: `query ($type: String!, $active: Int) { courseCount(type: $type, active: $active) }`,
  online: `query ($limit: Int) { coursesOnlineTrending(limit: $limit) { id title total } }`,
  presential: `query ($limit: Int) { coursesPresentialTrending(limit: $limit) { id title total } }`,
};

let t: TestApp;
let admin: TestUser & { token: string };
let learners: TestUser[];
const ids: Record<string, number> = {};

function call(query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) {
  return t.gql('lms', query, variables, token ?? undefined);
}

function expectRefused(body: GqlBody, code: string, message?: string) {
  expect(errorCode(body)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
  expect(body.data ?? null).toBeNull();
}

async function insertCourse(title: string, type: 'online' | 'presential', active = 1) {
  const [row] = await t.db.insert(course).values({ title, type, active }).returning({ id: course.id });
  ids[title] = row.id;
  return row.id;
}

const completed = new Date('2026-03-10T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  learners = [];
  for (let i = 0; i < 4; i++) learners.push(await t.createUser({ profileId: null }));
  const [u1, u2, u3, u4] = learners.map((l) => l.id);

  // Online: Alpha and Beta tie on 2 completions (Alpha has the lower id), Gama has 1, Delta none.
  const alpha = await insertCourse('Alpha', 'online', 1);
  const beta = await insertCourse('Beta', 'online', 0);
  const gama = await insertCourse('Gama', 'online', 1);
  await insertCourse('Delta', 'online', 1);
  const p1 = await insertCourse('Presencial Um', 'presential', 1);
  const p2 = await insertCourse('Presencial Dois', 'presential', 0);
  await insertCourse('Presencial Três', 'presential', 1);
  await t.db.insert(courseProgress).values([
    { course_id: gama, user_id: u1, progress: 100, completed_at: completed },
    { course_id: gama, user_id: u2, progress: 40 },
    { course_id: gama, user_id: u3, progress: 90 },
    { course_id: beta, user_id: u1, progress: 100, completed_at: completed },
    { course_id: beta, user_id: u2, progress: 100, completed_at: completed },
    { course_id: alpha, user_id: u3, progress: 100, completed_at: completed },
    { course_id: alpha, user_id: u4, progress: 100, completed_at: completed },
  ]);
  // Presential: Dois has 1 present over two classrooms; Um has 3 (absent and not started do not count).
  const rooms = await t.db
    .insert(classroom)
    .values([{ course_id: p1 }, { course_id: p1 }, { course_id: p2 }, { course_id: p2 }])
    .returning({ id: classroom.id });
  await t.db.insert(classroomSubscription).values([
    { classroom_id: rooms[0].id, user_id: u1, is_present: 1 },
    { classroom_id: rooms[0].id, user_id: u2, is_present: 1 },
    { classroom_id: rooms[0].id, user_id: u3, is_present: 0 },
    { classroom_id: rooms[1].id, user_id: u4, is_present: 1 },
    { classroom_id: rooms[1].id, user_id: u1, is_present: null },
    { classroom_id: rooms[2].id, user_id: u1, is_present: 1 },
    { classroom_id: rooms[3].id, user_id: u2, is_present: 0 },
    { classroom_id: rooms[3].id, user_id: u3, is_present: null },
  ]);
});
afterAll(() => t?.close());

describe('courseCount', () => {
  it('counts the courses of a type, all, active or inactive', async () => {
    const count = async (type: string, active?: number) => {
      const body = await call(Q.count, active === undefined ? { type } : { type, active });
      expect(body.errors).toBeUndefined();
      return body.data.courseCount as number;
    };
    expect(await count('online')).toBe(4);
    expect(await count('online', 1)).toBe(3);
    expect(await count('online', 0)).toBe(1);
    expect(await count('presential')).toBe(3);
    expect(await count('presential', 1)).toBe(2);
    expect(await count('presential', 0)).toBe(1);
    expect((await call(Q.count, { type: 'online', active: null })).data.courseCount).toBe(4);
  });

  it('refuses an unknown type and an active filter other than 0 or 1', async () => {
    expectRefused(await call(Q.count, { type: 'hybrid' }), 'BAD_USER_INPUT', COURSE_COUNTER_MESSAGES.type);
    expectRefused(await call(Q.count, { type: 'online', active: 2 }), 'BAD_USER_INPUT', COURSE_COUNTER_MESSAGES.active);
    expectRefused(await call(Q.count, { type: 'online', active: -1 }), 'BAD_USER_INPUT', COURSE_COUNTER_MESSAGES.active);
  });

  it('answers the Course module, and the Dashboard module only where the courses block shows', async () => {
    const courseUser = await t.signIn(await t.createProfile({ modules: ['Course'] }));
    expect((await call(Q.count, { type: 'online' }, courseUser.token)).data.courseCount).toBe(4);
    const dashboardOnly = await t.signIn(await t.createProfile({ modules: ['Dashboard'] }));
    expectRefused(await call(Q.count, { type: 'online' }, dashboardOnly.token), 'FORBIDDEN', MESSAGES.forbidden);
    const outsider = await t.signIn(await t.createProfile({ modules: ['Banner', 'User'] }));
    expectRefused(await call(Q.count, { type: 'online' }, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.count, { type: 'online' }, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
  });
});

describe('coursesOnlineTrending and coursesPresentialTrending', () => {
  it('rank online courses by completions and presential courses by present participants, ties by id', async () => {
    const online = await call(Q.online);
    expect(online).toEqual({
      data: {
        coursesOnlineTrending: [
          { id: ids.Alpha, title: 'Alpha', total: 2 },
          { id: ids.Beta, title: 'Beta', total: 2 },
          { id: ids.Gama, title: 'Gama', total: 1 },
        ],
      },
    });
    const presential = await call(Q.presential);
    expect(presential).toEqual({
      data: {
        coursesPresentialTrending: [
          { id: ids['Presencial Um'], title: 'Presencial Um', total: 3 },
          { id: ids['Presencial Dois'], title: 'Presencial Dois', total: 1 },
        ],
      },
    });
    expect((await call(Q.online, { limit: 1 })).data.coursesOnlineTrending).toEqual([{ id: ids.Alpha, title: 'Alpha', total: 2 }]);
    expect((await call(Q.presential, { limit: 1 })).data.coursesPresentialTrending).toHaveLength(1);
  });

  it('returns 10 courses by default and refuses a limit outside 1..10', async () => {
    const [u1] = learners;
    for (let i = 1; i <= 9; i++) {
      const id = await insertCourse(`Extra ${i}`, 'online');
      await t.db.insert(courseProgress).values({ course_id: id, user_id: u1.id, progress: 100, completed_at: completed });
    }
    const all = (await call(Q.online)).data.coursesOnlineTrending as Array<{ title: string }>;
    expect(all.map((c) => c.title)).toEqual(['Alpha', 'Beta', 'Gama', 'Extra 1', 'Extra 2', 'Extra 3', 'Extra 4', 'Extra 5', 'Extra 6', 'Extra 7']);
    expect((await call(Q.online, { limit: null })).data.coursesOnlineTrending).toHaveLength(10);
    for (const query of [Q.online, Q.presential]) {
      expectRefused(await call(query, { limit: 11 }), 'BAD_USER_INPUT', COURSE_COUNTER_MESSAGES.limit);
      expectRefused(await call(query, { limit: 0 }), 'BAD_USER_INPUT', COURSE_COUNTER_MESSAGES.limit);
    }
  });

  it('answer every Dashboard user and the Course module, and refuse others and anonymous callers', async () => {
    const dashboardOnly = await t.signIn(await t.createProfile({ modules: ['Dashboard'] }));
    const courseUser = await t.signIn(await t.createProfile({ modules: ['Course'] }));
    for (const token of [dashboardOnly.token, courseUser.token]) {
      expect((await call(Q.online, { limit: 1 }, token)).data.coursesOnlineTrending).toEqual([{ id: ids.Alpha, title: 'Alpha', total: 2 }]);
      expect((await call(Q.presential, { limit: 1 }, token)).data.coursesPresentialTrending[0].title).toBe('Presencial Um');
    }
    const outsider = await t.signIn(await t.createProfile({ modules: ['Classroom'] }));
    for (const query of [Q.online, Q.presential]) {
      expectRefused(await call(query, {}, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
      expectRefused(await call(query, {}, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
    }
  });
});
