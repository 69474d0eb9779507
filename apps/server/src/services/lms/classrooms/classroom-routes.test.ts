import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import { CLASSROOM_MESSAGES, SUBSCRIPTION_MESSAGES } from '@backoffice/domain/schemas/classroom';
import { users } from '../../../db/schema/account.ts';
import { storedFile } from '../../../db/schema/files.ts';
import { classroom, classroomSubscription } from '../../../db/schema/lms.ts';
import { FILE_MESSAGES } from '../../../platform/files/store-upload.ts';
import { simplePdf } from '../../../seed/demo-assets.ts';
import { multipartBody, PNG_1X1 } from '../../../test/fixtures.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { classroomKit } from './classroom-test-kit.ts';

let t: TestApp;
let admin: TestUser & { token: string };
let outsider: TestUser & { token: string };
let kit: ReturnType<typeof classroomKit>;

const post = (url: string, body: ReturnType<typeof multipartBody>, token = admin.token) =>
  t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(token), 'x-backoffice-request': '1' } });
const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

const importCsv = (classroomId: number | string, csv: string, token?: string) =>
  post(
    '/api/v1/lms/import-users-to-classroom',
    multipartBody({ classroom_id: String(classroomId) }, { name: 'lista.csv', data: csv, type: 'text/csv' }),
    token,
  );
const sendReceipt = (classroomId: number, name: string, data: Buffer, token?: string) =>
  post('/api/v1/lms/receipts-classroom', multipartBody({ classroom_id: String(classroomId) }, { name, data, field: 'file_receipt' }), token);

const PDF = simplePdf('Comprovante', 'Turma presencial');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(await t.createProfile({ modules: ['Classroom'] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['Course'] }));
  kit = classroomKit(t);
});
afterAll(() => t.close());

describe('POST lms/import-users-to-classroom', () => {
  it('stores every valid line and reports each refused one with its line', async () => {
    const id = await kit.classroom({ limit_registrations: 4 });
    const [a, b, c, d, e] = await Promise.all(Array.from({ length: 5 }, () => t.createUser({ profileId: null })));
    await t.db.update(users).set({ uid: '52998224725' }).where(eq(users.id, b.id));
    await kit.participants(id, []);
    await t.db.insert(classroomSubscription).values({ classroom_id: id, user_id: c.id });
    const csv = ['CPF/Matrícula', a.uid, '529.982.247-25', '111.111.111-11', c.uid, a.uid, d.uid, e.uid].join('\n');
    const res = await importCsv(id, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      created: 3,
      errors: [
        { row: 4, value: '111.111.111-11', error: SUBSCRIPTION_MESSAGES.userNotFound('111.111.111-11') },
        { row: 5, value: c.uid, error: SUBSCRIPTION_MESSAGES.alreadySubscribed(c.uid) },
        { row: 6, value: a.uid, error: SUBSCRIPTION_MESSAGES.repeatedInFile(2) },
        { row: 8, value: e.uid, error: SUBSCRIPTION_MESSAGES.limitReached(4) },
      ],
    });
    const subscribed = await t.db.select({ user: classroomSubscription.user_id }).from(classroomSubscription).where(eq(classroomSubscription.classroom_id, id));
    expect(subscribed.map((s) => s.user).sort()).toEqual([a.id, b.id, c.id, d.id].sort());
  });

  it('reads the template semicolon-separated with the CPF column named alike', async () => {
    const id = await kit.classroom();
    const person = await t.createUser({ profileId: null });
    const res = await importCsv(id, `\ufeffcpf/matricula;Nome\r\n${person.uid};Alguém\r\n`);
    expect(res.json()).toEqual({ created: 1, errors: [] });
  });

  it('reads the downloadable template as it is: its sample CPFs are reported as unknown, with their lines', async () => {
    const id = await kit.classroom();
    const template = fs.readFileSync(new URL('../../../../../web/public/templates/modelo-lista-presenca.csv', import.meta.url), 'utf8');
    const res = await importCsv(id, template);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.created).toBe(0);
    expect(body.errors.map((e: { row: number }) => e.row)).toEqual([2, 3]);
    for (const e of body.errors) expect(e.error).toBe(SUBSCRIPTION_MESSAGES.userNotFound(e.value));
  });

  it('refuses a file without the column, an empty file and an unknown classroom, storing nothing', async () => {
    const id = await kit.classroom();
    const person = await t.createUser({ profileId: null });
    const noColumn = await importCsv(id, `Nome\n${person.uid}\n`);
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().error).toContain('CPF/Matrícula');
    const headerOnly = await importCsv(id, 'CPF/Matrícula\n');
    expect(headerOnly.json().error).toBe(SUBSCRIPTION_MESSAGES.noRows);
    const unknown = await importCsv(999_999, `CPF/Matrícula\n${person.uid}\n`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(CLASSROOM_MESSAGES.notFound);
    expect(await t.db.$count(classroomSubscription, eq(classroomSubscription.user_id, person.id))).toBe(0);
  });

  it('refuses a line carrying NUL past the first 64 KB with its number, storing the others, and logs no long value', async () => {
    const id = await kit.classroom();
    const person = await t.createUser({ profileId: null });
    // Unknown CPFs for 70 KB (past what the first look at the file reads), then a NUL, then a real participant.
    const filler = Array.from({ length: 7000 }, (_, i) => String(10_000_000_000 + i));
    const hostile = `${'9'.repeat(100_000)}\u0000x`;
    const csv = ['CPF/Matrícula', ...filler, hostile, person.uid].join('\n');
    const logged: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    const res = await (async () => {
      process.stdout.write = ((chunk: string | Uint8Array) => (logged.push(String(chunk)), true)) as typeof process.stdout.write;
      try {
        return await importCsv(id, csv);
      } finally {
        process.stdout.write = write;
      }
    })();
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json();
    expect(body.created).toBe(1);
    expect(body.errors.find((e: { row: number }) => e.row === filler.length + 2)).toEqual({
      row: filler.length + 2,
      value: expect.any(String),
      error: MESSAGES.invalidCharacters,
    });
    expect(body.errors).toHaveLength(filler.length + 1);
    expect(logged.join('').length).toBeLessThan(5_000);
  });

  it('refuses callers without the module Classroom', async () => {
    const id = await kit.classroom();
    const person = await t.createUser({ profileId: null });
    expectRestRefused(await importCsv(id, `CPF/Matrícula\n${person.uid}\n`, outsider.token), 'FORBIDDEN');
    expect(await t.db.$count(classroomSubscription, eq(classroomSubscription.classroom_id, id))).toBe(0);
  });
});

