import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BULK_INLINE_MAX, BULK_MESSAGES } from '@backoffice/domain/bulk';
import { ACCOUNT_FIELD_ID, PROFILE_ID } from '@backoffice/domain/constants';
import { COURSE_MESSAGES } from '@backoffice/domain/schemas/course';
import { accountFieldValue, auditLog, segmentation, users } from '../../db/schema/account.ts';
import { classroom, course } from '../../db/schema/lms.ts';
import { USER_MESSAGES } from '../account/users/user-store.ts';
import { createTestApp, errorMessage, expectRefused, type TestApp } from '../../test/test-app.ts';
import { bulkKit, type BulkRunResult } from './bulk-test-kit.ts';
import { sheetRows } from '../../test/sheet-rows.ts';

const STATUS = `query ($id: Int!) { bulk_run(id: $id) { id status total processed done refused { id reason } } }`;

let t: TestApp;
let superToken: string;
let courseAdmin: { id: number; token: string };
let marketingToken: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token: superToken } = await t.signIn(PROFILE_ID.SUPER_ADMIN));
  courseAdmin = await t.signIn(await t.createProfile({ title: 'Cursos', modules: ['Course', 'User'] }));
  ({ token: marketingToken } = await t.signIn(await t.createProfile({ title: 'Marketing', modules: ['Media', 'Banner'] })));
  kit = bulkKit(t, superToken);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

let kit: ReturnType<typeof bulkKit>;
const run = (variables: Record<string, unknown>, token?: string) => kit.run(variables, token);
const ran = (variables: Record<string, unknown>, token?: string) => kit.ran(variables, token);

async function newCourses(n: number, title = 'Curso em massa', type = 'online') {
  const rows = await t.db
    .insert(course)
    .values(Array.from({ length: n }, (_, i) => ({ type, title: `${title} ${String(i + 1).padStart(5, '0')}`, active: 0 })))
    .returning({ id: course.id });
  return rows.map((r) => r.id);
}

const activeOf = async (ids: number[]) =>
  (await t.db.select({ id: course.id, active: course.active }).from(course).where(inArray(course.id, ids)).orderBy(course.id)).map((r) => r.active);

