import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRANCH_ID, MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { cpfFromBase, formatCpf, isValidCpf } from '@backoffice/domain/documents';
import { users } from '../../../db/schema/account.ts';
import { corretor } from '../../../db/schema/corretor.ts';
import { parceiro } from '../../../db/schema/parceiro.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import { createSession } from '../../../platform/auth/sessions.ts';
import { ENCODING_MESSAGES } from '../../../platform/csv/decode-text.ts';
import { CSV_MESSAGES } from '../../../platform/csv/read-csv.ts';
import { UPLOAD_MESSAGES } from '../../../platform/http/upload.ts';
import { IMPORT_RUNS_MESSAGES } from '../../../platform/imports/import-runs-route.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { BATCH_MESSAGES, importNewUsers, type ImportResult } from './new-users-batch.ts';
import type { NewUserKind } from './new-users.ts';

let t: TestApp;
let superAdmin: TestUser & { token: string };
let plainAdmin: TestUser & { token: string };
let managerWithoutModule: TestUser & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  plainAdmin = await t.signIn(await t.createProfile({ modules: ['User'] }));
  managerWithoutModule = await t.signIn(await t.createProfile({ modules: ['Corretor', 'Parceiro'] }));
  t.config.userManagerIds.push(managerWithoutModule.id);
});

afterAll(async () => {
  await t?.close();
});

const CORRETOR_HEADER = 'Nome,CPF,E-mail,Telefone,Papel,Código Susep,Grupo Susep';
const PARCEIRO_HEADER = 'Nome,CPF,E-mail,Telefone,Ramo de atuação';
const NOT_SAVED = 'Não foi possível salvar este usuário no banco de dados.';

let base = 500_000_000;
/** A fresh valid CPF, masked as a person would type it. */
const cpf = () => formatCpf(cpfFromBase(++base));
const digits = (v: string) => v.replace(/\D/g, '');

function multipart(content: string | Buffer, field = 'file') {
  const boundary = `----bo${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="usuarios.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(kind: NewUserKind, content: string | Buffer, token: string | null = superAdmin.token, field = 'file') {
  const { payload, headers } = multipart(content, field);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${kind}/import-users-from-dashboard`,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
    payload,
  });
}

async function imported(kind: NewUserKind, content: string | Buffer): Promise<ImportResult> {
  const res = await upload(kind, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function counts() {
  const [u] = await t.db.select({ n: count() }).from(users);
  const [c] = await t.db.select({ n: count() }).from(corretor);
  const [p] = await t.db.select({ n: count() }).from(parceiro);
  return { users: u.n, corretor: c.n, parceiro: p.n };
}

/** The upload is refused with this message and the database is left as it was. */
async function expectRefused(kind: NewUserKind, content: string | Buffer, message: string) {
  const before = await counts();
  const res = await upload(kind, content);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: message, code: 'BAD_USER_INPUT' });
  expect(await counts()).toEqual(before);
}

const lines = (...rows: string[]) => `${rows.join('\n')}\n`;

