import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { SCORM_UPLOAD_MESSAGES } from '@backoffice/domain/schemas/scorm';
import { storedFile } from '../../../db/schema/files.ts';
import { FILE_MESSAGES } from '../../../platform/files/store-upload.ts';
import { SCORM_MESSAGES } from '../../../platform/scorm/scorm-package.ts';
import { scormFixture } from '../../../seed/scorm-fixtures.ts';
import { PNG_1X1 } from '../../../test/fixtures.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp } from '../../../test/test-app.ts';
import { courseRow, insertCourse, leftovers, uploadPackage } from './scorm-test-support.ts';
import { zipOf } from '../../../test/zip-fixtures.ts';

// 512 KB: small enough to test the refusal of a larger package without sending 200 MB.
const MAX_BYTES = 512 * 1024;

let t: TestApp;
let admin: { token: string };
let noCourse: { token: string };
let courseId: number;

const manifest12 = (href = 'index.html') => `<?xml version="1.0"?>
<manifest identifier="c" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Curso</title><item identifier="i" identifierref="r"><title>Aula</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="${href}"/></resources>
</manifest>`;

beforeAll(async () => {
  t = await createTestApp({ SCORM_MAX_MB: String(MAX_BYTES / 1024 / 1024) });
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  noCourse = await t.signIn(await t.createProfile({ modules: ['Trail'] }));
  courseId = await insertCourse(t, { title: 'Seguro Auto na prática' });
});
afterAll(() => t?.close());