describe('runBulkAction', () => {
  it('activates and deactivates the courses chosen, and answers at once', async () => {
    const ids = await newCourses(3);
    const on = await ran({ kind: 'course_online', action: 'activate', selection: { ids } });
    expect(on).toMatchObject({ status: 'done', total: 3, processed: 3, done: 3, refused: [] });
    expect(await activeOf(ids)).toEqual([1, 1, 1]);
    await ran({ kind: 'course_online', action: 'deactivate', selection: { ids: ids.slice(0, 2) } });
    expect(await activeOf(ids)).toEqual([0, 0, 1]);
  });

  it('deletes each course by its own rules: one with classrooms is refused with the reason, the others go', async () => {
    const ids = await newCourses(3, 'Curso a excluir', 'presential');
    await t.db.insert(classroom).values({ course_id: ids[1]!, title: 'Turma que segura o curso' });
    const result = await ran({ kind: 'course_presential', action: 'delete', selection: { ids: [...ids, 999_999] } });
    expect(result).toMatchObject({ status: 'done', total: 4, done: 2 });
    expect(result.refused).toEqual([
      { id: ids[1], reason: COURSE_MESSAGES.hasClassrooms(1) },
      { id: 999_999, reason: COURSE_MESSAGES.notFound },
    ]);
    expect((await t.db.select({ id: course.id }).from(course).where(inArray(course.id, ids))).map((r) => r.id)).toEqual([ids[1]]);
    // The whole action is one audit entry, with the count and the ids.
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bulk.action'), eq(auditLog.target_id, result.id)));
    expect(entry!.details).toEqual({ kind: 'course_presential', action: 'delete', count: 2, ids: [...ids, 999_999], refused: [ids[1], 999_999] });
  });

  it('takes every row of the list filter when no ids are given', async () => {
    const ids = await newCourses(4, 'Filtro Ímpar');
    const other = await newCourses(1, 'Fora do filtro');
    const result = await ran({ kind: 'course_online', action: 'activate', selection: { search: 'filtro ímpar' } });
    expect(result).toMatchObject({ status: 'done', total: 4, done: 4 });
    expect(await activeOf([...ids, ...other])).toEqual([1, 1, 1, 1, 0]);
  });

  it('runs a selection larger than one batch as a job, with progress, and audits it once', async () => {
    const ids = await newCourses(BULK_INLINE_MAX + 50, 'Lote grande');
    const started = await ran({ kind: 'course_online', action: 'activate', selection: { search: 'Lote grande' } });
    expect(started).toMatchObject({ status: 'running', total: ids.length });
    const finished = await vi.waitFor(
      async () => {
        const body = await t.gql('bulk', STATUS, { id: started.id }, superToken);
        const status: BulkRunResult = body.data.bulk_run;
        if (status.status !== 'done') throw new Error(`still ${status.status} at ${status.processed}`);
        return status;
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(finished).toMatchObject({ total: ids.length, processed: ids.length, done: ids.length, refused: [] });
    expect(new Set(await activeOf(ids))).toEqual(new Set([1]));
    expect(await t.db.$count(auditLog, and(eq(auditLog.action, 'bulk.action'), eq(auditLog.target_id, started.id)))).toBe(1);
    // Only its author reads a run.
    expectRefused(await t.gql('bulk', STATUS, { id: started.id }, courseAdmin.token), 'NOT_FOUND', BULK_MESSAGES.runNotFound);
  }, 90_000);

  it('blocks users with a reason, but never the caller', async () => {
    const a = await t.createUser({ profileId: null });
    const b = await t.createUser({ profileId: null });
    const result = await ran({ kind: 'user', action: 'block', selection: { ids: [a.id, courseAdmin.id, b.id] }, reason: 'Desligados' }, courseAdmin.token);
    expect(result).toMatchObject({ done: 2, refused: [{ id: courseAdmin.id, reason: USER_MESSAGES.blockSelf }] });
    const rows = await t.db
      .select({ id: users.id, blocked: users.is_blocked, reason: users.blocked_description })
      .from(users)
      .where(inArray(users.id, [a.id, b.id]))
      .orderBy(users.id);
    expect(rows).toEqual([
      { id: a.id, blocked: 1, reason: 'Desligados' },
      { id: b.id, blocked: 1, reason: 'Desligados' },
    ]);
    await ran({ kind: 'user', action: 'unblock', selection: { ids: [a.id] } }, courseAdmin.token);
    expect((await t.db.select({ blocked: users.is_blocked }).from(users).where(eq(users.id, a.id)))[0]!.blocked).toBe(0);
  });

  it('moves users to a profile by the self-escalation rules', async () => {
    const a = await t.createUser({ profileId: null });
    const richer = await t.createProfile({ title: 'Mais módulos', modules: ['Course', 'User', 'Chat'] });
    const refused = await ran({ kind: 'user', action: 'profile', selection: { ids: [a.id] }, profile: richer }, courseAdmin.token);
    expect(refused.refused).toEqual([{ id: a.id, reason: USER_MESSAGES.richerProfile }]);
    const same = await t.createProfile({ title: 'Só cursos', modules: ['Course'] });
    const moved = await ran({ kind: 'user', action: 'profile', selection: { ids: [a.id, courseAdmin.id] }, profile: same }, courseAdmin.token);
    expect(moved).toMatchObject({ done: 1, refused: [{ id: courseAdmin.id, reason: USER_MESSAGES.ownProfile }] });
    expect((await t.db.select({ p: users.profile_id }).from(users).where(eq(users.id, a.id)))[0]!.p).toBe(same);
  });

  it('adds and removes a segmentation value', async () => {
    const ids = await newCourses(2, 'Segmentado');
    const [value] = await t.db
      .insert(accountFieldValue)
      .values({ account_field_id: ACCOUNT_FIELD_ID.REGIONAL, value: 'SUC-900' })
      .returning({ id: accountFieldValue.id });
    const segmented = () =>
      t.db
        .select({ item: segmentation.item_id })
        .from(segmentation)
        .where(and(eq(segmentation.module_name, 'Course'), eq(segmentation.account_field_value_id, value!.id)))
        .orderBy(segmentation.item_id);
    await ran({ kind: 'course_online', action: 'segment_add', selection: { ids }, value: value!.id });
    expect((await segmented()).map((r) => r.item)).toEqual(ids);
    await ran({ kind: 'course_online', action: 'segment_remove', selection: { ids: [ids[0]] }, value: value!.id });
    expect((await segmented()).map((r) => r.item)).toEqual([ids[1]]);
  });

  it('is refused without the module of the list, and changes nothing', async () => {
    const ids = await newCourses(1, 'Sem acesso');
    expectRefused(await run({ kind: 'course_online', action: 'activate', selection: { ids } }, marketingToken), 'FORBIDDEN');
    expectRefused(await run({ kind: 'user', action: 'block', selection: { ids } }, marketingToken), 'FORBIDDEN');
    expectRefused(await run({ kind: 'course_online', action: 'activate', selection: { ids } }, ''), 'UNAUTHENTICATED');
    expect(await activeOf(ids)).toEqual([0]);
  });

  it('refuses what is not an action of the list, a missing value and an empty selection', async () => {
    const ids = await newCourses(1, 'Validação');
    expect(errorMessage(await run({ kind: 'course_online', action: 'block', selection: { ids } }))).toBe(BULK_MESSAGES.actionNotAllowed);
    expect(errorMessage(await run({ kind: 'user', action: 'profile', selection: { ids } }))).toBe(BULK_MESSAGES.profileRequired);
    expect(errorMessage(await run({ kind: 'course_online', action: 'segment_add', selection: { ids } }))).toBe(BULK_MESSAGES.valueRequired);
    expect(errorMessage(await run({ kind: 'nada', action: 'activate', selection: { ids } }))).toBe(BULK_MESSAGES.unknownKind);
    expect(errorMessage(await run({ kind: 'course_online', action: 'activate', selection: { ids: [] } }))).toBe(BULK_MESSAGES.emptySelection);
    expect(errorMessage(await run({ kind: 'course_online', action: 'activate', selection: { search: 'nenhum curso tem este título' } }))).toBe(
      BULK_MESSAGES.emptySelection,
    );
    expect(await activeOf(ids)).toEqual([0]);
  });
});

describe('GET /api/v1/bulk/export', () => {
  const exportOf = (query: string, token?: string) => kit.exportOf(query, token);

  it('writes every row of the filter in the list order, formula-safe, with São Paulo dates', async () => {
    const [a, b] = await newCourses(2, '=HYPERLINK("x") Exportado');
    await t.db
      .update(course)
      .set({ date_publish: new Date('2026-03-01T02:30:00Z') })
      .where(eq(course.id, a!));
    const res = await exportOf('kind=course_online&format=csv&search=Exportado&orderby=title&order=desc');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="cursos-online_\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID;Título;SCORM;Ativo;Publicação;Despublicação;Descrição;Código;Carga horária;Responsável;Avaliação;Avaliação de reação;Criado em;Alterado em',
    );
    expect(lines.slice(1).map((l) => Number(l.split(';')[0]))).toEqual([b, a]);
    expect(lines[2]).toContain(`;"'=HYPERLINK(""x"") Exportado 00001";Não;Não;28/02/2026 23:30;`);
  });

  it('writes only the ids of a selection, as XLSX', async () => {
    const ids = await newCourses(3, 'Planilha');
    const res = await exportOf(`kind=course_online&format=xlsx&ids=${ids[2]},${ids[0]}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await sheetRows(res);
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [ids[2], 'Planilha 00003'],
      [ids[0], 'Planilha 00001'],
    ]);
  });

  it('is refused without the module, and for a bad format', async () => {
    expect((await exportOf('kind=course_online&format=csv', marketingToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/bulk/export?kind=course_online&format=csv' })).statusCode).toBe(401);
    const bad = await exportOf('kind=course_online&format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(BULK_MESSAGES.formatInvalid);
  });
});