describe('POST /api/v1/corretor/import-users-from-dashboard', () => {
  const existing = cpf();
  const [c1, c3, c4, c6, c7, c9] = [cpf(), cpf(), cpf(), cpf(), cpf(), cpf()];
  const file = lines(
    CORRETOR_HEADER,
    `Ana Souza,${c1},ana.souza@corretora.com,(11) 91234-5678,1,A100,340431`,
    `Bruno Lima,123.456.789-00,bruno@corretora.com,(11) 91234-5678,2,A101,340432`,
    `,${c3},sem.nome@corretora.com,11912345678,3,A102,340431`,
    `Carla Dias,${c4},carla@corretora.com,(11) 3456-7890,Sócio,A103,SUSEP PLENA`,
    `Diego Reis,${c1},diego@corretora.com,(11) 91234-5678,1,A104,340431`,
    `Elisa Prado,${c6},ANA.SOUZA@corretora.com,(11) 91234-5678,1,A105,340431`,
    `Fábio Gomes,${c7},fabio@corretora.com,123,9,,999`,
    `Gabriela Rocha,${existing},gabriela@corretora.com,(11) 91234-5678,1,A107,340431`,
    '',
    `"Hugo Alves, Jr.",${c9},hugo@corretora.com,(11) 91234-5678,preposto,A109,susep`,
  );
  const expectedErrors = [
    { row: 3, value: '123.456.789-00', error: 'Informe um CPF válido.' },
    { row: 4, value: c3, error: 'O campo nome é obrigatório!' },
    { row: 6, value: c1, error: 'CPF repetido no arquivo (linha 2).' },
    { row: 7, value: c6, error: 'E-mail repetido no arquivo (linha 2).' },
    {
      row: 8,
      value: c7,
      error:
        "Informe um telefone válido. Papel inválido: '9'. Use um de: Funcionário (1), Sócio (2), Preposto (3). " +
        "O campo código susep é obrigatório! Grupo Susep inválido: '999'. Use um de: SUSEP (340431), SUSEP PLENA (340432).",
    },
    { row: 9, value: existing, error: 'Já existe um usuário com este CPF.' },
  ];

  it('creates the valid rows with their registrations and reports each bad row with its line and reason', async () => {
    await t.db.insert(users).values({ name: 'Já cadastrada', mail: 'ja.cadastrada@corretora.com', uid: digits(existing) });
    const before = await counts();
    expect(await imported('corretor', file)).toEqual({ users_created: 3, users_error: expectedErrors });
    expect(await counts()).toEqual({ ...before, users: before.users + 3, corretor: before.corretor + 3 });

    const created = await t.db
      .select({
        name: corretor.name,
        email: corretor.email,
        cpf: corretor.cpf,
        celular: corretor.celular,
        role: corretor.role,
        susep: corretor.susep,
        grupo: corretor.grupo,
        created_by: corretor.created_by,
        mail: users.mail,
        uid: users.uid,
        user_created_by: users.created_by,
        profile_id: users.profile_id,
      })
      .from(corretor)
      .innerJoin(users, eq(users.id, corretor.user_id))
      .where(inArray(corretor.cpf, [c1, c4, c9].map(digits)))
      .orderBy(corretor.id);
    const audit = { created_by: superAdmin.id, user_created_by: superAdmin.id, profile_id: null };
    expect(created).toEqual([
      {
        name: 'Ana Souza',
        email: 'ana.souza@corretora.com',
        cpf: digits(c1),
        celular: '11912345678',
        role: 1,
        susep: 'A100',
        grupo: 340431,
        mail: 'ana.souza@corretora.com',
        uid: digits(c1),
        ...audit,
      },
      {
        name: 'Carla Dias',
        email: 'carla@corretora.com',
        cpf: digits(c4),
        celular: '1134567890',
        role: 2,
        susep: 'A103',
        grupo: 340432,
        mail: 'carla@corretora.com',
        uid: digits(c4),
        ...audit,
      },
      {
        name: 'Hugo Alves, Jr.',
        email: 'hugo@corretora.com',
        cpf: digits(c9),
        celular: '11912345678',
        role: 3,
        susep: 'A109',
        grupo: 340431,
        mail: 'hugo@corretora.com',
        uid: digits(c9),
        ...audit,
      },
    ]);
  });

  it('says a Papel or Grupo Susep it does not know is invalid, with the valid ones; an empty one is missing', async () => {
    const [g1, g2] = [cpf(), cpf()];
    const result = await imported(
      'corretor',
      lines(CORRETOR_HEADER, `Gil Nunes,${g1},gil@corretora.com,(11) 91234-5678,Gerente,A200,999`, `Ivo Melo,${g2},ivo@corretora.com,(11) 91234-5678,,A201,`),
    );
    expect(result).toEqual({
      users_created: 0,
      users_error: [
        {
          row: 2,
          value: g1,
          error:
            "Papel inválido: 'Gerente'. Use um de: Funcionário (1), Sócio (2), Preposto (3). " +
            "Grupo Susep inválido: '999'. Use um de: SUSEP (340431), SUSEP PLENA (340432).",
        },
        { row: 3, value: g2, error: 'O campo papel é obrigatório! O campo susep grupo é obrigatório!' },
      ],
    });
  });

  it('creates nothing new when the same file is sent again', async () => {
    const before = await counts();
    const taken = 'Já existe um usuário com este CPF. Já existe um usuário com este e-mail.';
    expect(await imported('corretor', file)).toEqual({
      users_created: 0,
      users_error: [
        { row: 2, value: c1, error: taken },
        ...expectedErrors.slice(0, 2),
        { row: 5, value: c4, error: taken },
        ...expectedErrors.slice(2),
        { row: 11, value: c9, error: taken },
      ],
    });
    expect(await counts()).toEqual(before);
  });

  it('reads semicolons, a BOM, CRLF, headers in any order, case and accents, and ignores unknown columns', async () => {
    const [a, b] = [cpf(), cpf()];
    const content =
      '\uFEFFGRUPO SUSEP;e-mail;NOME;codigo susep;PAPEL;CELULAR;cpf;Observação\r\n' +
      `340432;joao.conceicao@corretora.com;João da Conceição;S-1;Funcionário;(81) 99876-5432;${a};primeira\r\n` +
      `SUSEP;lucia@corretora.com;Lúcia Araújo;S-2;2;81998765432;${digits(b)};\r\n`;
    expect(await imported('corretor', content)).toEqual({ users_created: 2, users_error: [] });
    const rows = await t.db
      .select({ name: corretor.name, role: corretor.role, grupo: corretor.grupo, celular: corretor.celular })
      .from(corretor)
      .where(inArray(corretor.cpf, [digits(a), digits(b)]))
      .orderBy(corretor.id);
    expect(rows).toEqual([
      { name: 'João da Conceição', role: 1, grupo: 340432, celular: '81998765432' },
      { name: 'Lúcia Araújo', role: 2, grupo: 340431, celular: '81998765432' },
    ]);
  });

  it('reads a file saved in Windows-1252 (Latin-1) and stores the names as typed, never U+FFFD', async () => {
    const [a, b] = [cpf(), cpf()];
    const content = Buffer.from(
      'Nome;CPF;E-mail;Telefone;Papel;Código Susep;Grupo Susep\r\n' +
        `João Conceição;${a};joao.latin1@corretora.com;(81) 99876-5432;Sócio;S-3;SUSEP PLENA\r\n` +
        `Ângela Gonçalves Araújo;${b};angela.latin1@corretora.com;81998765432;1;S-4;340431\r\n`,
      'latin1',
    );
    expect(content.includes(Buffer.from('ã', 'utf8'))).toBe(false);
    expect(await imported('corretor', content)).toEqual({ users_created: 2, users_error: [] });
    const rows = await t.db
      .select({ name: corretor.name, user: users.name, role: corretor.role })
      .from(corretor)
      .innerJoin(users, eq(users.id, corretor.user_id))
      .where(inArray(corretor.cpf, [digits(a), digits(b)]))
      .orderBy(corretor.id);
    expect(rows).toEqual([
      { name: 'João Conceição', user: 'João Conceição', role: 2 },
      { name: 'Ângela Gonçalves Araújo', user: 'Ângela Gonçalves Araújo', role: 1 },
    ]);
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.name} like ${'%\uFFFD%'}`);
    expect(n).toBe(0);
  });

  it('writes in chunks: a duplicate of a row stored in an earlier chunk is reported, the rest created', async () => {
    const rows = [CORRETOR_HEADER];
    const first = cpf();
    for (let i = 0; i < 2500; i++) {
      const document = i === 0 ? first : i === 1598 ? first : cpf();
      const name = i === 2398 ? '' : `Corretor Lote ${i}`;
      rows.push(`${name},${document},lote.${i}@corretora.com,11912345678,1,L${i},340431`);
    }
    expect(await imported('corretor', lines(...rows))).toEqual({
      users_created: 2498,
      users_error: [
        { row: 1600, value: first, error: 'Já existe um usuário com este CPF.' },
        { row: 2400, value: expect.any(String), error: 'O campo nome é obrigatório!' },
      ],
    });
  });
});

describe('POST /api/v1/parceiro/import-users-from-dashboard', () => {
  it('takes the ramo by id or by name and reports unknown or missing ramos', async () => {
    const [a, b, c, d, e] = [cpf(), cpf(), cpf(), cpf(), cpf()];
    const content = lines(
      PARCEIRO_HEADER,
      `Paula Nunes,${a},paula@parceiro.com,(21) 99876-5432,${BRANCH_ID.STATUS_ENABLED}`,
      `Rafael Melo,${b},rafael@parceiro.com,(21) 3456-7890,IMOBILIARIA`,
      `Sofia Lopes,${c},sofia@parceiro.com,(21) 99876-5432,Padaria`,
      `Tiago Rios,${d},tiago@parceiro.com,(21) 99876-5432,999999`,
      `Vanessa Dias,${e},vanessa@parceiro.com,(21) 99876-5432,`,
    );
    expect(await imported('parceiro', content)).toEqual({
      users_created: 2,
      users_error: [
        { row: 4, value: c, error: 'Ramo de atuação não encontrado.' },
        { row: 5, value: d, error: 'Ramo de atuação não encontrado.' },
        { row: 6, value: e, error: 'O campo ramo de atuação é obrigatório!' },
      ],
    });
    const rows = await t.db
      .select({ name: parceiro.name, branch_id: parceiro.branch_id, phone: parceiro.phone, mail: users.mail, created_by: parceiro.created_by })
      .from(parceiro)
      .innerJoin(users, eq(users.id, parceiro.user_id))
      .where(inArray(parceiro.cpf, [digits(a), digits(b)]))
      .orderBy(parceiro.id);
    expect(rows).toEqual([
      { name: 'Paula Nunes', branch_id: BRANCH_ID.STATUS_ENABLED, phone: '21998765432', mail: 'paula@parceiro.com', created_by: superAdmin.id },
      { name: 'Rafael Melo', branch_id: BRANCH_ID.REAL_ESTATE, phone: '2134567890', mail: 'rafael@parceiro.com', created_by: superAdmin.id },
    ]);
  });

  it('reports the form messages for a partner row', async () => {
    const content = lines(PARCEIRO_HEADER, `${'n'.repeat(81)},${cpf()},x@,,${BRANCH_ID.REAL_ESTATE}`);
    const result = await imported('parceiro', content);
    expect(result.users_created).toBe(0);
    expect(result.users_error[0].error).toBe('O campo nome deve ter no máximo 80 caracteres. Informe um e-mail válido. O campo telefone é obrigatório!');
  });
});

describe('the downloadable templates', () => {
  const template = (name: string) => fs.readFileSync(new URL(`../../../../../web/public/templates/${name}`, import.meta.url));

  it.each([
    ['corretor', 'modelo-usuarios-corretores.csv'],
    ['parceiro', 'modelo-usuarios-parceiros.csv'],
  ] as const)('%s: %s imports as it is (valid CPFs, known headers)', async (kind, name) => {
    expect(await imported(kind, template(name))).toEqual({ users_created: 2, users_error: [] });
  });

  it('the attendance list has a CPF or matrícula column with valid CPFs', () => {
    const [header, ...rows] = template('modelo-lista-presenca.csv')
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe('CPF ou matrícula;Nome');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(isValidCpf(row.split(';')[0])).toBe(true);
  });
});

describe('malformed files are refused with a clear message and write nothing', () => {
  const missing = (names: string[]) => CSV_MESSAGES.missingColumns(names);

  it.each([
    ['an empty file', '', CSV_MESSAGES.empty],
    ['blank lines only', '\uFEFF\r\n  \r\n', CSV_MESSAGES.empty],
    ['a header without rows', `${CORRETOR_HEADER}\n`, BATCH_MESSAGES.noRows],
    [
      'a wrong separator (tabs)',
      lines(CORRETOR_HEADER.replaceAll(',', '\t'), `Ana\t${formatCpf(cpfFromBase(1))}\ta@b.com\t11912345678\t1\tX\t340431`),
      missing(['Nome', 'CPF', 'E-mail', 'Telefone', 'Papel', 'Código Susep', 'Grupo Susep']),
    ],
    [
      'missing columns',
      lines('Nome;CPF;E-mail;Telefone;Código Susep', `Ana;${formatCpf(cpfFromBase(2))};a@b.com;11912345678;X`),
      missing(['Papel', 'Grupo Susep']),
    ],
    ['an unclosed quote', lines(CORRETOR_HEADER, `"Ana,${formatCpf(cpfFromBase(3))},a@b.com,11912345678,1,X,340431`), CSV_MESSAGES.malformed(2)],
  ])('%s', async (_case, content, message) => {
    await expectRefused('corretor', content, message);
  });

  it('a binary file', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]), randomBytes(2048)]);
    await expectRefused('corretor', zip, CSV_MESSAGES.binary);
    await expectRefused('parceiro', zip, CSV_MESSAGES.binary);
  });

  it('10 MB of junk, binary or text', async () => {
    await expectRefused('corretor', randomBytes(10 * 1024 * 1024), CSV_MESSAGES.binary);
    const words = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur'];
    const junk: string[] = [];
    let size = 0;
    for (let i = 0; size < 10 * 1024 * 1024; i++) {
      const line = `${words[i % 6]} ${i} ${words[(i * 7) % 6]} ${randomBytes(24).toString('base64')}`;
      junk.push(line);
      size += line.length + 1;
    }
    await expectRefused('parceiro', junk.join('\n'), missing(['Nome', 'CPF', 'E-mail', 'Telefone', 'Ramo de atuação']));
  });

  it('a request without the file', async () => {
    const before = await counts();
    const wrongField = await upload('corretor', lines(CORRETOR_HEADER), superAdmin.token, 'arquivo');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ error: UPLOAD_MESSAGES.missing, code: 'BAD_USER_INPUT' });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/corretor/import-users-from-dashboard',
      headers: { 'content-type': 'application/json', ...bearer(superAdmin.token) },
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json()).toEqual({ error: UPLOAD_MESSAGES.notMultipart, code: 'BAD_USER_INPUT' });
    expect(await counts()).toEqual(before);
  });
});

