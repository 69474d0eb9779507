import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { users } from '../../db/schema/account.ts';
import { analyticsEvent } from '../../db/schema/analytics.ts';
import { chat } from '../../db/schema/chat.ts';
import { asset } from '../../db/schema/dam.ts';
import { classroom, classroomSubscription, course, courseProgress, trail } from '../../db/schema/lms.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The counts migrations 0012 and 0015's triggers keep: a table, or a table per value of some columns. */
const COUNTED: Array<{ table: string; columns?: string[] }> = [
  { table: 'users' },
  { table: 'corretor' },
  { table: 'parceiro' },
  { table: 'course', columns: ['type'] },
  { table: 'course', columns: ['type', 'active'] },
  { table: 'asset', columns: ['module_name'] },
  { table: 'asset', columns: ['module_name', 'active'] },
  { table: 'trail' },
  { table: 'classroom' },
  { table: 'chat' },
];

let t: TestApp;

/** Every key whose kept count differs from counting the table now, with both figures. */
async function rowCountDrift() {
  const counted = new Map<string, number>();
  for (const { table, columns = [] } of COUNTED) {
    const key = [`'${table}'`, ...columns.map((column) => `coalesce("${column}"::text, '')`)].join(` || ':' || `);
    const result = (await t.database.query(`select ${key} as key, count(*)::int as n from "${table}" group by 1`)) as { rows: { key: string; n: number }[] };
    for (const row of result.rows) counted.set(row.key, row.n);
  }
  const kept = (await t.database.query(`select key, n::int as n from row_count`)) as { rows: { key: string; n: number }[] };
  const keys = new Set([...counted.keys(), ...kept.rows.map((r) => r.key)]);
  return [...keys]
    .map((key) => ({ key, counted: counted.get(key) ?? 0, kept: kept.rows.find((r) => r.key === key)?.n ?? 0 }))
    .filter((d) => d.counted !== d.kept);
}

/** Kept counts per key (migration 0014) against counting the table now, keys with a count only. */
async function perKeyDrift(target: string, counted: string, key: string, condition: string) {
  const query = async (sql: string) => ((await t.database.query(sql)) as { rows: { key: number; n: number }[] }).rows.sort((a, b) => a.key - b.key);
  return {
    counted: await query(`select ${key} as key, count(*)::int as n from ${counted} where ${condition} group by 1`),
    kept: await query(`select ${key} as key, n::int as n from ${target} where n <> 0`),
  };
}

