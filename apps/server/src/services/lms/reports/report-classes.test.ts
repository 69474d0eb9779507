import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classroom, classroomSubscription, course, instrutor } from '../../../db/schema/lms.ts';
import { sheetRows, xlsxRows } from '../../../test/sheet-rows.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const [c] = await t.db.insert(course).values({ type: 'presential', title: 'Direção Defensiva' }).returning({ id: course.id });
  const [i] = await t.db.insert(instrutor).values({ nome: 'Carlos Souza', cpf: '123.456.789-09' }).returning({ id: instrutor.id });
  const insertClassroom = async (key: string, values: Partial<typeof classroom.$inferInsert>) => {
    const [row] = await t.db.insert(classroom).values(values).returning({ id: classroom.id });
    ids[key] = row.id;
  };
  await insertClassroom('full', {
    course_id: c.id,
    instrutor_id: i.id,
    address: 'Av. Paulista, 1000 - São Paulo',
    datetime_start: new Date('2026-03-10T12:00:00Z'),
    datetime_end: new Date('2026-03-10T21:30:00Z'),
  });
  await insertClassroom('bare', {});
  await insertClassroom('notTaken', { course_id: c.id, address: 'Rua XV, 20', datetime_start: new Date('2026-12-01T02:30:00Z') });
  const subscribe = async (key: string, states: Array<number | null>) => {
    for (const is_present of states) {
      const user = await t.createUser({ profileId: null });
      await t.db.insert(classroomSubscription).values({ classroom_id: ids[key], user_id: user.id, is_present });
    }
  };
  await subscribe('full', [1, 1, 0, null]);
  await subscribe('notTaken', [null, null]);
});
afterAll(() => t?.close());

const get = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v1/lms/report_classes', headers: token ? bearer(token) : {} });

describe('GET /api/v1/lms/report_classes', () => {
  it('lists every classroom with its attendance totals', async () => {
    const user = await t.signIn(await t.createProfile({ modules: ['Classroom'] }));
    const res = await get(user.token);
    expect(await xlsxRows(res, 'turmas.xlsx')).toEqual([
      ['ID', 'Curso', 'Endereço', 'Instrutor', 'Início', 'Fim', 'Inscritos', 'Concluídos', 'Ausentes', 'Não iniciados', 'Lista realizada'],
      [ids.full, 'Direção Defensiva', 'Av. Paulista, 1000 - São Paulo', 'Carlos Souza', '10/03/2026 09:00', '10/03/2026 18:30', 4, 2, 1, 1, 'Sim'],
      [ids.bare, '', '', '', '', '', 0, 0, 0, 0, 'Não'],
      // 02:30 UTC on 1 December is still 30 November in São Paulo.
      [ids.notTaken, 'Direção Defensiva', 'Rua XV, 20', '', '30/11/2026 23:30', '', 2, 0, 0, 2, 'Não'],
    ]);
  });

  it('reads the classrooms in batches: totals stay with their classroom past the first batch', async () => {
    const more = await t.db
      .insert(classroom)
      .values(Array.from({ length: 1200 }, (_, n) => ({ address: `Sala ${n + 1}` })))
      .returning({ id: classroom.id });
    const last = more[more.length - 1].id;
    const user = await t.createUser({ profileId: null });
    await t.db.insert(classroomSubscription).values({ classroom_id: last, user_id: user.id, is_present: 0 });
    const admin = await t.signIn(await t.createProfile({ modules: ['Classroom'] }));
    const rows = await sheetRows(await get(admin.token));
    expect(rows).toHaveLength(1 + 3 + 1200);
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.full, ids.bare, ids.notTaken, ...more.map((m) => m.id)]);
    expect(rows[rows.length - 1]).toEqual([last, '', 'Sala 1200', '', '', '', 1, 0, 1, 0, 'Sim']);
    expect(rows[1][6]).toBe(4);
  });

  it('is open to the Dashboard module, and refuses other profiles and anonymous callers', async () => {
    const dashboard = await t.signIn(await t.createProfile({ modules: ['Dashboard'] }));
    expect((await get(dashboard.token)).statusCode).toBe(200);
    const outsider = await t.signIn(await t.createProfile({ modules: ['Course', 'Media'] }));
    expectRestRefused(await get(outsider.token), 'FORBIDDEN');
    expectRestRefused(await get(), 'UNAUTHENTICATED');
  });
});
