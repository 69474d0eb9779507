import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import { CLASSROOM_MESSAGES, SUBSCRIPTION_MESSAGES } from '@backoffice/domain/schemas/classroom';
import { users } from '../../../db/schema/account.ts';
import { classroomSubscription } from '../../../db/schema/lms.ts';
import { createTestApp, errorCode, errorMessage, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { classroomKit } from './classroom-test-kit.ts';

const Q = {
  counts: `query ($classroom_id: Int!) {
    countSubscriptions(classroom_id: $classroom_id)
    countSubscriptionsIsPresent(classroom_id: $classroom_id)
    countSubscriptionsIsNotPresent(classroom_id: $classroom_id)
    countSubscriptionsIsNotInitiated(classroom_id: $classroom_id)
    is_attendance_list(classroom_id: $classroom_id)
  }`,
  list: `query ($classroom_id: Int!, $limit: Int, $page: Int) { subscription(classroom_id: $classroom_id, limit: $limit, page: $page) { id user_id is_present name uid } }`,
  present: `mutation ($id: Int!, $is_present: Int) { subscription_present(id: $id, is_present: $is_present) { id user_id is_present } }`,
  presentAll: `mutation ($classroom_id: Int!) { subscriptions_present_all(classroom_id: $classroom_id) }`,
  remove: `mutation ($id: Int!) { deleteSubscription(id: $id) }`,
  add: `mutation ($classroom_id: Int!, $uid: String!) { createSubscription_by_uid(classroom_id: $classroom_id, uid: $uid) { id user_id is_present name uid } }`,
};

let t: TestApp;
let admin: TestUser & { token: string };
let outsider: TestUser & { token: string };
let kit: ReturnType<typeof classroomKit>;

const call = (query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token) => t.gql('lms', query, variables, token ?? undefined);

function expectRefused(body: GqlBody, code: string, message?: string) {
  expect(errorCode(body), JSON.stringify(body.errors)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
}

const presence = async (ids: number[]) => {
  const rows = await t.db.select({ id: classroomSubscription.id, p: classroomSubscription.is_present }).from(classroomSubscription);
  const byId = new Map(rows.map((r) => [r.id, r.p]));
  return ids.map((id) => byId.get(id));
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createProfile({ modules: ['Classroom'] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['Course'] }));
  kit = classroomKit(t);
});
afterAll(() => t.close());

describe('counts and the participants list', () => {
  it('counts by attendance and lists by name with the uid', async () => {
    const id = await kit.classroom();
    expect((await call(Q.counts, { classroom_id: id })).data).toEqual({
      countSubscriptions: 0,
      countSubscriptionsIsPresent: 0,
      countSubscriptionsIsNotPresent: 0,
      countSubscriptionsIsNotInitiated: 0,
      is_attendance_list: false,
    });
    await kit.participants(id, [1, 0, 0, null]);
    expect((await call(Q.counts, { classroom_id: id })).data).toEqual({
      countSubscriptions: 4,
      countSubscriptionsIsPresent: 1,
      countSubscriptionsIsNotPresent: 2,
      countSubscriptionsIsNotInitiated: 1,
      is_attendance_list: true,
    });
    const page = (await call(Q.list, { classroom_id: id, limit: 3, page: 1 })).data.subscription;
    expect(page).toHaveLength(3);
    expect(page[0]).toEqual({
      id: expect.any(Number),
      user_id: expect.any(Number),
      is_present: expect.anything(),
      name: expect.any(String),
      uid: expect.any(String),
    });
    expect((await call(Q.list, { classroom_id: id, limit: 3, page: 2 })).data.subscription).toHaveLength(1);
  });
});

describe('attendance cycle', () => {
  it('subscription_present sets 1, 0 and -1 (stored as not started)', async () => {
    const id = await kit.classroom();
    const [sub] = await kit.participants(id, [null]);
    expect((await call(Q.present, { id: sub, is_present: 1 })).data.subscription_present.is_present).toBe(1);
    expect((await call(Q.present, { id: sub, is_present: 0 })).data.subscription_present.is_present).toBe(0);
    expect((await call(Q.present, { id: sub, is_present: -1 })).data.subscription_present.is_present).toBeNull();
    expect((await call(Q.present, { id: sub, is_present: 1 })).data.subscription_present.is_present).toBe(1);
    expect((await call(Q.present, { id: sub, is_present: null })).data.subscription_present.is_present).toBeNull();
    expectRefused(await call(Q.present, { id: sub, is_present: 2 }), 'BAD_USER_INPUT', SUBSCRIPTION_MESSAGES.invalidPresence);
    expectRefused(await call(Q.present, { id: 999_999, is_present: 1 }), 'NOT_FOUND', SUBSCRIPTION_MESSAGES.notFound);
  });

  it('subscriptions_present_all advances each participant one step, a mixed list included', async () => {
    const id = await kit.classroom();
    const other = await kit.classroom();
    const subs = await kit.participants(id, [null, 1, 0, null]);
    const [untouched] = await kit.participants(other, [1]);
    expect((await call(Q.presentAll, { classroom_id: id })).data.subscriptions_present_all).toBe(4);
    expect(await presence(subs)).toEqual([1, 0, null, 1]);
    await call(Q.presentAll, { classroom_id: id });
    expect(await presence(subs)).toEqual([0, null, 1, 0]);
    await call(Q.presentAll, { classroom_id: id });
    expect(await presence(subs)).toEqual([null, 1, 0, null]);
    expect(await presence([untouched])).toEqual([1]);
    expectRefused(await call(Q.presentAll, { classroom_id: 999_999 }), 'NOT_FOUND', CLASSROOM_MESSAGES.notFound);
  });

  it('an all-not-started list becomes all Concluído, then all Ausente', async () => {
    const id = await kit.classroom();
    const subs = await kit.participants(id, [null, null, null]);
    await call(Q.presentAll, { classroom_id: id });
    expect(await presence(subs)).toEqual([1, 1, 1]);
    await call(Q.presentAll, { classroom_id: id });
    expect(await presence(subs)).toEqual([0, 0, 0]);
  });
});

