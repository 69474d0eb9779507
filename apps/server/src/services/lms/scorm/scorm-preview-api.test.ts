import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { SCORM_UPLOAD_MESSAGES } from '@backoffice/domain/schemas/scorm';
import { scormPreview } from '../../../db/schema/lms.ts';
import { SAME_ORIGIN_MESSAGES } from '../../../platform/security/same-origin.ts';
import { scormFixture } from '../../../seed/scorm-fixtures.ts';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../../../test/test-app.ts';
import { PREVIEW_MESSAGES } from './scorm-preview-routes.ts';
import { insertCourse, uploadPackage } from './scorm-test-support.ts';
import { patchZipHeaders, ZIP_FLAGS, zipOf } from '../../../test/zip-fixtures.ts';

let t: TestApp;
let admin: { token: string; mail: string };
let course12: number;
let course2004: number;

const GRANT = `mutation ($id: Int!) { scormPreview(course_id: $id) { url version launch expires_at } }`;

async function grant(courseId: number, token = admin.token) {
  return t.gql('lms', GRANT, { id: courseId }, token);
}

/** A GET as the sandboxed frame makes it: no cookie, no Authorization. */
const frameGet = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  course12 = await insertCourse(t, { title: 'Pacote 1.2' });
  course2004 = await insertCourse(t, { title: 'Pacote 2004' });
  for (const [id, version] of [[course12, '1.2'], [course2004, '2004']] as const) {
    const pkg = await scormFixture(version);
    const res = await uploadPackage(t, admin.token, id, { name: pkg.name, data: pkg.buffer });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t?.close());