describe('POST lms/course_upload', () => {
  it('accepts a SCORM 1.2 package: stored as a file of the course, version and launch file recorded', async () => {
    const pkg = await scormFixture('1.2');
    const res = await uploadPackage(t, admin.token, courseId, { name: pkg.name, data: pkg.buffer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: courseId, scorm: 'curso-demo-scorm12.zip', scorm_version: '1.2' });
    const row = await courseRow(t, courseId);
    expect(row).toMatchObject({ scorm_version: '1.2', scorm_launch: 'index.html' });
    const [file] = await t.db.select().from(storedFile).where(eq(storedFile.id, row.scorm_file_id!));
    expect(file).toMatchObject({ owner_kind: 'course', owner_id: courseId, mime: 'application/zip', size: pkg.buffer.length });
    expect((await leftovers(t)).temporary).toBe(0);
  });

  it('accepts a SCORM 2004 package with its launch file in a folder', async () => {
    const other = await insertCourse(t, { title: 'Previdência 2004' });
    const pkg = await scormFixture('2004');
    const res = await uploadPackage(t, admin.token, other, { name: pkg.name, data: pkg.buffer });
    expect(res.json()).toEqual({ id: other, scorm: 'curso-demo-scorm2004.zip', scorm_version: '2004' });
    expect(await courseRow(t, other)).toMatchObject({ scorm_version: '2004', scorm_launch: 'conteudo/index.html' });
  });

  it('answers lms/baixar_scorm with the very bytes uploaded, as an attachment with the original name', async () => {
    const pkg = await scormFixture('1.2');
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/lms/baixar_scorm?course_id=${courseId}`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="curso-demo-scorm12.zip"; filename*=UTF-8''curso-demo-scorm12.zip`);
    expect(Buffer.compare(res.rawPayload, pkg.buffer)).toBe(0);
  });

  it('replacing a package removes the previous file, its row and its object', async () => {
    const course = await insertCourse(t, { title: 'Troca de pacote' });
    const first = await scormFixture('1.2');
    await uploadPackage(t, admin.token, course, { name: first.name, data: first.buffer });
    const before = await courseRow(t, course);
    const [old] = await t.db.select().from(storedFile).where(eq(storedFile.id, before.scorm_file_id!));
    const counts = await leftovers(t);
    const second = await scormFixture('2004');
    const res = await uploadPackage(t, admin.token, course, { name: 'nova-versão.zip', data: second.buffer });
    expect(res.json()).toEqual({ id: course, scorm: 'nova-versão.zip', scorm_version: '2004' });
    expect(await t.db.select().from(storedFile).where(eq(storedFile.id, old.id))).toEqual([]);
    expect(await leftovers(t)).toEqual(counts);
    const download = await t.app.inject({ method: 'GET', url: `/api/v1/lms/baixar_scorm?course_id=${course}`, headers: bearer(admin.token) });
    expect(Buffer.compare(download.rawPayload, second.buffer)).toBe(0);
  });

  const refusals: [string, () => Promise<Buffer>, string][] = [
    ['a file that is not a zip', async () => PNG_1X1, SCORM_MESSAGES.notZip],
    ['a zip without imsmanifest.xml', () => zipOf({ 'index.html': '<html></html>' }), SCORM_MESSAGES.noManifest],
    ['a manifest that is not XML', () => zipOf({ 'imsmanifest.xml': '<manifest><organizations>', 'index.html': 'x' }), SCORM_MESSAGES.badManifest],
    [
      'a launch file missing from the archive',
      () => zipOf({ 'imsmanifest.xml': manifest12('aula.html'), 'index.html': 'x' }),
      SCORM_MESSAGES.launchMissing('aula.html'),
    ],
    [
      'entries escaping the folder (zip-slip)',
      () => zipOf({ 'imsmanifest.xml': manifest12(), 'index.html': 'x', 'AA/evil.sh': 'x' }, { 'AA/evil.sh': '../evil.sh' }),
      SCORM_MESSAGES.unsafePath,
    ],
    [
      'an absurd compression ratio (zip bomb)',
      () => zipOf({ 'imsmanifest.xml': manifest12(), 'index.html': 'x', 'video.mp4': Buffer.alloc(4 * 1024 * 1024) }),
      SCORM_MESSAGES.suspiciousCompression,
    ],
    [
      'an archive over the configured size',
      () => zipOf({ 'imsmanifest.xml': manifest12(), 'index.html': 'x', 'audio.mp3': randomBytes(MAX_BYTES + 1024) }),
      FILE_MESSAGES.tooLarge(MAX_BYTES),
    ],
  ];

  it.each(refusals)('refuses %s with a Portuguese reason, storing nothing', async (_case, make, message) => {
    const before = await leftovers(t);
    const row = await courseRow(t, courseId);
    const res = await uploadPackage(t, admin.token, courseId, { name: 'pacote.zip', data: await make() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'BAD_USER_INPUT' });
    expect(await leftovers(t)).toEqual(before);
    expect(await courseRow(t, courseId)).toEqual(row);
  });

  it('refuses an unknown course (404) and a presential one, storing nothing', async () => {
    const pkg = await scormFixture('1.2');
    const before = await leftovers(t);
    const unknown = await uploadPackage(t, admin.token, 999_999, { name: pkg.name, data: pkg.buffer });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: SCORM_UPLOAD_MESSAGES.courseNotFound, code: 'NOT_FOUND' });
    const presential = await insertCourse(t, { title: 'Presencial', type: 'presential' });
    const refused = await uploadPackage(t, admin.token, presential, { name: pkg.name, data: pkg.buffer });
    expect(refused.json()).toEqual({ error: SCORM_UPLOAD_MESSAGES.onlineOnly, code: 'BAD_USER_INPUT' });
    const invalid = await uploadPackage(t, admin.token, 'abc', { name: pkg.name, data: pkg.buffer });
    expect(invalid.json()).toEqual({ error: SCORM_UPLOAD_MESSAGES.courseNotFound, code: 'BAD_USER_INPUT' });
    expect(await leftovers(t)).toEqual(before);
  });

  it('refuses a caller without the Course module, or without a session, storing nothing', async () => {
    const pkg = await scormFixture('1.2');
    const before = await leftovers(t);
    expectRestRefused(await uploadPackage(t, noCourse.token, courseId, { name: pkg.name, data: pkg.buffer }), 'FORBIDDEN');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/lms/baixar_scorm?course_id=${courseId}` });
    expectRestRefused(anonymous, 'UNAUTHENTICATED');
    expectRestRefused(
      await t.app.inject({ method: 'GET', url: `/api/v1/lms/baixar_scorm?course_id=${courseId}`, headers: bearer(noCourse.token) }),
      'FORBIDDEN',
    );
    expect(await leftovers(t)).toEqual(before);
  });
});

describe('GET lms/baixar_scorm and course_scorm', () => {
  it('say clearly when the course has no package, or does not exist', async () => {
    const empty = await insertCourse(t, { title: 'Sem pacote' });
    const none = await t.app.inject({ method: 'GET', url: `/api/v1/lms/baixar_scorm?course_id=${empty}`, headers: bearer(admin.token) });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: SCORM_UPLOAD_MESSAGES.noPackage, code: 'NOT_FOUND' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/lms/baixar_scorm?course_id=999999', headers: bearer(admin.token) });
    expect(unknown.json()).toEqual({ error: SCORM_UPLOAD_MESSAGES.courseNotFound, code: 'NOT_FOUND' });
  });

  it('course_scorm gives the course title and its package, for the Course module only', async () => {
    const query = `query ($id: Int!) { course_scorm(course_id: $id) { id title type scorm scorm_version scorm_launch } }`;
    const body = await t.gql('lms', query, { id: courseId }, admin.token);
    expect(body.data.course_scorm).toEqual({
      id: courseId,
      title: 'Seguro Auto na prática',
      type: 'online',
      scorm: 'curso-demo-scorm12.zip',
      scorm_version: '1.2',
      scorm_launch: 'index.html',
    });
    const refused = await t.gql('lms', query, { id: courseId }, noCourse.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await t.gql('lms', query, { id: 999_999 }, admin.token);
    expect(unknown.errors?.[0]?.message).toBe(SCORM_UPLOAD_MESSAGES.courseNotFound);
  });
});