describe('createSubscription_by_uid', () => {
  it('adds by CPF (with or without the mask) or by registration number', async () => {
    const id = await kit.classroom();
    const person = await t.createUser({ profileId: null, name: 'Paula Participante' });
    await t.db.update(users).set({ uid: '52998224725' }).where(eq(users.id, person.id));
    const byCpf = await call(Q.add, { classroom_id: id, uid: '529.982.247-25' });
    expect(byCpf.data.createSubscription_by_uid).toMatchObject({ user_id: person.id, is_present: null, name: 'Paula Participante', uid: '52998224725' });
    const registered = await t.createUser({ profileId: null });
    expect((await call(Q.add, { classroom_id: id, uid: registered.uid })).data.createSubscription_by_uid.user_id).toBe(registered.id);
  });

  it('refuses an unknown user, a participant already there, a missing uid and an unknown classroom', async () => {
    const id = await kit.classroom();
    const person = await t.createUser({ profileId: null });
    await call(Q.add, { classroom_id: id, uid: person.uid });
    expectRefused(await call(Q.add, { classroom_id: id, uid: '000.000.000-00' }), 'NOT_FOUND', SUBSCRIPTION_MESSAGES.userNotFound('000.000.000-00'));
    expectRefused(await call(Q.add, { classroom_id: id, uid: person.uid }), 'CONFLICT', SUBSCRIPTION_MESSAGES.alreadySubscribed(person.uid));
    expectRefused(await call(Q.add, { classroom_id: id, uid: ' ' }), 'BAD_USER_INPUT', SUBSCRIPTION_MESSAGES.uidRequired);
    expectRefused(await call(Q.add, { classroom_id: 999_999, uid: person.uid }), 'NOT_FOUND', CLASSROOM_MESSAGES.notFound);
    expect(await t.db.$count(classroomSubscription, eq(classroomSubscription.classroom_id, id))).toBe(1);
  });

  it('holds the registration limit, also under concurrent adds', async () => {
    const id = await kit.classroom({ limit_registrations: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, () => t.createUser({ profileId: null })));
    const results = await Promise.all(people.map((p) => call(Q.add, { classroom_id: id, uid: p.uid })));
    expect(results.filter((r) => !r.errors).length).toBe(3);
    for (const refused of results.filter((r) => r.errors)) expectRefused(refused, 'CONFLICT', SUBSCRIPTION_MESSAGES.limitReached(3));
    expect(await t.db.$count(classroomSubscription, eq(classroomSubscription.classroom_id, id))).toBe(3);
  });
});

describe('deleteSubscription', () => {
  it('removes one participant', async () => {
    const id = await kit.classroom();
    const [a, b] = await kit.participants(id, [1, null]);
    expect((await call(Q.remove, { id: a })).data.deleteSubscription).toBe(true);
    expect(await presence([a, b])).toEqual([undefined, null]);
    expectRefused(await call(Q.remove, { id: a }), 'NOT_FOUND', SUBSCRIPTION_MESSAGES.notFound);
  });
});

describe('access', () => {
  it('refuses every operation without the module Classroom, changing nothing', async () => {
    const id = await kit.classroom();
    const [sub] = await kit.participants(id, [null]);
    const person = await t.createUser({ profileId: null });
    const calls: Array<[string, Record<string, unknown>]> = [
      [Q.counts, { classroom_id: id }],
      [Q.list, { classroom_id: id }],
      [Q.present, { id: sub, is_present: 1 }],
      [Q.presentAll, { classroom_id: id }],
      [Q.remove, { id: sub }],
      [Q.add, { classroom_id: id, uid: person.uid }],
    ];
    for (const [query, variables] of calls) {
      expectRefused(await call(query, variables, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
      expectRefused(await call(query, variables, null), 'UNAUTHENTICATED');
    }
    expect(await presence([sub])).toEqual([null]);
    expect(await t.db.$count(classroomSubscription, eq(classroomSubscription.classroom_id, id))).toBe(1);
  });
});