describe('a row the database refuses in the middle of a file', () => {
  // A row that passes the form's validation but breaks a rule of the database.
  const REFUSED = 'Linha Recusada';
  beforeAll(async () => {
    await t.db.execute(sql.raw(`alter table corretor add constraint test_refused_name check (name <> '${REFUSED}')`));
  });
  afterAll(async () => {
    await t.db.execute(sql.raw('alter table corretor drop constraint test_refused_name'));
  });

  it('keeps every other row, reports exactly the refused one and never leaves its user behind', async () => {
    const documents = Array.from({ length: 7 }, cpf);
    const rows = documents.map((d, i) => `${i === 3 ? REFUSED : `Pessoa ${i}`},${d},meio.${i}@corretora.com,11912345678,1,M${i},340431`);
    const before = await counts();
    expect(await imported('corretor', lines(CORRETOR_HEADER, ...rows))).toEqual({
      users_created: 6,
      users_error: [{ row: 5, value: documents[3], error: NOT_SAVED }],
    });
    expect(await counts()).toEqual({ ...before, users: before.users + 6, corretor: before.corretor + 6 });
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.uid, digits(documents[3]))),
    ).toEqual([]);
  });

  it('across chunks: splits the refused chunk, keeps earlier chunks, and reports in file order', async () => {
    const actor = { id: superAdmin.id } as CurrentUser;
    const documents = Array.from({ length: 9 }, cpf);
    const rows = documents.map((d, i) => {
      const name = i === 1 || i === 6 ? REFUSED : `Lote ${i}`;
      // Line 9 repeats line 2's CPF, stored by an earlier chunk.
      return `${name},${i === 7 ? documents[0] : d},chunk.${i}@corretora.com,11912345678,2,C${i},340432`;
    });
    const logError = vi.fn();
    const before = await counts();
    const result = await importNewUsers(t.db, 'corretor', Readable.from([lines(CORRETOR_HEADER, ...rows)]), actor, { chunkSize: 2, logError });
    expect(result).toEqual({
      users_created: 6,
      users_error: [
        { row: 3, value: documents[1], error: NOT_SAVED },
        { row: 8, value: documents[6], error: NOT_SAVED },
        { row: 9, value: documents[0], error: 'Já existe um usuário com este CPF.' },
      ],
    });
    expect(logError).toHaveBeenCalledTimes(2);
    expect(await counts()).toEqual({ ...before, users: before.users + 6, corretor: before.corretor + 6 });
  });

  it('a UTF-8 file with a line in another encoding keeps the rows before it and names that line', async () => {
    const actor = { id: superAdmin.id } as CurrentUser;
    const documents = Array.from({ length: 3 }, cpf);
    const rows = documents.map((d, i) => `Ação ${i},${d},acao.${i}@corretora.com,11912345678,1,E${i},340431`);
    const content = Buffer.concat([
      Buffer.from(lines(CORRETOR_HEADER, ...rows), 'utf8'),
      Buffer.from(lines(`Conceição,${cpf()},latin@corretora.com,11912345678,1,L,340431`), 'latin1'),
    ]);
    const result = await importNewUsers(t.db, 'corretor', Readable.from([content]), actor, { chunkSize: 2 });
    expect(result).toEqual({ users_created: 3, users_error: [{ row: 5, value: '', error: ENCODING_MESSAGES.invalid(5) }] });
  });

  it('a file that turns malformed after rows were stored keeps them and says where it stopped', async () => {
    const actor = { id: superAdmin.id } as CurrentUser;
    const documents = Array.from({ length: 3 }, cpf);
    const rows = documents.map((d, i) => `Antes ${i},${d},antes.${i}@corretora.com,11912345678,1,B${i},340431`);
    const content = lines(
      CORRETOR_HEADER,
      ...rows,
      `"Quebrada,${cpf()},q@corretora.com,11912345678,1,Q,340431`,
      `Depois,${cpf()},depois@c.com,11912345678,1,D,340431`,
    );
    const result = await importNewUsers(t.db, 'corretor', Readable.from([content]), actor, { chunkSize: 2 });
    expect(result.users_created).toBe(3);
    expect(result.users_error).toEqual([{ row: 5, value: '', error: BATCH_MESSAGES.stopped }]);
  });
});

