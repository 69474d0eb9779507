import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_ID } from '@backoffice/domain/constants';
import { CLASSROOM_MESSAGES } from '@backoffice/domain/schemas/classroom';
import { classroom, classroomSubscription } from '../../../db/schema/lms.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bulkKit } from '../../bulk/bulk-test-kit.ts';
import { classroomKit } from './classroom-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let records: ReturnType<typeof classroomKit>;
let outsiderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.signIn(await t.createProfile({ title: 'Turmas', modules: ['Classroom'] }));
  kit = bulkKit(t, token);
  records = classroomKit(t);
  ({ token: outsiderToken } = await t.signIn(await t.createProfile({ title: 'Instrutores', modules: ['Instrutor'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const remaining = async (ids: number[]) =>
  (await t.db.select({ id: classroom.id }).from(classroom).where(inArray(classroom.id, ids)).orderBy(classroom.id)).map((r) => r.id);

describe('classroom bulk actions', () => {
  it('adds and removes a segmentation value', async () => {
    await kit.checkSegmentActs('classroom', 'Classroom', [await records.classroom(), await records.classroom()]);
  });

  it("takes a parent's sub-classrooms when the selection is the sub-classroom list", async () => {
    const parent = await records.classroom();
    const subs = [await records.classroom({ parent_id: parent }), await records.classroom({ parent_id: parent })];
    const value = await kit.segmentationValue('SUC-SUBTURMAS');
    expect(await kit.ran({ kind: 'classroom', action: 'segment_add', selection: { parent }, value })).toMatchObject({ total: 2, done: 2 });
    expect(await kit.segmentedItems('Classroom', value)).toEqual(subs);
  });

  it('deletes each by its own rules: one with sub-classrooms is refused, one with participants goes with them', async () => {
    const parent = await records.classroom();
    const sub = await records.classroom({ parent_id: parent });
    const attended = await records.classroom();
    await records.participants(attended, [1, 0]);
    const result = await kit.ran({ kind: 'classroom', action: 'delete', selection: { ids: [parent, attended] } });
    expect(result).toMatchObject({ status: 'done', total: 2, done: 1, refused: [{ id: parent, reason: CLASSROOM_MESSAGES.hasSubClassrooms }] });
    expect(await remaining([parent, sub, attended])).toEqual([parent, sub]);
    expect(await t.db.$count(classroomSubscription, eq(classroomSubscription.classroom_id, attended))).toBe(0);
  });

  it('is refused without the Classroom module, and changes nothing', async () => {
    const id = await records.classroom();
    await kit.checkForbidden('classroom', 'delete', [id], outsiderToken);
    expect(await remaining([id])).toEqual([id]);
  });
});

describe('classroom export', () => {
  it("writes a parent's sub-classrooms the search finds, with their totals and segmentation, in the list order", async () => {
    const parent = await records.classroom();
    const course = await records.presentialCourse('Curso Exportável');
    const instructor = await records.instructor('Instrutora da Turma');
    const first = await records.classroom({ parent_id: parent, course_id: course, instrutor_id: instructor, datetime_start: new Date('2026-03-10T12:00:00Z') });
    const second = await records.classroom({ parent_id: parent, course_id: course });
    await records.classroom({ parent_id: parent });
    await records.classroom({ course_id: course });
    await records.participants(first, [1, 0, null]);
    const value = await kit.segmentationValue('Campinas', ACCOUNT_FIELD_ID.FIELD_10);
    await kit.ran({ kind: 'classroom', action: 'segment_add', selection: { ids: [first] }, value });

    const lines = await kit.csvLines(`kind=classroom&parent=${parent}&search=exportável&orderby=id&order=asc`);
    expect(lines[0]).toBe(
      'ID;Curso;Lista realizada;Concluídos;Ausentes;Não iniciados;Segmentação;Data/Hora;Fim do curso;Turma principal;Instrutor;Endereço;' +
        'Link da sala virtual;Número máximo de pessoas;Inscritos;Início das inscrições;Término das inscrições;Ativo;Pública;Específica;' +
        'Publicação;Despublicação;Criador;Criado em;Alterado em',
    );
    expect(kit.idsOf(lines)).toEqual([first, second]);
    expect(lines[1]).toContain(
      `${first};Curso Exportável;Sim;1;1;1;Campinas;10/03/2026 09:00;;${parent};Instrutora da Turma;Rua das Flores, 100;;30;3;;;Não;Sim;Não;`,
    );
  });
});
