import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { PARCEIRO_MESSAGES } from '@backoffice/domain/schemas/registration';
import { realEstateBase } from '../../db/schema/parceiro.ts';
import { CSV_MESSAGES } from '../../platform/csv/read-csv.ts';
import { UPLOAD_MESSAGES } from '../../platform/http/upload.ts';
import { IMPORT_RUNS_MESSAGES } from '../../platform/imports/import-runs-route.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp, type TestUser } from '../../test/test-app.ts';
import { REAL_ESTATE_MESSAGES } from './real-estate-base-store.ts';

const URL = '/api/v1/parceiro/import-real-estate-base';
const MISSING = CSV_MESSAGES.missingColumns(['CNPJ/CPF', 'Código da imobiliária', 'Nome']);

let t: TestApp;
let admin: TestUser & { token: string };
let importer: TestUser & { token: string };
let partnerAdmin: TestUser & { token: string };

/** A multipart/form-data body with one file in the field `file`, as a browser sends it. */
function multipart(content: string | Buffer, { field = 'file', filename = 'base.csv' } = {}) {
  const boundary = `----bo${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(content: string | Buffer, token: string | null = importer.token, options?: { field?: string; filename?: string }) {
  const body = multipart(content, options);
  return t.app.inject({ method: 'POST', url: URL, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
}

const base = () =>
  t.db
    .select({
      document: realEstateBase.document,
      code: realEstateBase.code,
      name: realEstateBase.name,
      created_by: realEstateBase.created_by,
      updated_by: realEstateBase.updated_by,
    })
    .from(realEstateBase)
    .orderBy(asc(realEstateBase.id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  importer = await t.signIn(await t.createProfile({ modules: ['ImportarBase'] }));
  partnerAdmin = await t.signIn(await t.createProfile({ modules: ['Parceiro', 'Branch', 'User', 'Corretor'] }));
});

beforeEach(async () => {
  await t.db.delete(realEstateBase);
});

afterAll(async () => {
  await t?.close();
});

describe('import of the real-estate base', () => {
  const FILE = [
    '\uFEFFCNPJ/CPF;Código da imobiliária;Nome',
    '12.345.678/0001-90;555;Imobiliária Centro',
    '529.982.247-25;;Corretora Pessoa Física',
    ';9001;Imobiliária Só Código',
  ].join('\r\n');

  it('creates the rows, digits only, with the importer in the audit fields', async () => {
    const res = await upload(FILE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 3, updated: 0, errors: [] });
    expect(await base()).toEqual([
      { document: '12345678000190', code: '555', name: 'Imobiliária Centro', created_by: importer.id, updated_by: importer.id },
      { document: '52998224725', code: null, name: 'Corretora Pessoa Física', created_by: importer.id, updated_by: importer.id },
      { document: null, code: '9001', name: 'Imobiliária Só Código', created_by: importer.id, updated_by: importer.id },
    ]);
    const verify = await t.gql('parceiro', `{ verifica_base_imobiliaria(identificador: "9001") { exists name } }`, {}, admin.token);
    expect(verify.data.verifica_base_imobiliaria).toEqual({ exists: true, name: 'Imobiliária Só Código' });
  });

  it('re-importing updates the records it finds (by document, else by code) instead of duplicating', async () => {
    await upload(FILE);
    const again = [
      'cnpj_cpf,codigo,nome',
      '12345678000190,556,Imobiliária Centro Nova', // found by document: code changes
      ',9001,Só Código Renomeada', // found by code
      '529.982.247-25,777,Corretora PF', // found by document: gains a code
      '98.765.432/0001-10,,Nova Imobiliária',
    ].join('\n');
    const res = await upload(again, admin.token);
    expect(res.json()).toEqual({ created: 1, updated: 3, errors: [] });
    expect(await base()).toEqual([
      { document: '12345678000190', code: '556', name: 'Imobiliária Centro Nova', created_by: importer.id, updated_by: admin.id },
      { document: '52998224725', code: '777', name: 'Corretora PF', created_by: importer.id, updated_by: admin.id },
      { document: null, code: '9001', name: 'Só Código Renomeada', created_by: importer.id, updated_by: admin.id },
      { document: '98765432000110', code: null, name: 'Nova Imobiliária', created_by: admin.id, updated_by: admin.id },
    ]);
    // Exactly the same file again: everything is found, nothing is added.
    expect((await upload(again)).json()).toEqual({ created: 0, updated: 4, errors: [] });
    expect(await base()).toHaveLength(4);
  });

  it('reports each invalid row with its line, value and reason, and imports the others', async () => {
    await upload(FILE);
    const file = [
      'Nome;CNPJ/CPF;Código da imobiliária',
      'Boa;11.222.333/0001-44;100',
      'Curta;123.456;',
      'Letras;;12A',
      'Longo;;' + '1'.repeat(21),
      ';11.222.333/0001-55;',
      'Sem identificador;;',
      'Código de outra;12.345.678/0001-90;9001',
      'Duplicada no arquivo;11.222.333/0001-44;101',
    ].join('\n');
    const res = await upload(file);
    expect(res.json()).toEqual({
      created: 1,
      updated: 1,
      errors: [
        { row: 3, value: '123.456; ; Curta', error: PARCEIRO_MESSAGES.shortDocument },
        { row: 4, value: '; 12A; Letras', error: PARCEIRO_MESSAGES.codeNumeric },
        { row: 5, value: `; ${'1'.repeat(21)}; Longo`, error: 'O campo código da imobiliária deve ter no máximo 20 caracteres.' },
        { row: 6, value: '11.222.333/0001-55; ; ', error: 'O campo nome é obrigatório!' },
        { row: 7, value: '; ; Sem identificador', error: PARCEIRO_MESSAGES.oneOfTwo },
        { row: 8, value: '12.345.678/0001-90; 9001; Código de outra', error: REAL_ESTATE_MESSAGES.codeTaken('9001') },
      ],
    });
    const rows = await base();
    expect(rows).toHaveLength(4);
    // The later row of the same record wins.
    expect(rows[3]).toMatchObject({ document: '11222333000144', code: '101', name: 'Duplicada no arquivo' });
    expect(rows[0]).toMatchObject({ document: '12345678000190', code: '555', name: 'Imobiliária Centro' });
  });

  it('reads a base saved in Windows-1252 (Latin-1), header included, storing the names as typed', async () => {
    const latin1 = Buffer.from('CNPJ/CPF;Código da imobiliária;Nome\r\n;3001;Imobiliária João Conceição\r\n;3002;Ação & Cia Imóveis\r\n', 'latin1');
    const res = await upload(latin1);
    expect([res.statusCode, res.json()]).toEqual([200, { created: 2, updated: 0, errors: [] }]);
    expect((await base()).map((r) => r.name)).toEqual(['Imobiliária João Conceição', 'Ação & Cia Imóveis']);
  });

  it('streams large files in batches', async () => {
    const lines = ['CNPJ/CPF,Código da imobiliária,Nome'];
    for (let i = 1; i <= 1_200; i++) lines.push(`,${i},Imobiliária ${i}`);
    expect((await upload(lines.join('\n'))).json()).toEqual({ created: 1_200, updated: 0, errors: [] });
    lines[1_000] = `,999,Renomeada`;
    expect((await upload(lines.join('\n'))).json()).toEqual({ created: 0, updated: 1_200, errors: [] });
    expect(await base()).toHaveLength(1_200);
  });

  it('keeps what was written when the file breaks halfway, and reports where', async () => {
    const lines = ['CNPJ/CPF,Código da imobiliária,Nome'];
    for (let i = 1; i <= 600; i++) lines.push(`,${i},Imobiliária ${i}`);
    lines.push(',601,"Aspas sem fim', ',602,Nunca lida');
    const res = await upload(lines.join('\n'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // At least the first batch (500 rows) was written before the parser met the broken quote;
    // what the answer counts is exactly what the base holds.
    expect(body.created).toBeGreaterThanOrEqual(500);
    expect(body.created).toBeLessThanOrEqual(600);
    expect(await base()).toHaveLength(body.created);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].error).toMatch(/^O arquivo CSV está malformado perto da linha \d+\.$/);
    // Fixing the file and sending it again completes the base without duplicates.
    lines[601] = ',601,Aspas fechadas';
    expect((await upload(lines.join('\n'))).json()).toEqual({ created: 602 - body.created, updated: body.created, errors: [] });
    expect(await base()).toHaveLength(602);
  });
});

describe('a database failure halfway', () => {
  it('keeps the batches already written and reports every row of the failed one', async () => {
    const lines = ['CNPJ/CPF;Código da imobiliária;Nome'];
    for (let i = 1; i <= 1_200; i++) lines.push(`;${i};Imobiliária ${i}`);
    const transaction = t.db.transaction.bind(t.db);
    let calls = 0;
    const spy = vi
      .spyOn(t.db, 'transaction')
      .mockImplementation(((...args: Parameters<typeof transaction>) =>
        ++calls === 2 ? Promise.reject(new Error('connection lost')) : transaction(...args)) as typeof transaction);
    try {
      const res = await upload(lines.join('\n'));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.created).toBe(700);
      expect(body.errors).toHaveLength(500);
      expect(body.errors[0]).toEqual({ row: 502, value: '; 501; Imobiliária 501', error: REAL_ESTATE_MESSAGES.batchFailed });
      expect(body.errors[499].row).toBe(1_001);
    } finally {
      spy.mockRestore();
    }
    const rows = await base();
    expect(rows).toHaveLength(700);
    expect(rows.map((r) => r.code)).not.toContain('501');
    // Sending the file again fills the gap and changes nothing else.
    expect((await upload(lines.join('\n'))).json()).toEqual({ created: 500, updated: 700, errors: [] });
  });
});

describe('files refused whole, writing nothing', () => {
  const junkText = () => {
    const words = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit'];
    const lines: string[] = [];
    let size = 0;
    for (let i = 0; size < 10 * 1024 * 1024; i++) {
      const line = Array.from({ length: 12 }, (_, j) => words[(i * 7 + j * 3) % words.length]).join(' ');
      lines.push(line);
      size += line.length + 1;
    }
    return lines.join('\n');
  };

  it.each([
    ['an empty file', () => '', CSV_MESSAGES.empty],
    ['blank lines only', () => '\n\n  \n', CSV_MESSAGES.empty],
    ['a binary file', () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]), CSV_MESSAGES.binary],
    ['tab-separated columns', () => 'CNPJ/CPF\tCódigo da imobiliária\tNome\n12345678000190\t1\tX\n', MISSING],
    ['pipe-separated columns', () => 'CNPJ/CPF|Código da imobiliária|Nome\n12345678000190|1|X\n', MISSING],
    ['a missing column', () => 'CNPJ/CPF;Nome\n12345678000190;X\n', CSV_MESSAGES.missingColumns(['Código da imobiliária'])],
    ['no header line', () => '12345678000190;1;Imobiliária X\n98765432000110;2;Y\n', MISSING],
    ['10 MB of text junk', junkText, MISSING],
    ['10 MB of random bytes', () => randomBytes(10 * 1024 * 1024), CSV_MESSAGES.binary],
  ])('refuses %s', async (_name, content, message) => {
    await upload('CNPJ/CPF;Código da imobiliária;Nome\n;1;Já estava\n');
    const before = await base();
    const res = await upload(content());
    expect([res.statusCode, res.json().error]).toEqual([400, message]);
    expect(await base()).toEqual(before);
  });

  it('refuses a request without the file', async () => {
    const notMultipart = await t.app.inject({ method: 'POST', url: URL, payload: { file: 'x' }, headers: bearer(importer.token) });
    expect([notMultipart.statusCode, notMultipart.json().error]).toEqual([400, UPLOAD_MESSAGES.notMultipart]);
    const otherField = await upload('CNPJ/CPF;Código da imobiliária;Nome\n;1;X\n', importer.token, { field: 'arquivo' });
    expect([otherField.statusCode, otherField.json().error]).toEqual([400, UPLOAD_MESSAGES.missing]);
    expect(await base()).toEqual([]);
  });

  it('a file with the header and no rows imports nothing', async () => {
    expect((await upload('CNPJ/CPF;Código da imobiliária;Nome\n')).json()).toEqual({ created: 0, updated: 0, errors: [] });
  });
});

describe('access', () => {
  it('needs the ImportarBase module and a session', async () => {
    const forbidden = await upload('CNPJ/CPF;Código da imobiliária;Nome\n;1;X\n', partnerAdmin.token);
    expect([forbidden.statusCode, forbidden.json()]).toEqual([403, { error: 'Seu perfil não tem acesso a esta funcionalidade.', code: 'FORBIDDEN' }]);
    const anonymous = await upload('CNPJ/CPF;Código da imobiliária;Nome\n;1;X\n', null);
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    expect(await base()).toEqual([]);
  });
});

describe('recent imports: GET /api/v1/parceiro/import-real-estate-base/runs', () => {
  const runs = (token: string | null = importer.token, query = '') =>
    t.app.inject({ method: 'GET', url: `${URL}/runs${query}`, headers: token ? bearer(token) : {} });

  it('lists each import, newest first, with its file, who sent it, its rows and its state', async () => {
    await upload('CNPJ/CPF;Código da imobiliária;Nome\n;4001;Primeira\n;4002;\n', importer.token, { filename: 'base-maio.csv' });
    await upload('', importer.token, { filename: 'vazio.csv' });
    const res = await runs();
    expect(res.statusCode, res.body).toBe(200);
    const [failed, done] = res.json().runs;
    expect(failed).toMatchObject({ file_name: 'vazio.csv', status: 'failed' });
    expect(done).toMatchObject({
      file_name: 'base-maio.csv',
      status: 'done',
      rows_done: 2,
      rows_created: 1,
      rows_failed: 1,
      requested_by: { id: importer.id, name: importer.name },
      requested_by_actor: null,
    });
  });

  it('refuses an invalid limit with a clear message', async () => {
    const res = await runs(importer.token, '?limit=0');
    expect([res.statusCode, res.json()]).toEqual([400, { error: IMPORT_RUNS_MESSAGES.limit, code: 'BAD_USER_INPUT' }]);
  });

  it('needs the ImportarBase module and a session, as the import does', async () => {
    expectRestRefused(await runs(partnerAdmin.token), 'FORBIDDEN');
    expectRestRefused(await runs(null), 'UNAUTHENTICATED');
  });
});