describe.each(['corretor', 'parceiro'] as const)('access to %s/import-users-from-dashboard', (kind) => {
  const content = () => lines(kind === 'corretor' ? CORRETOR_HEADER : PARCEIRO_HEADER, `Ana,${cpf()},a.${base}@b.com,11912345678,1,X,340431`);

  it.each([
    ['anonymous', (): string | null => null, 401, 'UNAUTHENTICATED', MESSAGES.unauthenticated],
    ['without the User module', (): string | null => managerWithoutModule.token, 403, 'FORBIDDEN', MESSAGES.forbidden],
    ['an administrator who is not a user manager', (): string | null => plainAdmin.token, 403, 'FORBIDDEN', MESSAGES.forbidden],
  ])('refuses %s, writing nothing', async (_who, token, status, code, message) => {
    const before = await counts();
    const res = await upload(kind, content(), token());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: message, code });
    expect(await counts()).toEqual(before);
  });
});

describe.each(['corretor', 'parceiro'] as const)('recent imports: GET %s/import-users-from-dashboard/runs', (kind) => {
  const runsUrl = `/api/v1/${kind}/import-users-from-dashboard/runs`;
  const runs = (token: string | null = superAdmin.token, query = '') =>
    t.app.inject({ method: 'GET', url: `${runsUrl}${query}`, headers: token ? bearer(token) : {} });
  const header = kind === 'corretor' ? CORRETOR_HEADER : PARCEIRO_HEADER;
  const row = (name: string) =>
    kind === 'corretor'
      ? `${name},${cpf()},run.${base}@corretora.com,11912345678,1,R${base},340431`
      : `${name},${cpf()},run.${base}@parceira.com,11912345678,${BRANCH_ID.REAL_ESTATE}`;

  it('lists each import, newest first: done with its counts, or failed, with who sent it', async () => {
    await imported(kind, lines(header, row('Rita Registro'), row('')));
    await upload(kind, '');
    const res = await runs();
    expect(res.statusCode, res.body).toBe(200);
    const [failed, done] = res.json().runs;
    expect(failed).toMatchObject({ file_name: 'usuarios.csv', status: 'failed', rows_done: 0 });
    expect(done).toMatchObject({
      file_name: 'usuarios.csv',
      status: 'done',
      rows_done: 2,
      rows_created: 1,
      rows_failed: 1,
      requested_by: { id: superAdmin.id, name: superAdmin.name },
      requested_by_actor: null,
      started_at: expect.stringMatching(/Z$/),
      finished_at: expect.stringMatching(/Z$/),
    });
    expect((await runs(superAdmin.token, '?limit=1')).json().runs).toHaveLength(1);
  });

  it("records the administrator acting under 'log in as' beside the user the import ran as", async () => {
    const target = await t.createUser({ profileId: PROFILE_ID.SUPER_ADMIN, name: 'Gestora Alvo' });
    const { token } = await createSession(t.db, target.id, 60_000, { impersonatedBy: superAdmin.id });
    const res = await upload(kind, lines(header, row('Pessoa Impersonada')), token);
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = (await runs()).json().runs;
    expect(latest).toMatchObject({
      status: 'done',
      requested_by: { id: target.id, name: 'Gestora Alvo' },
      requested_by_actor: { id: superAdmin.id, name: superAdmin.name },
    });
  });

  it.each(['0', '51', 'abc'])('refuses limit=%s with a clear message', async (limit) => {
    const res = await runs(superAdmin.token, `?limit=${limit}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: IMPORT_RUNS_MESSAGES.limit, code: 'BAD_USER_INPUT' });
  });

  it('is refused under the same rules as the import', async () => {
    expectRestRefused(await runs(null), 'UNAUTHENTICATED');
    expectRestRefused(await runs(managerWithoutModule.token), 'FORBIDDEN');
    expectRestRefused(await runs(plainAdmin.token), 'FORBIDDEN');
  });
});