describe('POST lms/receipts-classroom and GET lms/downloadReceipt', () => {
  it('stores a PDF or PNG receipt, replaces it, and serves it to the module only', async () => {
    const id = await kit.classroom();
    const first = await sendReceipt(id, 'comprovante.pdf', PDF);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ id, receipt: 'comprovante.pdf' });
    const [{ firstFile }] = await t.db.select({ firstFile: classroom.receipt_file_id }).from(classroom).where(eq(classroom.id, id));

    const second = await sendReceipt(id, 'foto.png', PNG_1X1);
    expect(second.json()).toEqual({ id, receipt: 'foto.png' });
    expect(await t.db.$count(storedFile, eq(storedFile.id, firstFile!))).toBe(0);

    const download = await get(`/api/v1/lms/downloadReceipt?classroom_id=${id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('foto.png');
    expect(download.rawPayload.equals(PNG_1X1)).toBe(true);

    // The stored file is owned by the classroom: the file route follows the same rule.
    const [{ fileId }] = await t.db.select({ fileId: classroom.receipt_file_id }).from(classroom).where(eq(classroom.id, id));
    expect((await get(`/api/v1/dam/file/${fileId}`)).statusCode).toBe(200);
    expectRestRefused(await get(`/api/v1/dam/file/${fileId}`, outsider.token), 'FORBIDDEN');
    expectRestRefused(await get(`/api/v1/lms/downloadReceipt?classroom_id=${id}`, outsider.token), 'FORBIDDEN');
  });

  it('checks the type by content: a .png name with PDF content, or another kind of file, is refused', async () => {
    const id = await kit.classroom();
    const disguised = await sendReceipt(id, 'comprovante.png', PDF);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error).toBe(FILE_MESSAGES.nameMismatch);
    const text = await sendReceipt(id, 'comprovante.pdf', Buffer.from('apenas texto, não é um PDF'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe(FILE_MESSAGES.wrongType('receipt'));
    const gif = await sendReceipt(id, 'x.gif', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
    expect(gif.json().error).toBe(FILE_MESSAGES.wrongType('receipt'));
    const [{ receipt }] = await t.db.select({ receipt: classroom.receipt_file_id }).from(classroom).where(eq(classroom.id, id));
    expect(receipt).toBeNull();
    const none = await get(`/api/v1/lms/downloadReceipt?classroom_id=${id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(CLASSROOM_MESSAGES.noReceipt);
  });

  it('refuses an unknown classroom, the wrong field and callers without the module', async () => {
    const id = await kit.classroom();
    expect((await sendReceipt(999_999, 'c.pdf', PDF)).json().error).toBe(CLASSROOM_MESSAGES.notFound);
    const wrongField = await post('/api/v1/lms/receipts-classroom', multipartBody({ classroom_id: String(id) }, { name: 'c.pdf', data: PDF }));
    expect(wrongField.statusCode).toBe(400);
    expectRestRefused(await sendReceipt(id, 'c.pdf', PDF, outsider.token), 'FORBIDDEN');
    expect((await get(`/api/v1/lms/downloadReceipt?classroom_id=999999`)).statusCode).toBe(404);
  });
});

describe('GET lms/subscription_export', () => {
  it('writes the attendance list as CSV with formula-safe cells', async () => {
    const id = await kit.classroom();
    const [present] = await kit.participants(id, [1, 0, null]);
    const [{ user }] = await t.db.select({ user: classroomSubscription.user_id }).from(classroomSubscription).where(eq(classroomSubscription.id, present));
    await t.db.update(users).set({ name: '=HYPERLINK("http://mal.example")' }).where(eq(users.id, user));
    const res = await get(`/api/v1/lms/subscription_export?classroom_id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`lista-de-presenca-turma-${id}.csv`);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nome;CPF/Matrícula;E-mail;Presença');
    expect(lines).toHaveLength(4);
    expect(lines[1].startsWith(`"'=HYPERLINK(""http://mal.example"")"`)).toBe(true);
    expect(lines[1].endsWith(';Concluído')).toBe(true);
    expect(lines[2].endsWith(';Ausente')).toBe(true);
    expect(lines[3].endsWith(';Não iniciado')).toBe(true);
  });

  it('refuses an unknown classroom and callers without the module', async () => {
    expect((await get('/api/v1/lms/subscription_export?classroom_id=999999')).statusCode).toBe(404);
    expect((await get('/api/v1/lms/subscription_export?classroom_id=abc')).statusCode).toBe(400);
    const id = await kit.classroom();
    expectRestRefused(await get(`/api/v1/lms/subscription_export?classroom_id=${id}`, outsider.token), 'FORBIDDEN');
  });
});
