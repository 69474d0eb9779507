import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { REPORT_MESSAGES } from '@backoffice/domain/reports';
import { COURSE_MESSAGES } from '@backoffice/domain/schemas/course';
import { users } from '../../../db/schema/account.ts';
import { reportFile } from '../../../db/schema/reports.ts';
import { category } from '../../../db/schema/dam.ts';
import { categoryHasCourse, course, courseProgress } from '../../../db/schema/lms.ts';
import { multipartBody, PNG_1X1 } from '../../../test/fixtures.ts';
import { xlsxRows } from '../../../test/sheet-rows.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp, type TestUser } from '../../../test/test-app.ts';

let t: TestApp;
let admin: TestUser & { token: string };
let outsider: TestUser & { token: string };
let onlineId: number;
let presentialId: number;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const thumb = (fields: Record<string, string>, file: { name: string; data: Buffer | string }, token?: string) => {
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/lms/course_thumb',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN, { name: 'Admin Relatórios' });
  outsider = await t.signIn(await t.createProfile({ modules: ['Media'] }));
  const learner = await t.createUser({ profileId: PROFILE_ID.SPECIAL, name: '=Aluna Fórmula' });
  const [cat] = await t.db.insert(category).values({ title: 'Automóvel' }).returning({ id: category.id });
  const rows = await t.db
    .insert(course)
    .values([
      {
        type: 'online',
        title: 'Curso On-line A',
        code: 'A-1',
        hours: 1,
        minutes: 5,
        active: 1,
        owner: admin.id,
        date_publish: new Date('2026-01-10T03:00:00Z'),
      },
      { type: 'presential', title: 'Curso Presencial B', hours: 4, minutes: 0, active: 1 },
    ])
    .returning({ id: course.id });
  [onlineId, presentialId] = rows.map((r) => r.id);
  await t.db.insert(categoryHasCourse).values({ course_id: onlineId, category_id: cat.id });
  await t.db.insert(courseProgress).values({ course_id: onlineId, user_id: learner.id, progress: 40 });
  void users;
}, 60_000);

afterAll(() => t?.close());

describe('POST /api/v1/lms/course_thumb', () => {
  it('stores the thumbnail and answers the course', async () => {
    const res = await thumb({ id: String(onlineId), returnUrl: '/#/Course' }, { name: 'capa.png', data: PNG_1X1 }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().thumbnail as string;
    expect(url).toMatch(/^\/api\/v1\/dam\/file\/\d+$/);
    expect((await get(url, admin.token)).statusCode).toBe(200);
    expect((await get(url, outsider.token)).statusCode).toBe(403);
  });

  it('refuses a non-image, an unknown course and callers without the module', async () => {
    const text = await thumb({ id: String(onlineId) }, { name: 'capa.png', data: 'não é imagem' }, admin.token);
    expect(text.statusCode).toBe(400);
    const missing = await thumb({ id: '999999' }, { name: 'capa.png', data: PNG_1X1 }, admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(COURSE_MESSAGES.notFound);
    expectRestRefused(await thumb({ id: String(onlineId) }, { name: 'capa.png', data: PNG_1X1 }, outsider.token), 'FORBIDDEN');
    expectRestRefused(await thumb({ id: String(onlineId) }, { name: 'capa.png', data: PNG_1X1 }), 'UNAUTHENTICATED');
  });
});

describe('course spreadsheets', () => {
  it('lms/report_courses lists the online courses with their categories', async () => {
    const rows = await xlsxRows(await get('/api/v1/lms/report_courses', admin.token), 'cursos-online.xlsx');
    expect(rows[0]).toEqual(['ID', 'Título', 'Código', 'Ativo', 'Carga horária', 'Conteúdo', 'Responsável', 'Categorias', 'Publicação', 'Despublicação']);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 8)).toEqual([onlineId, 'Curso On-line A', 'A-1', 'Sim', '01:05', '', 'Admin Relatórios', 'Automóvel']);
  });

  it('lms/relatorio_cursos counts the learners of each online course', async () => {
    const rows = await xlsxRows(await get('/api/v1/lms/relatorio_cursos', admin.token), 'relatorio-cursos-online.xlsx');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining([onlineId, 'Curso On-line A', 1, 0]));
  });

  it('refuses callers without the module', async () => {
    expectRestRefused(await get('/api/v1/lms/report_courses', outsider.token), 'FORBIDDEN');
    expectRestRefused(await get('/api/v1/lms/relatorio_cursos'), 'UNAUTHENTICATED');
  });
});

