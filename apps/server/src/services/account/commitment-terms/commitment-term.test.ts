import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { users } from '../../../db/schema/account.ts';
import { commitmentTerm } from '../../../db/schema/analytics.ts';
import { corretor } from '../../../db/schema/corretor.ts';
import { parceiro } from '../../../db/schema/parceiro.ts';
import { REPORT_MIME } from '../../../platform/reports/report-stream.ts';
import { bearer, createTestApp, expectRestRefused, errorCode, errorMessage, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { COMMITMENT_TERM_REPORT_FILENAME } from './commitment-term-routes.ts';

const Q = `{ termoCompromissoCount { parceiros corretores colaboradores } }`;
const REPORT_URL = '/api/v1/account/relatorio_termo_compromisso';

let t: TestApp;
let admin: TestUser & { token: string };
let special: TestUser & { token: string };
let dashboardOnly: TestUser & { token: string };
let outsider: TestUser & { token: string };

function expectRefused(body: GqlBody, code: string, message?: string) {
  expect(errorCode(body)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
  expect(body.data ?? null).toBeNull();
}

async function person(name: string, uid: string, kinds: Array<'corretor' | 'parceiro'>, acceptedAt?: string) {
  const mail = `${uid}@exemplo.com.br`;
  const [user] = await t.db.insert(users).values({ name, mail, uid, profile_id: null }).returning({ id: users.id });
  if (kinds.includes('corretor')) await t.db.insert(corretor).values({ user_id: user.id, name, email: mail, cpf: uid });
  if (kinds.includes('parceiro')) await t.db.insert(parceiro).values({ user_id: user.id, name, email: mail, cpf: uid });
  if (acceptedAt) await t.db.insert(commitmentTerm).values({ user_id: user.id, accepted_at: new Date(acceptedAt) });
  return user.id;
}

function report(token?: string) {
  return t.app.inject({ method: 'GET', url: REPORT_URL, headers: token ? bearer(token) : {} });
}

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book.worksheets[0]
    .getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  special = await t.signIn(PROFILE_ID.SPECIAL);
  // Profile 15 reaches the dashboard through the Dashboard module alone here.
  await t.setProfileModules(PROFILE_ID.SPECIAL, ['Dashboard']);
  dashboardOnly = await t.signIn(await t.createProfile({ modules: ['Dashboard'] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['User', 'Corretor', 'Parceiro'] }));
});
afterAll(() => t?.close());

describe('termoCompromissoCount and relatorio_termo_compromisso', () => {
  it('are zero and an empty sheet with its headers before anyone accepts', async () => {
    expect(await t.gql('account', Q, {}, admin.token)).toEqual({ data: { termoCompromissoCount: { parceiros: 0, corretores: 0, colaboradores: 0 } } });
    const res = await report(admin.token);
    expect(res.statusCode).toBe(200);
    expect(await sheetRows(res.rawPayload)).toEqual([['Nome', 'E-mail', 'CPF/Matrícula', 'Tipo', 'Data de aceite']]);
  });

  it('classify each acceptance as corretor, else parceiro, else colaborador, and list them in the XLSX', async () => {
    // 15/01/2026 01:30 UTC is still 14/01 22:30 in São Paulo.
    await person('Carla Corretora', '11111111111', ['corretor'], '2026-01-15T01:30:00Z');
    await person('Paulo Parceiro', '22222222222', ['parceiro'], '2026-02-01T13:05:00Z');
    await person('Ambos Registros', '33333333333', ['parceiro', 'corretor'], '2026-02-02T10:00:00Z');
    await person('Célia Colaboradora', 'M0042', [], '2026-03-03T18:59:00Z');
    await person('Pedro Parceiro Dois', '44444444444', ['parceiro'], '2026-04-04T12:00:00Z');
    // Registered but never accepted: not counted.
    await person('Sem Aceite', '55555555555', ['corretor']);
    expect(await t.gql('account', Q, {}, admin.token)).toEqual({ data: { termoCompromissoCount: { parceiros: 2, corretores: 2, colaboradores: 1 } } });

    const res = await report(admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(REPORT_MIME.xlsx);
    expect(res.headers['content-disposition']).toContain(`filename="${COMMITMENT_TERM_REPORT_FILENAME}"`);
    expect(await sheetRows(res.rawPayload)).toEqual([
      ['Nome', 'E-mail', 'CPF/Matrícula', 'Tipo', 'Data de aceite'],
      ['Carla Corretora', '11111111111@exemplo.com.br', '11111111111', 'Corretor', '14/01/2026 22:30'],
      ['Paulo Parceiro', '22222222222@exemplo.com.br', '22222222222', 'Parceiro', '01/02/2026 10:05'],
      ['Ambos Registros', '33333333333@exemplo.com.br', '33333333333', 'Corretor', '02/02/2026 07:00'],
      ['Célia Colaboradora', 'M0042@exemplo.com.br', 'M0042', 'Colaborador', '03/03/2026 15:59'],
      ['Pedro Parceiro Dois', '44444444444@exemplo.com.br', '44444444444', 'Parceiro', '04/04/2026 09:00'],
    ]);
  });

  it('reads the report in batches: every acceptance of a base larger than one batch is in the file', async () => {
    const values = Array.from({ length: 1500 }, (_, i) => ({
      name: `Colaborador ${i}`,
      mail: `lote.${i}@exemplo.com.br`,
      uid: `L${String(i).padStart(6, '0')}`,
    }));
    const created = await t.db.insert(users).values(values).returning({ id: users.id });
    await t.db.insert(commitmentTerm).values(created.map((u) => ({ user_id: u.id, accepted_at: new Date('2026-05-01T12:00:00Z') })));
    const rows = await sheetRows((await report(admin.token)).rawPayload);
    expect(rows).toHaveLength(1 + 5 + 1500);
    expect(rows.at(-1)).toEqual(['Colaborador 1499', 'lote.1499@exemplo.com.br', 'L001499', 'Colaborador', '01/05/2026 09:00']);
    expect((await t.gql('account', Q, {}, admin.token)).data.termoCompromissoCount).toEqual({ parceiros: 2, corretores: 2, colaboradores: 1501 });
  });

  it('answer every Dashboard user (super administrator, profile 15, other profiles)', async () => {
    for (const user of [admin, special, dashboardOnly]) {
      const body = await t.gql('account', Q, {}, user.token);
      expect(body.errors, user.name).toBeUndefined();
      expect(body.data.termoCompromissoCount.corretores).toBe(2);
      const res = await report(user.token);
      expect(res.statusCode, user.name).toBe(200);
      expect((await sheetRows(res.rawPayload))[1][0]).toBe('Carla Corretora');
    }
  });

  it('refuse profiles without the Dashboard module and anonymous callers', async () => {
    expectRefused(await t.gql('account', Q, {}, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await t.gql('account', Q, {}), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
    expectRestRefused(await report(outsider.token), 'FORBIDDEN');
    expectRestRefused(await report(), 'UNAUTHENTICATED');
  });
});
