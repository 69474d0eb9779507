import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { REPORT_MESSAGES } from '@backoffice/domain/reports';
import { TRAIL_MESSAGES } from '@backoffice/domain/schemas/trail';
import { TRAIL_REPORT_MESSAGES } from '@backoffice/domain/schemas/trail-report';
import { users } from '../../../db/schema/account.ts';
import { course, courseProgress, trail, trailItem } from '../../../db/schema/lms.ts';
import { multipartBody, PNG_1X1 } from '../../../test/fixtures.ts';
import { xlsxRows } from '../../../test/sheet-rows.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let admin: TestUser & { token: string };
let outsider: TestUser & { token: string };
let trailId: number;
const CPF_DONE = '52998224725';

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const thumb = (fields: Record<string, string>, file: { name: string; data: Buffer | string }, token?: string) => {
  const body = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/v1/lms/trail_thumb', payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN, { name: 'Admin Trilhas' });
  outsider = await t.signIn(await t.createProfile({ modules: ['Course'] }));
  const done = await t.createUser({ profileId: PROFILE_ID.SPECIAL, name: 'Aluna Concluiu' });
  const halfway = await t.createUser({ profileId: PROFILE_ID.SPECIAL, name: '=Aluno Fórmula' });
  await t.db.update(users).set({ uid: CPF_DONE }).where(eq(users.id, done.id));
  [{ id: trailId }] = await t.db.insert(trail).values({ title: 'Trilha Relatório', active: 1, owner: admin.id }).returning({ id: trail.id });
  const [c1, c2, presential] = await t.db
    .insert(course)
    .values([
      { type: 'online', title: 'On-line 1' },
      { type: 'online', title: 'On-line 2' },
      { type: 'presential', title: 'Presencial' },
    ])
    .returning({ id: course.id });
  await t.db.insert(trailItem).values([
    { trail_id: trailId, item_type: 'course', item_id: c1.id, ordernum: 1 },
    { trail_id: trailId, item_type: 'course', item_id: c2.id, ordernum: 2 },
    { trail_id: trailId, item_type: 'course', item_id: presential.id, ordernum: 3 },
  ]);
  const started = new Date('2026-03-10T15:00:00Z');
  const completed = new Date('2026-03-12T15:00:00Z');
  await t.db.insert(courseProgress).values([
    { course_id: c1.id, user_id: done.id, progress: 100, started_at: started, completed_at: completed },
    { course_id: c2.id, user_id: done.id, progress: 100, started_at: started, completed_at: completed },
    { course_id: c1.id, user_id: halfway.id, progress: 60, started_at: started },
  ]);
}, 60_000);

afterAll(() => t?.close());

