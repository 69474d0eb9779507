import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTRUCTOR_MESSAGES } from '@backoffice/domain/schemas/instructor';
import { instrutor } from '../../../db/schema/lms.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bulkKit } from '../../bulk/bulk-test-kit.ts';
import { classroomKit } from '../classrooms/classroom-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let outsiderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.signIn(await t.createProfile({ title: 'Instrutores', modules: ['Instrutor'] }));
  kit = bulkKit(t, token);
  ({ token: outsiderToken } = await t.signIn(await t.createProfile({ title: 'Turmas', modules: ['Classroom'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function newInstructor(nome: string, cpf = '123.456.789-09', is_interno = true) {
  const [row] = await t.db.insert(instrutor).values({ nome, cpf, is_interno }).returning({ id: instrutor.id });
  return row!.id;
}

/** What is left of these instructors, by id: whether each is still active. */
const stateOf = async (ids: number[]) =>
  (await t.db.select({ id: instrutor.id, is_active: instrutor.is_active }).from(instrutor).where(inArray(instrutor.id, ids)).orderBy(instrutor.id)).map((r) => [
    r.id,
    r.is_active,
  ]);

describe('instructor bulk delete', () => {
  it("deletes each by the store's rules: one classrooms use is kept for them, inactive; one already removed is not found", async () => {
    const free = await newInstructor('Livre');
    const teaching = await newInstructor('Com turma');
    const removed = await newInstructor('Já removido');
    await t.db
      .update(instrutor)
      .set({ is_active: false })
      .where(inArray(instrutor.id, [removed]));
    await classroomKit(t).classroom({ instrutor_id: teaching });
    const result = await kit.ran({ kind: 'instructor', action: 'delete', selection: { ids: [free, teaching, removed] } });
    expect(result).toMatchObject({ status: 'done', total: 3, done: 2, refused: [{ id: removed, reason: INSTRUCTOR_MESSAGES.notFound }] });
    expect(await stateOf([free, teaching, removed])).toEqual([
      [teaching, false],
      [removed, false],
    ]);
  });

  it('is refused without the Instrutor module, and changes nothing', async () => {
    const id = await newInstructor('Sem acesso');
    await kit.checkForbidden('instructor', 'delete', [id], outsiderToken);
    expect(await stateOf([id])).toEqual([[id, true]]);
  });
});

describe('instructor export', () => {
  it('writes the list columns of the instructors the search finds (a CPF typed as digits), in the list order', async () => {
    const b = await newInstructor('Bruna Exportada', '987.654.321-00', false);
    const a = await newInstructor('Ana Exportada', '987.654.321-00');
    await newInstructor('Outro CPF', '111.222.333-96');
    const lines = await kit.csvLines('kind=instructor&search=98765432100&orderby=nome&order=asc');
    expect(lines[0]).toBe('ID;Nome;CPF;Localização;Criado em;Alterado em');
    expect(kit.idsOf(lines)).toEqual([a, b]);
    expect(lines[2]).toMatch(new RegExp(`^${b};Bruna Exportada;987\\.654\\.321-00;Externo;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};`));
  });

  it('leaves out a removed instructor even when a selection names it', async () => {
    const kept = await newInstructor('Selecionado');
    const removed = await newInstructor('Removido');
    await t.db
      .update(instrutor)
      .set({ is_active: false })
      .where(inArray(instrutor.id, [removed]));
    expect(kit.idsOf(await kit.csvLines(`kind=instructor&ids=${removed},${kept}`))).toEqual([kept]);
  });
});