describe('scormPreview grant', () => {
  it('gives a short-lived address of the launch file and keeps only the token\'s hash', async () => {
    const body = await grant(course12);
    const g = body.data.scormPreview;
    expect(g).toMatchObject({ version: '1.2', launch: 'index.html' });
    expect(g.url).toMatch(/^\/api\/v1\/lms\/scorm-preview\/[A-Za-z0-9_-]{43}\/index\.html$/);
    const minutes = (Date.parse(g.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const token = g.url.split('/')[5];
    const rows = await t.db.select().from(scormPreview).where(eq(scormPreview.course_id, course12));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.token_hash !== token && r.token_hash.length === 64)).toBe(true);
  });

  it('is refused without the Course module, and for a course without a package', async () => {
    const outsider = await t.signIn(await t.createProfile({ modules: ['Trail'] }));
    const refused = await grant(course12, outsider.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const empty = await insertCourse(t, { title: 'Sem pacote' });
    expect((await grant(empty)).errors?.[0]?.message).toBe(SCORM_UPLOAD_MESSAGES.noPackage);
    expect((await grant(999_999)).errors?.[0]?.message).toBe(SCORM_UPLOAD_MESSAGES.courseNotFound);
  });

  it('purges expired grants when a new one is made', async () => {
    const old = (await grant(course12)).data.scormPreview.url.split('/')[5];
    await t.db.update(scormPreview).set({ expires_at: new Date(Date.now() - 1000) });
    await grant(course2004);
    const rows = await t.db.select().from(scormPreview);
    expect(rows).toHaveLength(1);
    expect(rows[0].course_id).toBe(course2004);
    expect((await frameGet(`/api/v1/lms/scorm-preview/${old}/index.html`)).statusCode).toBe(403);
  });
});

describe('GET lms/scorm-preview/{token}/{path}', () => {
  it('serves the package\'s files without any session, with the runtime first in each HTML page\'s head', async () => {
    const { url } = (await grant(course12)).data.scormPreview;
    const token = url.split('/')[5];
    const page = await frameGet(url);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(new RegExp(`<head><script src="/api/v1/lms/scorm-preview/${token}/__runtime\\.js"></script>\\s*<meta charset="utf-8">`));
    expect(page.body).toContain('Curso de demonstração (SCORM 1.2)');

    const css = await frameGet(`/api/v1/lms/scorm-preview/${token}/estilo.css`);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('font-family');
    const js = await frameGet(`/api/v1/lms/scorm-preview/${token}/curso.js`);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toContain("LMSInitialize('')");

    const runtime = await frameGet(`/api/v1/lms/scorm-preview/${token}/__runtime.js`);
    expect(runtime.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(runtime.body).toContain('this.Scorm12API=');
    expect(runtime.body).toContain('window["API"] = facade');
  });

  it('serves a 2004 package from its folder with the 2004 runtime', async () => {
    const { url, launch } = (await grant(course2004)).data.scormPreview;
    expect(launch).toBe('conteudo/index.html');
    const token = url.split('/')[5];
    const page = await frameGet(url);
    expect(page.body).toContain(`<script src="/api/v1/lms/scorm-preview/${token}/__runtime.js"></script>`);
    const runtime = await frameGet(`/api/v1/lms/scorm-preview/${token}/__runtime.js`);
    expect(runtime.body).toContain('this.Scorm2004API=');
    expect(runtime.body).toContain('window["API_1484_11"] = facade');
  });

  it('sandboxes every file (no same-origin), lets only the back-office frame it, and lets the opaque origin load it', async () => {
    const { url } = (await grant(course12)).data.scormPreview;
    for (const file of [url, url.replace('index.html', 'curso.js'), url.replace('index.html', '__runtime.js')]) {
      const res = await frameGet(file);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('sandbox allow-scripts allow-forms allow-popups;');
      expect(csp).not.toContain('allow-same-origin');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    // The rest of the API keeps the back-office's own headers.
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-frame-options']).toBe('DENY');
    expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('refuses unknown and expired tokens', async () => {
    const unknown = await frameGet(`/api/v1/lms/scorm-preview/${'a'.repeat(43)}/index.html`);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ error: SCORM_UPLOAD_MESSAGES.previewExpired, code: 'FORBIDDEN' });
    expect((await frameGet('/api/v1/lms/scorm-preview/curto/index.html')).statusCode).toBe(403);
    const { url } = (await grant(course12)).data.scormPreview;
    await t.db.update(scormPreview).set({ expires_at: new Date(Date.now() - 1000) });
    expect((await frameGet(url)).json()).toEqual({ error: SCORM_UPLOAD_MESSAGES.previewExpired, code: 'FORBIDDEN' });
  });

  it('never lets a path leave the package, and says when a file is not in it', async () => {
    const { url } = (await grant(course2004)).data.scormPreview;
    const base = url.replace('conteudo/index.html', '');
    for (const escape of ['conteudo/..%2F..%2Fimsmanifest.xml', '..%2F..%2F..%2Fetc%2Fpasswd', 'conteudo%2F..%2Fimsmanifest.xml', '%2Fetc%2Fpasswd', 'conteudo%5C..%5Cimsmanifest.xml', '.%2Fimsmanifest.xml', 'conteudo//index.html']) {
      const res = await frameGet(`${base}${escape}`);
      expect(res.statusCode, escape).toBe(400);
      expect(res.json().error).toBe(PREVIEW_MESSAGES.badPath);
    }
    const missing = await frameGet(`${base}conteudo/outro.html`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(SCORM_UPLOAD_MESSAGES.previewFileNotFound);
    // The manifest is a file of the package like any other.
    expect((await frameGet(`${base}imsmanifest.xml`)).statusCode).toBe(200);
  });

  it('the API refuses a call from the sandboxed frame (Origin: null) even with the session cookie', async () => {
    const login = await t.postLogin(admin.mail, DEFAULT_PASSWORD);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lms/graphql',
      headers: { cookie, origin: 'null', 'x-backoffice-request': '1', 'content-type': 'application/json' },
      payload: { query: GRANT, variables: { id: course12 } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: SAME_ORIGIN_MESSAGES.crossOrigin, code: 'FORBIDDEN' });
    // The same call from the back-office itself goes through.
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lms/graphql',
      headers: { cookie, 'x-backoffice-request': '1', 'content-type': 'application/json' },
      payload: { query: GRANT, variables: { id: course12 } },
    });
    expect(same.json().data.scormPreview.version).toBe('1.2');
  });
});

describe('GET lms/scorm-preview/{token}/{path} with packages as tools and Windows write them', () => {
  const manifest = (href: string) => `<?xml version="1.0"?>
<manifest identifier="w" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"><metadata><schemaversion>1.2</schemaversion></metadata>
<organizations default="o"><organization identifier="o"><title>Windows</title><item identifier="i" identifierref="r"><title>Aula</title></item></organization></organizations>
<resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="${href}"/></resources></manifest>`;

  it('serves a launch in a folder with a space and cp850 names, and refuses a file that inflates past its declared size', async () => {
    const id = await insertCourse(t, { title: 'Pacote do Windows' });
    const zip = await zipOf(
      { 'imsmanifest.xml': manifest('pasta%20compartilhada/introdu%C3%A7%C3%A3o.html'), 'pasta compartilhada/introduQQo.html': '<html><head></head><body>Olá</body></html>', 'dados.txt': 'x'.repeat(100) },
      { introduQQo: 'introdu\x87\xc6o' },
    );
    const upload = await uploadPackage(t, admin.token, id, { name: 'windows.zip', data: patchZipHeaders(zip, { clear: ZIP_FLAGS.utf8Names, shrink: 'dados.txt' }) });
    expect(upload.statusCode, upload.body).toBe(200);

    const { url, launch } = (await grant(id)).data.scormPreview;
    expect(launch).toBe('pasta%20compartilhada/introdu%C3%A7%C3%A3o.html');
    const page = await frameGet(url);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Olá');

    const corrupt = await frameGet(`${url.split('/').slice(0, 6).join('/')}/dados.txt`);
    expect(corrupt.statusCode, corrupt.body).toBe(409);
    expect(corrupt.json()).toEqual({ error: SCORM_UPLOAD_MESSAGES.previewFileCorrupt, code: 'CONFLICT' });
  });
});
