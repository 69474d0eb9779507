import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { course, courseProgress } from '../../../db/schema/lms.ts';
import { xlsxRows } from '../../../test/sheet-rows.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp, type TestUser } from '../../../test/test-app.ts';

let t: TestApp;
let ana: TestUser;
let bruno: TestUser;
const courseIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.createUser({ profileId: PROFILE_ID.ADMIN, name: 'Ana Lima' });
  bruno = await t.createUser({ profileId: null, name: 'Bruno Reis' });
  for (const [key, type] of [
    ['seguros', 'online'],
    ['vendas', 'online'],
    ['presencial', 'presential'],
  ] as const) {
    const [row] = await t.db
      .insert(course)
      .values({ type, title: `Curso ${key}` })
      .returning({ id: course.id });
    courseIds[key] = row.id;
  }
  await t.db.insert(courseProgress).values([
    {
      course_id: courseIds.seguros,
      user_id: ana.id,
      progress: 100,
      started_at: new Date('2026-10-01T13:00:00Z'),
      completed_at: new Date('2026-10-05T01:15:00Z'),
    },
    { course_id: courseIds.vendas, user_id: ana.id, progress: 40, started_at: new Date('2019-09-02T12:00:00Z') },
    // Not an online course: not in this report.
    { course_id: courseIds.presencial, user_id: bruno.id, progress: 100, started_at: new Date('2026-01-01T12:00:00Z') },
    { course_id: courseIds.seguros, user_id: bruno.id, progress: 0, started_at: new Date('2026-11-21T10:00:00Z') },
  ]);
});
afterAll(() => t?.close());

const get = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v1/lms/relatorio_cm_progressao', headers: token ? bearer(token) : {} });

describe('GET /api/v1/lms/relatorio_cm_progressao', () => {
  it('lists the progress of every learner in every online course', async () => {
    const user = await t.signIn(await t.createProfile({ modules: ['Course'] }));
    const res = await get(user.token);
    expect(await xlsxRows(res, 'progressao-cursos-online.xlsx')).toEqual([
      ['Curso ID', 'Curso', 'Nome', 'CPF/Matrícula', 'Perfil', 'Progresso (%)', 'Status', 'Início', 'Conclusão'],
      // 01:15 UTC on 5 October is 22:15 on the 4th in São Paulo.
      [courseIds.seguros, 'Curso seguros', 'Ana Lima', ana.uid, 'Administrador', 100, 'Concluído', '01/10/2026 10:00', '04/10/2026 22:15'],
      [courseIds.vendas, 'Curso vendas', 'Ana Lima', ana.uid, 'Administrador', 40, 'Em andamento', '02/09/2019 09:00', ''],
      [courseIds.seguros, 'Curso seguros', 'Bruno Reis', bruno.uid, '', 0, 'Em andamento', '21/11/2026 07:00', ''],
    ]);
  });

  it('is open to the Dashboard module, and refuses other profiles and anonymous callers', async () => {
    const dashboard = await t.signIn(await t.createProfile({ modules: ['Dashboard'] }));
    expect((await get(dashboard.token)).statusCode).toBe(200);
    const outsider = await t.signIn(await t.createProfile({ modules: ['Classroom', 'Trail'] }));
    expectRestRefused(await get(outsider.token), 'FORBIDDEN');
    expectRestRefused(await get(), 'UNAUTHENTICATED');
  });
});