/** Every São Paulo day whose kept page views differ from counting the events now. */
async function pageViewDrift() {
  const counted = (await t.database.query(
    `select (occurred_at at time zone 'America/Sao_Paulo')::date::text as day, count(*)::int as n
       from analytics_event where kind = 'page_view' and user_id is not null group by 1`,
  )) as { rows: { day: string; n: number }[] };
  const kept = (await t.database.query(`select day::text as day, n::int as n from page_view_day where n <> 0`)) as { rows: { day: string; n: number }[] };
  const sort = (list: { day: string; n: number }[]) => [...list].sort((a, b) => a.day.localeCompare(b.day));
  return { counted: sort(counted.rows), kept: sort(kept.rows) };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('counts kept by triggers never drift from the tables (migration 0012)', () => {
  it('row_count follows inserts, deletes, cascades and a change of the counted column', async () => {
    expect(await rowCountDrift()).toEqual([]);
    const made = await Promise.all([1, 2, 3].map((i) => t.createUser({ profileId: PROFILE_ID.SPECIAL, name: `Contada ${i}` })));
    const courses = await t.db
      .insert(course)
      .values([
        { type: 'online', title: 'Contado on-line' },
        { type: 'presential', title: 'Contado presencial' },
        { type: 'presential', title: 'Outro presencial' },
      ])
      .returning({ id: course.id });
    await t.db.insert(classroom).values([
      { course_id: courses[1].id, title: 'Turma A' },
      { course_id: courses[1].id, title: 'Turma B' },
    ]);
    await t.db.insert(asset).values([
      { module_name: 'Media', title: 'Ebook contado' },
      { module_name: 'Banner', title: 'Banner contado' },
    ]);
    await t.db.insert(trail).values({ title: 'Trilha contada' });
    await t.db
      .insert(chat)
      .values({ title: 'Sala contada', date_publish: new Date(), datetime_start: new Date(), datetime_end: new Date(Date.now() + 3_600_000) });
    expect(await rowCountDrift()).toEqual([]);

    // Statements moving rows between keys, a delete, and a delete that cascades.
    await t.db.update(course).set({ type: 'online' }).where(eq(course.id, courses[2].id));
    await t.db
      .update(course)
      .set({ active: 1 })
      .where(inArray(course.id, [courses[0].id, courses[2].id]));
    await t.db.update(asset).set({ active: 0 }).where(eq(asset.title, 'Ebook contado'));
    await t.db.delete(users).where(inArray(users.id, [made[0].id, made[1].id]));
    await t.db.delete(asset).where(eq(asset.title, 'Banner contado'));
    await t.db.delete(course).where(eq(course.id, courses[1].id));
    expect(await rowCountDrift()).toEqual([]);
  });

  it('page_view_day follows events sent, changed, deleted, and the users deleted under them', async () => {
    const viewer = await t.createUser({ profileId: PROFILE_ID.SPECIAL, name: 'Leitora' });
    const other = await t.createUser({ profileId: PROFILE_ID.SPECIAL, name: 'Leitor' });
    const at = (iso: string, userId: number | null, kind = 'page_view') => ({ kind, occurred_at: new Date(iso), path: '/inicio', user_id: userId });
    const events = await t.db
      .insert(analyticsEvent)
      .values([
        // Either side of midnight in São Paulo (03:00 UTC), and of the 2018 daylight-saving start.
        at('2026-03-10T02:59:59Z', viewer.id),
        at('2026-03-10T03:00:00Z', viewer.id),
        at('2026-03-10T15:00:00Z', other.id),
        at('2026-03-10T15:00:00Z', null),
        at('2026-03-10T15:00:00Z', viewer.id, 'banner_click'),
        at('2018-11-04T02:59:00Z', other.id),
        at('2018-11-04T03:00:00Z', other.id),
      ])
      .returning({ id: analyticsEvent.id });
    let drift = await pageViewDrift();
    expect(drift.kept).toEqual(drift.counted);
    expect(drift.counted.length).toBeGreaterThan(0);

    // An event's kind and day change, another is deleted, then a user is (events keep no user).
    await t.db.update(analyticsEvent).set({ kind: 'page_view' }).where(eq(analyticsEvent.id, events[4].id));
    await t.db
      .update(analyticsEvent)
      .set({ occurred_at: new Date('2026-03-12T12:00:00Z') })
      .where(eq(analyticsEvent.id, events[0].id));
    await t.db.delete(analyticsEvent).where(eq(analyticsEvent.id, events[5].id));
    await t.db.delete(users).where(eq(users.id, other.id));
    drift = await pageViewDrift();
    expect(drift.kept).toEqual(drift.counted);
  });

  it('course_completions and the classroom attendance counts follow progress and attendance, and what deletes them', async () => {
    const learners = await Promise.all([1, 2, 3].map((i) => t.createUser({ profileId: PROFILE_ID.SPECIAL, name: `Aprendiz ${i}` })));
    const [online, presential] = await t.db
      .insert(course)
      .values([
        { type: 'online', title: 'Concluído on-line' },
        { type: 'presential', title: 'Presença presencial' },
      ])
      .returning({ id: course.id });
    const rooms = await t.db
      .insert(classroom)
      .values([
        { course_id: presential.id, title: 'Turma 1' },
        { course_id: presential.id, title: 'Turma 2' },
      ])
      .returning({ id: classroom.id });
    await t.db
      .insert(courseProgress)
      .values(learners.map((l, i) => ({ course_id: online.id, user_id: l.id, progress: i === 0 ? 50 : 100, completed_at: i === 0 ? null : new Date() })));
    await t.db
      .insert(classroomSubscription)
      .values(learners.flatMap((l, i) => rooms.map((room) => ({ classroom_id: room.id, user_id: l.id, is_present: i === 2 ? 0 : i === 1 ? null : 1 }))));
    const check = async () => {
      for (const drift of [
        await perKeyDrift('course_completions', 'course_progress', 'course_id', 'completed_at is not null'),
        await perKeyDrift('classroom_presences', 'classroom_subscription', 'classroom_id', 'is_present = 1'),
        await perKeyDrift('classroom_subscribed', 'classroom_subscription', 'classroom_id', 'true'),
        await perKeyDrift('classroom_absences', 'classroom_subscription', 'classroom_id', 'is_present = 0'),
        await perKeyDrift(
          'course_presences',
          '(select k.course_id, s.is_present from classroom_subscription s join classroom k on k.id = s.classroom_id) as present',
          'course_id',
          'is_present = 1 and course_id is not null',
        ),
      ]) {
        expect(drift.kept).toEqual(drift.counted);
      }
    };
    await check();

    // A completion, an absence, a learner deleted (cascades to both), a classroom deleted.
    await t.db.update(courseProgress).set({ completed_at: new Date(), progress: 100 }).where(eq(courseProgress.user_id, learners[0].id));
    await t.db.update(classroomSubscription).set({ is_present: 0 }).where(eq(classroomSubscription.user_id, learners[1].id));
    await t.db.delete(users).where(eq(users.id, learners[2].id));
    await t.db.delete(classroom).where(eq(classroom.id, rooms[0].id));
    await check();

    // A classroom moves to another course, then the course it left and the one it joined go.
    const [other] = await t.db.insert(course).values({ type: 'presential', title: 'Outro curso' }).returning({ id: course.id });
    await t.db.update(classroomSubscription).set({ is_present: 1 }).where(eq(classroomSubscription.classroom_id, rooms[1].id));
    await t.db.update(classroom).set({ course_id: other.id }).where(eq(classroom.id, rooms[1].id));
    await check();
    await t.db.delete(course).where(eq(course.id, presential.id));
    await t.db.delete(course).where(eq(course.id, other.id));
    await check();
  });
});
