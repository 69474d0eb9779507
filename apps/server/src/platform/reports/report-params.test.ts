import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REPORT_MESSAGES, type ReportFileInfo } from '@backoffice/domain/reports';
import { reportFile } from '../../db/schema/reports.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { installErrorHandler } from '../http/error-handler.ts';
import { installAccess } from '../http/request-user.ts';
import { createJobQueue, type JobQueue } from '../jobs/queue.ts';
import { createReportEngine, type ReportDefinition } from './report-engine.ts';
import { reportRoutes } from './report-screen-routes.ts';
import { textLiteral } from './sql-csv.ts';

const COURSE_REQUIRED = 'Informe o curso.';

const courseParams = z.object({
  course_id: z.coerce.number().int().positive(COURSE_REQUIRED),
  label: z.string().max(40).optional(),
});

/** A test-only report with parameters: course_id rows, each with the course and the label. */
const byCourse: ReportDefinition<z.infer<typeof courseParams>> = {
  name: 'by-course',
  params: courseParams,
  query: (_range, { course_id, label }) => ({
    headers: ['Curso', 'Linha', 'Rótulo'],
    columns: [String(course_id), 'i', label === undefined ? 'null' : textLiteral(label)],
    from: `from generate_series(1, ${course_id}) i where true`,
    key: 'i',
  }),
};

/** A period report beside it, which takes no parameters. */
const monthly: ReportDefinition = {
  name: 'monthly',
  query: () => ({ headers: ['N'], columns: ['i'], from: 'from generate_series(1, 2) i where true', key: 'i' }),
};

let t: TestApp;
let app: FastifyInstance;
let jobs: JobQueue;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn(2)).token;
  jobs = createJobQueue(t.database, { pollingIntervalSeconds: 0.5 });
  const reports = createReportEngine({ db: t.db, driver: t.database.driver, files: t.files, jobs }, [byCourse, monthly]);
  // The report calls of a service of their own, with the test's reports and the app's access and errors.
  app = Fastify();
  installErrorHandler(app);
  installAccess(app, t.app.sessions);
  reportRoutes('teste', {
    access: 'authenticated',
    find: (_request, name) => (name === 'by-course' ? { name } : name === 'monthly' ? { name, periods: { earliest: { year: 2020, month: 1 } } } : undefined),
  })(app, { ...t.app.deps, reports, jobs });
  await app.ready();
});

afterAll(async () => {
  await jobs?.stop();
  await app?.close();
  await t?.close();
});

const generate = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/v1/teste/gerar_relatorio', headers: bearer(token), payload });
const get = (call: string, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/v1/teste/${call}?${new URLSearchParams(query)}`, headers: bearer(token) });
const list = async (params: object) => {
  const res = await get('buscar_relatorios_existentes', { name: 'by-course', params: JSON.stringify(params) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ reports: ReportFileInfo[] }>().reports;
};

async function readyFile(params: object, id: number): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  while (!(await list(params)).some((r) => r.id === id && r.status === 'ready')) {
    if (Date.now() > deadline) throw new Error('report not ready in time');
    await new Promise((r) => setTimeout(r, 200));
  }
  const file = await get('downloadRelatoriosServer', { name: 'by-course', params: JSON.stringify(params) });
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers['content-disposition']).toMatch(/filename="by-course_\d{10}\.csv"/);
  return file.rawPayload.subarray(3).toString('utf8').trimEnd().split('\n');
}

describe('a report with parameters', () => {
  it('is generated, listed and downloaded for its parameters, which are stored with it', async () => {
    const three = await generate({ name: 'by-course', params: { course_id: 3, label: "d'Ávila" } });
    expect(three.statusCode, three.body).toBe(202);
    const report = three.json().report as ReportFileInfo;
    expect(report).toMatchObject({ period: 'none', year: 0, month: null, status: 'generating', params: { course_id: 3, label: "d'Ávila" } });
    // The schema's output is what is stored: '5' read as a number.
    const five = await generate({ name: 'by-course', params: { course_id: '5' } });
    expect(five.statusCode, five.body).toBe(202);
    expect(five.json().report).toMatchObject({ params: { course_id: 5 } });
    expect(five.json().report.id).not.toBe(report.id);

    // Listing and downloading find the file of the same parameters, whatever their key order.
    expect(await readyFile({ label: "d'Ávila", course_id: 3 }, report.id)).toEqual(['Curso;Linha;Rótulo', "3;1;d'Ávila", "3;2;d'Ávila", "3;3;d'Ávila"]);
    expect(await readyFile({ course_id: 5 }, five.json().report.id)).toHaveLength(6);
    expect((await list({ course_id: 3, label: "d'Ávila" })).map((r) => r.id)).toEqual([report.id]);
    expect(await list({ course_id: 3 })).toEqual([]);
    const [row] = await t.db.select().from(reportFile).where(eq(reportFile.id, report.id));
    expect(row.params).toEqual({ course_id: 3, label: "d'Ávila" });

    const missing = await get('downloadRelatoriosServer', { name: 'by-course', params: JSON.stringify({ course_id: 9 }) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(REPORT_MESSAGES.notReady);
  });

  it("refuses parameters its schema does not accept, with the schema's message", async () => {
    for (const params of [{ course_id: 0 }, {}, undefined]) {
      const res = await generate({ name: 'by-course', params });
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
    }
    expect((await generate({ name: 'by-course', params: { course_id: 0 } })).json()).toEqual({ error: COURSE_REQUIRED, code: 'BAD_USER_INPUT' });
    const notJson = await get('buscar_relatorios_existentes', { name: 'by-course', params: '{course' });
    expect(notJson.json()).toEqual({ error: REPORT_MESSAGES.invalidParams, code: 'BAD_USER_INPUT' });
  });

  it('takes no period, and a period report takes no parameters', async () => {
    const withPeriod = await generate({ name: 'by-course', params: { course_id: 2 }, month: 1, year: 2024 });
    expect(withPeriod.json()).toEqual({ error: REPORT_MESSAGES.periodUnavailable, code: 'BAD_USER_INPUT' });
    const noPeriod = await generate({ name: 'monthly' });
    expect(noPeriod.json()).toEqual({ error: REPORT_MESSAGES.periodUnavailable, code: 'BAD_USER_INPUT' });
    const withParams = await generate({ name: 'monthly', month: 1, year: 2024, params: { course_id: 2 } });
    expect(withParams.json()).toEqual({ error: REPORT_MESSAGES.invalidParams, code: 'BAD_USER_INPUT' });
    const plain = await generate({ name: 'monthly', month: 1, year: 2024 });
    expect(plain.statusCode, plain.body).toBe(202);
    expect(plain.json().report).toMatchObject({ period: 'month', year: 2024, month: 1, params: {} });
  });
});
