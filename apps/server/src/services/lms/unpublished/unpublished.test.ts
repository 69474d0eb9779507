import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { asset } from '../../../db/schema/dam.ts';
import { course, trail } from '../../../db/schema/lms.ts';
import { REPORT_MIME } from '../../../platform/reports/report-stream.ts';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';

let t: TestApp;
let admin: TestUser & { token: string };
let unpublishAdmin: TestUser & { token: string };
let outsider: TestUser & { token: string };
let owner: TestUser;

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  unpublishAdmin = await t.signIn(await t.createProfile({ modules: ['Despublicar'] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['Media', 'Course'] }));
  owner = await t.createUser({ profileId: PROFILE_ID.SPECIAL, name: 'Dona Maria' });
  const insertAsset = async (key: string, values: Partial<typeof asset.$inferInsert>) => {
    const [row] = await t.db
      .insert(asset)
      .values({ module_name: 'Media', title: key, ...values })
      .returning({ id: asset.id });
    ids[key] = row.id;
  };
  await insertAsset('Ebook vencido', { date_unpublish: ago(2), owner: owner.id });
  await insertAsset('Banner vencido', { module_name: 'Banner', date_unpublish: ago(1) });
  await insertAsset('Ebook futuro', { date_unpublish: new Date(now + DAY) });
  await insertAsset('Ebook sem data', { date_unpublish: null });
  const [c] = await t.db
    .insert(course)
    .values({ type: 'online', title: 'Curso vencido', date_unpublish: ago(1), owner: owner.id })
    .returning({ id: course.id });
  ids['Curso vencido'] = c.id;
  await t.db.insert(course).values({ type: 'online', title: 'Curso ativo', date_unpublish: new Date(now + 10 * DAY) });
  const [tr] = await t.db
    .insert(trail)
    .values({ title: 'Trilha vencida', date_unpublish: new Date('2024-03-10T02:00:00Z') })
    .returning({ id: trail.id });
  ids['Trilha vencida'] = tr.id;
});
afterAll(() => t?.close());

const get = (query: string, token: string | null = unpublishAdmin.token) =>
  t.app.inject({ method: 'GET', url: `/api/v1/lms/unpublished-content${query}`, headers: token ? bearer(token) : {} });

describe('GET /api/v1/lms/unpublished-content', () => {
  it('lists digital contents, courses and trails whose unpublish date has passed, newest first', async () => {
    const res = await get('?offset=0&limit=20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 3,
      data: [
        { id: ids['Curso vencido'], title: 'Curso vencido', type: 'curso', owner_name: 'Dona Maria', date_unpublish: ago(1).toISOString() },
        { id: ids['Ebook vencido'], title: 'Ebook vencido', type: 'file', owner_name: 'Dona Maria', date_unpublish: ago(2).toISOString() },
        { id: ids['Trilha vencida'], title: 'Trilha vencida', type: 'trilha', owner_name: null, date_unpublish: '2024-03-10T02:00:00.000Z' },
      ],
    });
  });

  it('pages with offset and limit, the total staying the same', async () => {
    const page = await get('?offset=1&limit=1', admin.token);
    expect(page.json()).toEqual({ total: 3, data: [expect.objectContaining({ id: ids['Ebook vencido'], type: 'file' })] });
    expect((await get('?offset=3&limit=20')).json()).toEqual({ total: 3, data: [] });
    expect((await get('')).json().data).toHaveLength(3);
  });

  it('refuses bad paging arguments, callers without the module and anonymous callers', async () => {
    expect((await get('?offset=-1')).statusCode).toBe(400);
    expect((await get('?limit=0')).statusCode).toBe(400);
    expect((await get('?limit=abc')).statusCode).toBe(400);
    const forbidden = await get('', outsider.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe(MESSAGES.forbidden);
    expect(forbidden.body).not.toContain('vencido');
    const anonymous = await get('?report=true', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(MESSAGES.unauthenticated);
  });

  it('with report=true downloads the whole list as a spreadsheet, dates in America/Sao_Paulo', async () => {
    const res = await get('?report=true&offset=2&limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(REPORT_MIME.xlsx);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    const day = (d: Date) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(d);
    expect(rows).toEqual([
      ['ID', 'Título', 'Tipo', 'Responsável', 'Data de Despublicação'],
      [ids['Curso vencido'], 'Curso vencido', 'Curso', 'Dona Maria', day(ago(1))],
      [ids['Ebook vencido'], 'Ebook vencido', 'Conteúdo Digital', 'Dona Maria', day(ago(2))],
      // 02:00 UTC on the 10th is still the 9th in São Paulo.
      [ids['Trilha vencida'], 'Trilha vencida', 'Trilha', 'Sem responsável', '09/03/2024'],
    ]);
  });
});
