import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fortnightOf } from '@backoffice/domain/fortnight';
import { classroom, classroomSubscription, course, instrutor } from '../../../db/schema/lms.ts';
import { formatDateTime } from '@backoffice/domain/dates';
import { REPORT_MIME } from '../../../platform/reports/report-stream.ts';
import { sheetRows } from '../../../test/sheet-rows.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const ids: Record<string, number> = {};
const MINUTE = 60_000;
// The fortnight the route will read (a run at the very turn of a fortnight would see the next).
const fortnight = fortnightOf(new Date());
const firstMoment = fortnight.start;
const lastMinute = new Date(fortnight.end.getTime() - MINUTE);

beforeAll(async () => {
  t = await createTestApp();
  const [c] = await t.db.insert(course).values({ type: 'presential', title: 'Atendimento ao Cliente' }).returning({ id: course.id });
  const [i] = await t.db.insert(instrutor).values({ nome: 'Marta Lima', cpf: '987.654.321-00' }).returning({ id: instrutor.id });
  const insertClassroom = async (key: string, values: Partial<typeof classroom.$inferInsert>) => {
    const [row] = await t.db
      .insert(classroom)
      .values({ course_id: c.id, ...values })
      .returning({ id: classroom.id });
    ids[key] = row.id;
  };
  await insertClassroom('first', {
    address: 'Sala 1',
    datetime_start: firstMoment,
    datetime_end: new Date(firstMoment.getTime() + 240 * MINUTE),
    limit_registrations: 30,
  });
  await insertClassroom('allocated', { address: 'Sala 2', datetime_start: firstMoment, instrutor_id: i.id });
  await insertClassroom('before', { address: 'Sala 3', datetime_start: new Date(firstMoment.getTime() - MINUTE) });
  await insertClassroom('last', { address: 'Sala 4', datetime_start: lastMinute, course_id: null });
  await insertClassroom('after', { address: 'Sala 5', datetime_start: fortnight.end });
  await insertClassroom('undated', { address: 'Sala 6' });
  for (let n = 0; n < 2; n++) {
    const user = await t.createUser({ profileId: null });
    await t.db.insert(classroomSubscription).values({ classroom_id: ids.first, user_id: user.id });
  }
});
afterAll(() => t?.close());

const get = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v1/lms/download_turmas_desalocadas', headers: token ? bearer(token) : {} });

describe('GET /api/v1/lms/download_turmas_desalocadas', () => {
  it('lists the classrooms of the current fortnight that have no instructor, under the fortnight label', async () => {
    const user = await t.signIn(await t.createProfile({ modules: ['Classroom'] }));
    const res = await get(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(REPORT_MIME.xlsx);
    expect(res.headers['content-disposition']).toContain(`filename="turmas-desalocadas-${fortnight.slug}.xlsx"`);
    expect(fortnight.label).toMatch(/^[12]ª quinzena de [a-zç]+\/\d{4} \(\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}\)$/);
    expect(await sheetRows(res)).toEqual([
      [fortnight.label, '', '', '', '', '', ''],
      ['ID', 'Curso', 'Endereço', 'Início', 'Fim', 'Vagas', 'Inscritos'],
      [ids.first, 'Atendimento ao Cliente', 'Sala 1', formatDateTime(firstMoment), formatDateTime(new Date(firstMoment.getTime() + 240 * MINUTE)), 30, 2],
      [ids.last, '', 'Sala 4', formatDateTime(lastMinute), '', '', 0],
    ]);
    // The fortnight starts at midnight in São Paulo.
    expect(formatDateTime(firstMoment)).toMatch(/^(01|16)\/\d{2}\/\d{4} 00:00$/);
  });

  it('is open to the Dashboard module, and refuses other profiles and anonymous callers', async () => {
    const dashboard = await t.signIn(await t.createProfile({ modules: ['Dashboard'] }));
    expect((await get(dashboard.token)).statusCode).toBe(200);
    const outsider = await t.signIn(await t.createProfile({ modules: ['Course', 'Instrutor'] }));
    expectRestRefused(await get(outsider.token), 'FORBIDDEN');
    expectRestRefused(await get(), 'UNAUTHENTICATED');
  });
});