describe('POST /api/v1/lms/trail_thumb', () => {
  it('stores the thumbnail, served only to holders of the Trail module', async () => {
    const res = await thumb({ id: String(trailId), returnUrl: '/#/Trail' }, { name: 'capa.png', data: PNG_1X1 }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().thumbnail as string;
    expect((await get(url, admin.token)).statusCode).toBe(200);
    expect((await get(url, outsider.token)).statusCode).toBe(403);
  });

  it('refuses a non-image, an unknown trail and callers without the module', async () => {
    expect((await thumb({ id: String(trailId) }, { name: 'capa.png', data: 'texto' }, admin.token)).statusCode).toBe(400);
    const missing = await thumb({ id: '999999' }, { name: 'capa.png', data: PNG_1X1 }, admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(TRAIL_MESSAGES.notFound);
    expectRestRefused(await thumb({ id: String(trailId) }, { name: 'capa.png', data: PNG_1X1 }, outsider.token), 'FORBIDDEN');
    expectRestRefused(await thumb({ id: String(trailId) }, { name: 'capa.png', data: PNG_1X1 }), 'UNAUTHENTICATED');
  });
});

describe('GET /api/v1/lms/reportTrilhas', () => {
  it('lists the trails with their item counts', async () => {
    const rows = await xlsxRows(await get('/api/v1/lms/reportTrilhas', admin.token), 'trilhas.xlsx');
    expect(rows[0]).toEqual([
      'ID',
      'Título',
      'Descrição',
      'Ativo',
      'Bloquear conteúdos',
      'Responsável',
      'Categorias',
      'Cursos',
      'Conteúdos',
      'Publicação',
      'Despublicação',
    ]);
    expect(rows[1].slice(0, 9)).toEqual([trailId, 'Trilha Relatório', '', 'Sim', 'Não', 'Admin Trilhas', '', 3, 0]);
    expectRestRefused(await get('/api/v1/lms/reportTrilhas', outsider.token), 'FORBIDDEN');
  });
});

describe('trail progress report', () => {
  const check = (token = admin.token, extra = '') => get(`/api/v1/lms/verifica_relatorio_trilha_existente?id=${trailId}&usuario=${admin.id}${extra}`, token);

  async function generated(filters: Record<string, unknown>) {
    const started = await post('/api/v1/lms/report_trail', admin.token, { trail_id: trailId, usuario: admin.id, ...filters });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ status: 'generating', message: REPORT_MESSAGES.generating });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const answer = (await check()).json();
      if (answer.name) break;
      if (Date.now() > deadline) throw new Error('report not ready in time');
      await new Promise((r) => setTimeout(r, 200));
    }
    const file = await get(`/api/v1/lms/download_relatorio_trilha?id=${trailId}&usuario=${admin.id}`, admin.token);
    expect(file.statusCode).toBe(200);
    return file.rawPayload.subarray(3).toString('utf8').trimEnd().split('\n');
  }

  it('a learner’s trail progress is over the trail’s online courses; filters by status and period', async () => {
    const inProgress = await generated({ status: 'Em andamento', inicio: '2026-03-01', fim: '2026-03-31' });
    expect(inProgress[0]).toBe('Trilha ID;Trilha;Nome;CPF/Matrícula;Perfil;Cursos concluídos;Cursos da trilha;Progresso (%);Status;Início;Conclusão');
    expect(inProgress).toHaveLength(2);
    const cells = inProgress[1].split(';');
    // One of two online courses at 60%: 30% of the trail (the presential course does not count).
    expect(cells.slice(5, 9)).toEqual(['0', '2', '30', 'Em andamento']);
    expect(cells[2]).toContain('Aluno Fórmula');
    expect(cells[2]).not.toMatch(/^"?=/);

    const concluded = await generated({ concluido: '1', inicio: '2026-03-12', fim: '2026-03-12' });
    expect(concluded).toHaveLength(2);
    expect(concluded[1].split(';').slice(2, 11)).toEqual([
      'Aluna Concluiu',
      '529.982.247-25',
      expect.any(String),
      '2',
      '2',
      '100',
      'Concluído',
      '10/03/2026 12:00',
      '12/03/2026 12:00',
    ]);

    const outside = await generated({ status: 'Concluído', inicio: '2026-04-01', fim: '2026-04-30' });
    expect(outside).toHaveLength(1);

    const byCpf = await generated({ cpf: '529.982.247-25' });
    expect(byCpf).toHaveLength(2);
    expect(byCpf[1]).toContain('Aluna Concluiu');

    // Wrong check digits are the screen's warning, not a refusal: the report runs and finds no one.
    const mistyped = await generated({ cpf: '529.982.247-26' });
    expect(mistyped).toHaveLength(1);
  });

  it.each([
    ['start after end', { status: 'Concluído', inicio: '2026-03-02', fim: '2026-03-01' }, TRAIL_REPORT_MESSAGES.startAfterEnd],
    ['no status', { inicio: '2026-03-01', fim: '2026-03-02' }, TRAIL_REPORT_MESSAGES.statusRequired],
    ['no start', { status: 'Concluído', fim: '2026-03-02' }, TRAIL_REPORT_MESSAGES.startRequired],
    ['no end', { status: 'Concluído', inicio: '2026-03-02' }, TRAIL_REPORT_MESSAGES.endRequired],
    ['a short CPF', { cpf: '1234567890' }, 'Informe um CPF válido.'],
    ['a CPF with letters', { cpf: '529.982.247-2x' }, 'Informe um CPF válido.'],
  ])('refuses %s', async (_name, filters, message) => {
    const res = await post('/api/v1/lms/report_trail', admin.token, { trail_id: trailId, ...filters });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('refuses a GET to start, an unknown trail, another user’s reports and callers without the module', async () => {
    expect((await get(`/api/v1/lms/report_trail?trail_id=${trailId}&cpf=${CPF_DONE}`, admin.token)).statusCode).toBe(405);
    expect((await post('/api/v1/lms/report_trail', admin.token, { trail_id: 999999, cpf: CPF_DONE })).statusCode).toBe(404);
    expect((await get(`/api/v1/lms/verifica_relatorio_trilha_existente?id=${trailId}&usuario=${admin.id + 1}`, admin.token)).statusCode).toBe(403);
    expect((await get(`/api/v1/lms/download_relatorio_trilha?id=${trailId}&usuario=${outsider.id}`, admin.token)).statusCode).toBe(403);
    expectRestRefused(await post('/api/v1/lms/report_trail', outsider.token, { trail_id: trailId, cpf: CPF_DONE }), 'FORBIDDEN');
    expectRestRefused(await check(outsider.token), 'FORBIDDEN');
    expectRestRefused(await get(`/api/v1/lms/download_relatorio_trilha?id=${trailId}`, outsider.token), 'FORBIDDEN');
    expectRestRefused(await get(`/api/v1/lms/download_relatorio_trilha?id=${trailId}`), 'UNAUTHENTICATED');
  });

  it('tells nothing ready for a trail without a report', async () => {
    const [{ id: other }] = await t.db.insert(trail).values({ title: 'Sem relatório' }).returning({ id: trail.id });
    expect((await get(`/api/v1/lms/verifica_relatorio_trilha_existente?id=${other}`, admin.token)).json()).toEqual({ name: null, report: null });
    const res = await get(`/api/v1/lms/download_relatorio_trilha?id=${other}`, admin.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(REPORT_MESSAGES.notReady);
  });
});
