import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_VIEW_CHART_DAYS } from '@backoffice/domain/dashboard';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { analyticsEvent } from '../db/schema/analytics.ts';
import { classroom, classroomSubscription, course, courseProgress, instrutor } from '../db/schema/lms.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { seedDemoAssets } from './demo-assets.ts';
import { seedDemoCategories } from './demo-categories.ts';
import { seedDemo } from './demo.ts';

let t: TestApp;
let admin: TestUser & { token: string };
const now = new Date('2026-11-22T15:00:00Z');

/** YYYY-MM-DD of a São Paulo calendar day, `days` before `now`. */
function saoPauloDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(now.getTime() - days * 86_400_000));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  await seedDemo(t.db);
  await seedDemoAssets(t.db, t.files);
  await seedDemoCategories(t.db, t.files);
}, 60_000);
afterAll(() => t?.close());

describe('seedDemoActivity', () => {
  it('seeds classrooms, progress, analytics and commitment terms once', async () => {
    const started = performance.now();
    expect(await seedDemoActivity(t.db, t.files, now)).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await seedDemoActivity(t.db, t.files, now)).toBe(false);

    expect(await t.db.$count(instrutor)).toBe(3);
    const presential = await t.db.select({ id: course.id, active: course.active }).from(course).where(eq(course.type, 'presential'));
    expect(presential).toHaveLength(4);
    expect(presential.filter((c) => c.active === 1)).toHaveLength(3);
    const rooms = await t.db.select({ start: classroom.datetime_start, instructor: classroom.instrutor_id }).from(classroom);
    expect(rooms).toHaveLength(13);
    expect(rooms.every((r) => r.start!.getUTCFullYear() >= 2024 && r.start!.getUTCFullYear() <= 2026)).toBe(true);
    expect(rooms.filter((r) => r.instructor === null).length).toBeGreaterThanOrEqual(1);
    // Participants in every state: present, absent and not started.
    const states = await t.db
      .select({ state: classroomSubscription.is_present, n: count() })
      .from(classroomSubscription)
      .groupBy(classroomSubscription.is_present);
    expect(states.map((s) => s.state).sort()).toEqual([0, 1, null]);
    expect(states.every((s) => s.n > 0)).toBe(true);

    const [progress] = await t.db
      .select({ all: count(), done: count(courseProgress.completed_at), first: sql<Date>`min(${courseProgress.started_at})` })
      .from(courseProgress);
    expect(progress.all).toBeGreaterThan(100);
    expect(progress.done).toBeGreaterThan(50);
    expect(new Date(progress.first).getTime()).toBeGreaterThanOrEqual(Date.UTC(2019, 8, 1));
    const [late] = await t.db.select({ n: count() }).from(courseProgress).where(gte(courseProgress.completed_at, now));
    expect(late.n).toBe(0);

    const kinds = await t.db.select({ kind: analyticsEvent.kind, n: count() }).from(analyticsEvent).groupBy(analyticsEvent.kind);
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
    expect(byKind.page_view).toBeGreaterThan(200);
    expect(byKind.page_view).toBeLessThan(1000);
    expect(byKind.banner_click).toBe(45);
    expect(byKind.asset_download).toBe(90);
    const [future] = await t.db.select({ n: count() }).from(analyticsEvent).where(gte(analyticsEvent.occurred_at, now));
    expect(future.n).toBe(0);
    const [brokerViews] = await t.db
      .select({ n: count() })
      .from(analyticsEvent)
      .where(
        and(
          eq(analyticsEvent.kind, 'page_view'),
          isNotNull(analyticsEvent.user_id),
          sql`exists (select 1 from corretor c where c.user_id = ${analyticsEvent.user_id})`,
        ),
      );
    expect(brokerViews.n).toBeGreaterThan(0);
  });

  it('feeds every dashboard block: each of the chart days has page views, the rankings and term counts have data', async () => {
    const days = Array.from({ length: PAGE_VIEW_CHART_DAYS }, (_, i) => saoPauloDay(i + 1));
    const query = `{ ${days.map((d, i) => `d${i}: countPages(day: "${d}")`).join(' ')} }`;
    const views = await t.gql('analytics', query, {}, admin.token);
    expect(views.errors).toBeUndefined();
    const values = Object.values(views.data as Record<string, number>);
    expect(values.every((n) => n > 0)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(3);

    const terms = await t.gql('account', '{ termoCompromissoCount { parceiros corretores colaboradores } }', {}, admin.token);
    expect(terms.data.termoCompromissoCount.corretores).toBe(120);
    expect(terms.data.termoCompromissoCount.parceiros).toBe(80);
    expect(terms.data.termoCompromissoCount.colaboradores).toBeGreaterThan(0);

    const trending = await t.gql('lms', '{ coursesOnlineTrending { title total } coursesPresentialTrending { title total } }', {}, admin.token);
    expect(trending.data.coursesOnlineTrending).toHaveLength(4);
    expect(trending.data.coursesOnlineTrending[0].title).toBe('Fundamentos do Seguro Auto');
    expect(trending.data.coursesPresentialTrending.length).toBeGreaterThanOrEqual(3);
    expect(trending.data.coursesPresentialTrending.every((c: { total: number }) => c.total > 0)).toBe(true);
  });
});
