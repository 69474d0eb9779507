import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { ACCOUNT_MODULES } from '@backoffice/domain/modules';
import { profileAccountModule } from '../../../db/schema/account.ts';
import { classroom, classroomSubscription, course, courseProgress } from '../../../db/schema/lms.ts';
import { xlsxRows } from '../../../test/sheet-rows.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp } from '../../../test/test-app.ts';
import { workload } from './course-summary-report-routes.ts';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const insertCourse = async (key: string, values: Omit<typeof course.$inferInsert, 'title'>) => {
    const [row] = await t.db
      .insert(course)
      .values({ title: key, ...values })
      .returning({ id: course.id });
    ids[key] = row.id;
  };
  await insertCourse('Seguro Auto Essencial', { type: 'online', active: 1, hours: 2, minutes: 30, date_publish: new Date('2026-05-04T03:00:00Z') });
  await insertCourse('Sem carga horária', { type: 'online', active: 0 });
  await insertCourse('Oficina de Vendas', { type: 'presential', active: 1, hours: 120, minutes: 5, date_publish: new Date('2025-12-31T23:59:00Z') });
  const learners = [];
  for (let i = 0; i < 4; i++) learners.push((await t.createUser({ profileId: null })).id);
  await t.db.insert(courseProgress).values([
    { course_id: ids['Seguro Auto Essencial'], user_id: learners[0], progress: 100, completed_at: new Date() },
    { course_id: ids['Seguro Auto Essencial'], user_id: learners[1], progress: 100, completed_at: new Date() },
    { course_id: ids['Seguro Auto Essencial'], user_id: learners[2], progress: 10 },
  ]);
  const [c1, c2] = await t.db
    .insert(classroom)
    .values([{ course_id: ids['Oficina de Vendas'] }, { course_id: ids['Oficina de Vendas'] }])
    .returning({ id: classroom.id });
  await t.db.insert(classroomSubscription).values([
    { classroom_id: c1.id, user_id: learners[0], is_present: 1 },
    { classroom_id: c1.id, user_id: learners[1], is_present: 0 },
    { classroom_id: c1.id, user_id: learners[2], is_present: null },
    { classroom_id: c2.id, user_id: learners[3], is_present: 1 },
  ]);
});
afterAll(() => t?.close());

const get = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v1/lms/relatorio_cursos_pb', headers: token ? bearer(token) : {} });

describe('GET /api/v1/lms/relatorio_cursos_pb', () => {
  it('gives one row per course, online and presential, with enrolments and completions', async () => {
    const user = await t.signIn(await t.createProfile({ modules: ['Course'] }));
    const res = await get(user.token);
    expect(await xlsxRows(res, 'cursos.xlsx')).toEqual([
      ['ID', 'Tipo', 'Título', 'Ativo', 'Carga horária', 'Publicação', 'Inscritos', 'Concluídos'],
      [ids['Seguro Auto Essencial'], 'On-line', 'Seguro Auto Essencial', 'Sim', '02:30', '04/05/2026 00:00', 3, 2],
      [ids['Sem carga horária'], 'On-line', 'Sem carga horária', 'Não', '', '', 0, 0],
      [ids['Oficina de Vendas'], 'Presencial', 'Oficina de Vendas', 'Sim', '120:05', '31/12/2025 20:59', 4, 2],
    ]);
  });

  it('formats the workload as hh:mm', () => {
    expect([workload(0, 45), workload(8, null), workload(null, null), workload(100, 0)]).toEqual(['00:45', '08:00', '', '100:00']);
  });

  it('through the Dashboard alone, only super administrators may download it', async () => {
    expect((await get((await t.signIn(PROFILE_ID.SUPER_ADMIN)).token)).statusCode).toBe(200);
    // Profile 15 sees the course block but not the course-report link.
    const courseModule = ACCOUNT_MODULES.find((m) => m.name === 'Course')!.id;
    await t.db
      .delete(profileAccountModule)
      .where(and(eq(profileAccountModule.profile_id, PROFILE_ID.SPECIAL), eq(profileAccountModule.account_module_id, courseModule)));
    expectRestRefused(await get((await t.signIn(PROFILE_ID.SPECIAL)).token), 'FORBIDDEN');
    expectRestRefused(await get((await t.signIn(await t.createProfile({ modules: ['Dashboard'] }))).token), 'FORBIDDEN');
  });

  it('refuses other profiles and anonymous callers', async () => {
    expectRestRefused(await get((await t.signIn(await t.createProfile({ modules: ['Classroom', 'Media'] }))).token), 'FORBIDDEN');
    expectRestRefused(await get(), 'UNAUTHENTICATED');
  });
});
