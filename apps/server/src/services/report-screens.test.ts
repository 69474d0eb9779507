import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, saoPauloMonth } from '@backoffice/domain/reports';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { analyticsEvent } from '../db/schema/analytics.ts';
import { saoPauloMonthStart } from '../platform/reports/report-period.ts';
import { corretor } from '../db/schema/corretor.ts';
import { asset } from '../db/schema/dam.ts';
import { classroom, classroomSubscription, course, courseProgress, instrutor } from '../db/schema/lms.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let superAdmin: string;
let special: string;
let dashboardOnly: string;
let noDashboard: string;
const people: Array<{ id: number; name: string; uid: string }> = [];

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = (await t.signIn(2)).token;
  // Profile 15 is reference data; give it the Dashboard module for this test.
  await t.setProfileModules(PROFILE_ID.SPECIAL, ['Dashboard']);
  special = (await t.signIn(PROFILE_ID.SPECIAL)).token;
  dashboardOnly = (await t.signIn(await t.createProfile({ modules: ['Dashboard'] }))).token;
  noDashboard = (await t.signIn(await t.createProfile({ modules: ['User'] }))).token;

  for (const name of ['Bruna Corretora', 'Carlos Corretor', 'Diana Colaboradora']) {
    const user = await t.createUser({ profileId: 1, name });
    people.push({ id: user.id, name, uid: user.uid });
  }
  const [bruna, carlos, diana] = people;
  await t.db.insert(corretor).values([
    {
      user_id: bruna.id,
      name: 'Bruna Corretora',
      email: 'bruna@corretora.com',
      cpf: '52998224725',
      susep: '12345',
      grupo: 340431,
      celular: '11912345678',
      role: 2,
      created_at: at('2026-09-10T12:00:00Z'),
    },
    {
      user_id: carlos.id,
      name: 'Carlos Corretor',
      email: 'carlos@corretor.com',
      cpf: '11144477735',
      susep: '54321',
      grupo: 340432,
      celular: null,
      role: 1,
      created_at: at('2026-10-20T12:00:00Z'),
    },
    {
      user_id: null,
      name: 'Elisa Sem Conta',
      email: 'elisa@corretora.com',
      cpf: '39053344705',
      susep: null,
      grupo: null,
      role: null,
      created_at: at('2026-11-02T12:00:00Z'),
    },
  ]);
  await t.db.insert(analyticsEvent).values([
    { kind: 'page_view', user_id: bruna.id, path: '/home', occurred_at: at('2026-10-01T03:00:00Z') },
    { kind: 'page_view', user_id: bruna.id, path: '/cursos', occurred_at: at('2026-10-15T18:30:00Z') },
    { kind: 'page_view', user_id: carlos.id, path: '/home', occurred_at: at('2026-10-31T23:00:00Z') },
    // Outside October in São Paulo (1 Nov 00:00 there), and a colleague who is not a broker.
    { kind: 'page_view', user_id: carlos.id, path: '/home', occurred_at: at('2026-11-01T03:00:00Z') },
    { kind: 'page_view', user_id: diana.id, path: '/home', occurred_at: at('2026-10-10T12:00:00Z') },
    { kind: 'banner_click', user_id: bruna.id, asset_id: 1, occurred_at: at('2026-10-10T12:00:00Z') },
  ]);
  const [media] = await t.db.insert(asset).values({ module_name: 'Media', title: 'Guia do Seguro Auto' }).returning({ id: asset.id });
  await t.db.insert(analyticsEvent).values([
    { kind: 'asset_download', user_id: diana.id, asset_id: media.id, occurred_at: at('2025-03-05T13:00:00Z') },
    { kind: 'asset_download', user_id: null, asset_id: media.id, occurred_at: at('2025-12-31T23:30:00Z') },
    { kind: 'asset_download', user_id: bruna.id, asset_id: media.id, occurred_at: at('2026-01-01T03:30:00Z') },
  ]);
  const [online] = await t.db.insert(course).values({ type: 'online', title: 'Seguro Residencial' }).returning({ id: course.id });
  await t.db.insert(courseProgress).values([
    { course_id: online.id, user_id: bruna.id, progress: 40, started_at: at('2026-09-20T12:00:00Z') },
    { course_id: online.id, user_id: carlos.id, progress: 100, started_at: at('2026-08-01T12:00:00Z'), completed_at: at('2026-10-05T15:00:00Z') },
    // Finished before October: not in progress then.
    { course_id: online.id, user_id: diana.id, progress: 100, started_at: at('2026-07-01T12:00:00Z'), completed_at: at('2026-09-30T12:00:00Z') },
  ]);
  const [presential] = await t.db.insert(course).values({ type: 'presential', title: 'Oficina de Vendas' }).returning({ id: course.id });
  const [teacher] = await t.db.insert(instrutor).values({ nome: 'Instrutor Paulo', cpf: '123.456.789-09' }).returning({ id: instrutor.id });
  const [october, november] = await t.db
    .insert(classroom)
    .values([
      {
        course_id: presential.id,
        instrutor_id: teacher.id,
        address: 'Av. Paulista, 1000',
        datetime_start: at('2026-10-07T12:00:00Z'),
        datetime_end: at('2026-10-07T20:00:00Z'),
      },
      { course_id: presential.id, address: 'Rua B, 2', datetime_start: at('2026-11-07T12:00:00Z') },
    ])
    .returning({ id: classroom.id });
  await t.db.insert(classroomSubscription).values([
    { classroom_id: october.id, user_id: bruna.id, is_present: 1 },
    { classroom_id: october.id, user_id: carlos.id, is_present: 0 },
    { classroom_id: october.id, user_id: diana.id, is_present: null },
    { classroom_id: november.id, user_id: diana.id, is_present: 1 },
  ]);
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const generate = (service: string, query: string, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${service}/gerar_relatorio`, headers: bearer(token), payload: Object.fromEntries(new URLSearchParams(query)) });

/** Asks for a period, waits for the job, and returns the CSV lines (BOM checked and removed). */
async function generated(service: string, query: string, token = superAdmin): Promise<string[]> {
  const first = await generate(service, query, token);
  expect(first.statusCode, first.body).toBe(202);
  expect(first.json()).toMatchObject({ status: 'generating', message: REPORT_MESSAGES.generating });
  const name = new URLSearchParams(query).get('name');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const list = await get(`/api/v1/${service}/buscar_relatorios_existentes?name=${name}`, token);
    const report = list.json().reports.find((r: { id: number }) => r.id === first.json().report.id);
    if (report?.status === 'ready') break;
    expect(report?.status).toBe('generating');
    if (Date.now() > deadline) throw new Error('report not ready in time');
    await new Promise((r) => setTimeout(r, 200));
  }
  const file = await get(`/api/v1/${service}/downloadRelatoriosServer?${query}`, token);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(file.headers['content-disposition']).toMatch(new RegExp(`filename="${name}_[\\d-]+(-parcial)?_\\d{10}\\.csv"`));
  expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return file.rawPayload.subarray(3).toString('utf8').trimEnd().split('\n');
}

describe('report screens: generation and content', () => {
  it('lista-corretores lists the registrations that existed at the end of the month', async () => {
    expect(await generated('account', 'name=lista-corretores&month=10&year=2026')).toEqual([
      'ID;Nome;E-mail;CPF;SUSEP;Grupo;Celular;Papel;Cadastrado em',
      expect.stringMatching(/^\d+;Bruna Corretora;bruna@corretora\.com;529\.982\.247-25;12345;SUSEP;\(11\) 91234-5678;Sócio;10\/09\/2026 09:00$/),
      expect.stringMatching(/^\d+;Carlos Corretor;carlos@corretor\.com;111\.444\.777-35;54321;SUSEP PLENA;;Funcionário;20\/10\/2026 09:00$/),
    ]);
  });

  it('acesso-corretores counts page views per broker within the month in São Paulo time', async () => {
    expect(await generated('account', 'name=acesso-corretores&month=10&year=2026')).toEqual([
      'ID;Nome;E-mail;CPF;SUSEP;Acessos;Primeiro acesso;Último acesso',
      expect.stringMatching(/^\d+;Bruna Corretora;bruna@corretora\.com;529\.982\.247-25;12345;2;01\/10\/2026 00:00;15\/10\/2026 15:30$/),
      expect.stringMatching(/^\d+;Carlos Corretor;carlos@corretor\.com;111\.444\.777-35;54321;1;31\/10\/2026 20:00;31\/10\/2026 20:00$/),
    ]);
  });

  it('program-in-progress lists who was taking an online course in the month', async () => {
    const lines = await generated('account', 'name=program-in-progress&month=10&year=2026');
    expect(lines[0]).toBe('Curso ID;Curso;Nome;CPF/Matrícula;Perfil;Progresso (%);Status;Início;Conclusão');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^\\d+;Seguro Residencial;Bruna Corretora;${people[0].uid};Administrador;40;Em andamento;20/09/2026 09:00;$`)),
      expect.stringMatching(
        new RegExp(`^\\d+;Seguro Residencial;Carlos Corretor;${people[1].uid};Administrador;100;Concluído;01/08/2026 09:00;05/10/2026 12:00$`),
      ),
    ]);
  });

  it('turmas-presenciais lists the participants of the classes that started in the month', async () => {
    const lines = await generated('account', 'name=turmas-presenciais&month=10&year=2026');
    expect(lines[0]).toBe('Turma ID;Curso;Início;Fim;Endereço;Instrutor;Participante;CPF/Matrícula;Presença');
    expect(lines.slice(1).map((l) => l.split(';').slice(1))).toEqual([
      ['Oficina de Vendas', '07/10/2026 09:00', '07/10/2026 17:00', 'Av. Paulista, 1000', 'Instrutor Paulo', 'Bruna Corretora', people[0].uid, 'Concluído'],
      ['Oficina de Vendas', '07/10/2026 09:00', '07/10/2026 17:00', 'Av. Paulista, 1000', 'Instrutor Paulo', 'Carlos Corretor', people[1].uid, 'Ausente'],
      [
        'Oficina de Vendas',
        '07/10/2026 09:00',
        '07/10/2026 17:00',
        'Av. Paulista, 1000',
        'Instrutor Paulo',
        'Diana Colaboradora',
        people[2].uid,
        'Não iniciado',
      ],
    ]);
  });

  it('download-conteudos (dam, report_download) covers a whole year with period=anual', async () => {
    const lines = await generated('dam', 'name=report_download&period=anual&year=2025');
    expect(lines[0]).toBe('Data/Hora;Conteúdo ID;Conteúdo;Nome;CPF/Matrícula;Perfil');
    // The download at 2026-01-01 03:30 UTC is already 2026 in São Paulo... and 31/12 23:30 UTC is still 2025 there.
    expect(lines.slice(1).map((l) => l.split(';').filter((_, i) => i !== 1))).toEqual([
      ['05/03/2025 10:00', 'Guia do Seguro Auto', 'Diana Colaboradora', people[2].uid, 'Administrador'],
      ['31/12/2025 20:30', 'Guia do Seguro Auto', 'Anônimo', '', ''],
    ]);
  });

  it('the current month (period=atual) is generated anew on request and lists what exists so far', async () => {
    const generate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/gerar_relatorio',
      headers: bearer(superAdmin),
      payload: { name: 'lista-corretores', period: 'atual' },
    });
    expect(generate.statusCode).toBe(202);
    const lines = await generated('account', 'name=lista-corretores&period=atual');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('Elisa Sem Conta');
  });

  it('lists each period once with its newest file, and serves the stored file again without regenerating', async () => {
    const list = (await get('/api/v1/account/buscar_relatorios_existentes?name=lista-corretores', superAdmin)).json();
    expect(list.name).toBe('lista-corretores');
    expect(list.reports.filter((r: { period: string }) => r.period === 'month')).toEqual([
      expect.objectContaining({
        period: 'month',
        year: 2026,
        month: 10,
        status: 'ready',
        rows: 2,
        name: expect.stringMatching(/^lista-corretores_2026-10_\d{10}\.csv$/),
      }),
    ]);
    const again = await get('/api/v1/account/downloadRelatoriosServer?name=lista-corretores&month=10&year=2026', superAdmin);
    expect(again.statusCode).toBe(200);
  });
});