describe('in-progress report of a course', () => {
  const check = (query: string, token = admin.token) => get(`/api/v1/lms/verificaRelatorioExistenteProgramaAndamento?${query}`, token);

  it('generates it (POST), tells its name once ready and downloads it', async () => {
    expect((await check(`id=${onlineId}`)).json()).toEqual({ name: null, report: null });
    const started = await post(`/api/v1/lms/programa_andamento?course_id=${onlineId}`, admin.token);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ status: 'generating', message: REPORT_MESSAGES.generating });
    const deadline = Date.now() + 20_000;
    let name: string | null = null;
    while (!name) {
      const answer = (await check(`id=${onlineId}`)).json();
      name = answer.name;
      if (!name) expect(answer.report.status).toBe('generating');
      if (Date.now() > deadline) throw new Error('report not ready in time');
      if (!name) await new Promise((r) => setTimeout(r, 200));
    }
    expect(name).toMatch(/^course-in-progress_\d{10}\.csv$/);
    const file = await check(`id=${onlineId}&download=true`);
    expect(file.statusCode).toBe(200);
    const lines = file.rawPayload.subarray(3).toString('utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('Curso ID;Curso;Nome;CPF/Matrícula;Perfil;Progresso (%);Status;Início;Conclusão');
    expect(lines).toHaveLength(2);
    // The learner's name starts with '=': written as text, never as a formula.
    const name3 = lines[1].split(';')[2];
    expect(name3).toContain('Aluna Fórmula');
    expect(name3).not.toMatch(/^"?=/);
    expect(lines[1]).toContain('Em andamento');

    // The same file through the generic report calls the screen uses.
    const params = encodeURIComponent(JSON.stringify({ course_id: onlineId }));
    const list = await get(`/api/v1/lms/buscar_relatorios_existentes?name=course-in-progress&params=${params}`, admin.token);
    expect(list.json().reports[0]).toMatchObject({ name, status: 'ready', period: 'none' });
    expect((await get(`/api/v1/lms/downloadRelatoriosServer?name=course-in-progress&params=${params}`, admin.token)).statusCode).toBe(200);
  });

  it('starts through the generic call too, and refuses there too a course that does not exist or is presential, queueing nothing', async () => {
    const res = await post('/api/v1/lms/gerar_relatorio', admin.token, { name: 'course-in-progress', params: { course_id: onlineId } });
    expect(res.statusCode, res.body).toBe(202);
    const before = await t.db.$count(reportFile);
    for (const course_id of [999_999, presentialId]) {
      const refused = await post('/api/v1/lms/gerar_relatorio', admin.token, { name: 'course-in-progress', params: { course_id } });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: COURSE_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    expect(await t.db.$count(reportFile)).toBe(before);
  });

  it('refuses a GET to start, a presential or unknown course, a download not ready and callers without the module', async () => {
    expect((await get(`/api/v1/lms/programa_andamento?course_id=${onlineId}`, admin.token)).statusCode).toBe(405);
    expect((await post(`/api/v1/lms/programa_andamento?course_id=${presentialId}`, admin.token)).statusCode).toBe(404);
    expect((await post('/api/v1/lms/programa_andamento?course_id=abc', admin.token)).statusCode).toBe(400);
    const notReady = await check(`id=${presentialId}&download=true`);
    expect(notReady.statusCode).toBe(404);
    expectRestRefused(await post(`/api/v1/lms/programa_andamento?course_id=${onlineId}`, outsider.token), 'FORBIDDEN');
    expectRestRefused(await check(`id=${onlineId}`, outsider.token), 'FORBIDDEN');
    expectRestRefused(await get('/api/v1/lms/buscar_relatorios_existentes?name=course-in-progress', outsider.token), 'FORBIDDEN');
    const unknown = await get('/api/v1/lms/buscar_relatorios_existentes?name=lista-corretores', admin.token);
    expect(unknown.statusCode).toBe(404);
  });
});