describe('report screens: rules and refusals', () => {
  const current = saoPauloMonth(new Date());
  const next = saoPauloMonth(saoPauloMonthStart(current.year, current.month + 1));
  it.each([
    ['the current month', `name=lista-corretores&month=${current.month}&year=${current.year}`],
    ['a future month', `name=lista-corretores&month=${next.month}&year=${next.year}`],
    ['a month before the first one', 'name=lista-corretores&month=12&year=2021'],
    ['program-in-progress before September 2019', 'name=program-in-progress&month=8&year=2019'],
    ['the current year', `name=lista-corretores&period=anual&year=${current.year}`],
    ['a month without year', 'name=lista-corretores&month=3'],
  ])('refuses %s', async (_case, query) => {
    const res = await get(`/api/v1/account/downloadRelatoriosServer?${query}`, superAdmin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: REPORT_MESSAGES.periodUnavailable, code: 'BAD_USER_INPUT' });
  });

  it('a GET never starts a generation: a period not generated yet is not found and nothing is queued', async () => {
    const before = (await get('/api/v1/account/buscar_relatorios_existentes?name=lista-corretores', superAdmin)).json().reports.length;
    const res = await get('/api/v1/account/downloadRelatoriosServer?name=lista-corretores&month=3&year=2024', superAdmin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: REPORT_MESSAGES.notReady, code: 'NOT_FOUND' });
    expect((await get('/api/v1/account/buscar_relatorios_existentes?name=lista-corretores', superAdmin)).json().reports).toHaveLength(before);
  });

  it('refuses an unknown report name, and a name of the other service', async () => {
    expect((await get('/api/v1/account/buscar_relatorios_existentes?name=nada', superAdmin)).statusCode).toBe(404);
    const wrongService = await get('/api/v1/account/buscar_relatorios_existentes?name=report_download', superAdmin);
    expect(wrongService.json()).toEqual({ error: REPORT_MESSAGES.unknownReport, code: 'NOT_FOUND' });
  });

  it('refuses anonymous callers and profiles without the Dashboard module', async () => {
    expect((await get('/api/v1/account/buscar_relatorios_existentes?name=program-in-progress')).statusCode).toBe(401);
    const forbidden = await get('/api/v1/dam/buscar_relatorios_existentes?name=report_download', noDashboard);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe(MESSAGES.forbidden);
  });

  it('applies the dashboard visibility: broker, class and content reports need a super administrator or profile 15', async () => {
    for (const [service, name] of [
      ['account', 'lista-corretores'],
      ['account', 'acesso-corretores'],
      ['account', 'turmas-presenciais'],
      ['dam', 'report_download'],
    ]) {
      expect((await get(`/api/v1/${service}/buscar_relatorios_existentes?name=${name}`, dashboardOnly)).statusCode).toBe(403);
      expect((await get(`/api/v1/${service}/buscar_relatorios_existentes?name=${name}`, special)).statusCode).toBe(200);
    }
    expect((await get('/api/v1/account/buscar_relatorios_existentes?name=program-in-progress', dashboardOnly)).statusCode).toBe(200);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/gerar_relatorio',
      headers: bearer(dashboardOnly),
      payload: { name: 'lista-corretores', period: 'atual' },
    });
    expect(post.statusCode).toBe(403);
  });
});
