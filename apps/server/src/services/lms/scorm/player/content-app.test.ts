import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { SCORM_UPLOAD_MESSAGES } from '@backoffice/domain/schemas/scorm';
import { scormPreview } from '../../../../db/schema/lms.ts';
import { SAME_ORIGIN_MESSAGES } from '../../../../platform/security/same-origin.ts';
import { scormFixture } from '../../../../seed/scorm-fixtures.ts';
import { bearer, createTestApp, DEFAULT_PASSWORD, type TestApp } from '../../../../test/test-app.ts';
import { patchZipHeaders, ZIP_FLAGS, zipOf } from '../../../../test/zip-fixtures.ts';
import { insertCourse, uploadPackage } from '../scorm-test-support.ts';
import { buildContentApp, CONTENT_MESSAGES } from './content-app.ts';

let t: TestApp;
let content: FastifyInstance;
let admin: { token: string; mail: string };
let course12: number;
let course2004: number;

/** The back-office as the browser reaches it: the grant's caller, who alone may frame the player. */
const HOST = 'backoffice.test:3000';
const BACK_OFFICE = `http://${HOST}`;

const GRANT = `mutation ($id: Int!) { scormPreview(course_id: $id) { url version launch expires_at items { identifier title depth visible launchable } } }`;

async function grant(courseId: number, token = admin.token) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/lms/graphql',
    headers: { ...bearer(token), host: HOST, origin: BACK_OFFICE },
    payload: { query: GRANT, variables: { id: courseId } },
  });
  return res.json();
}

/** A GET on the content origin, as the player frame makes it: with the back-office's cookie, which ports share, or none. */
const contentGet = (url: string, headers: Record<string, string> = {}) =>
  content.inject({ method: 'GET', url: new URL(url, 'http://localhost:3001').pathname, headers });

async function playerOf(courseId: number) {
  const g = (await grant(courseId)).data.scormPreview;
  const base = new URL(g.url).pathname;
  return { ...g, base, token: base.split('/')[2] };
}

beforeAll(async () => {
  t = await createTestApp();
  content = await buildContentApp(t.app.deps);
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  course12 = await insertCourse(t, { title: 'Pacote 1.2' });
  course2004 = await insertCourse(t, { title: 'Pacote 2004' });
  for (const [id, version] of [
    [course12, '1.2'],
    [course2004, '2004'],
  ] as const) {
    const pkg = await scormFixture(version);
    const res = await uploadPackage(t, admin.token, id, { name: pkg.name, data: pkg.buffer });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await content?.close();
  await t?.close();
});

describe('scormPreview grant', () => {
  it("gives a short-lived address of the player on the content origin, the items, and keeps only the token's hash and the asking origin", async () => {
    const g = (await grant(course12)).data.scormPreview;
    expect(g).toMatchObject({
      version: '1.2',
      launch: 'index.html',
      items: [{ identifier: 'licao-1', title: 'Lição única', depth: 0, visible: true, launchable: true }],
    });
    expect(g.url).toMatch(new RegExp(`^http://backoffice\\.test:${t.config.scorm.contentPort}/preview/[A-Za-z0-9_-]{43}/$`));
    const minutes = (Date.parse(g.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const token = new URL(g.url).pathname.split('/')[2];
    const rows = await t.db.select().from(scormPreview).where(eq(scormPreview.course_id, course12));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.token_hash !== token && r.token_hash.length === 64 && r.frame_origin === BACK_OFFICE)).toBe(true);
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
    const old = await playerOf(course12);
    await t.db.update(scormPreview).set({ expires_at: new Date(Date.now() - 1000) });
    await grant(course2004);
    const rows = await t.db.select().from(scormPreview);
    expect(rows).toHaveLength(1);
    expect(rows[0].course_id).toBe(course2004);
    expect((await contentGet(old.base)).statusCode).toBe(403);
  });
});

describe('the content origin', () => {
  it("serves the player: the items with their addresses, the origin it talks to, and the version's script", async () => {
    const { base } = await playerOf(course12);
    const page = await contentGet(base);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const config = JSON.parse(/<script type="application\/json" id="preview-config">(.*)<\/script>/.exec(page.body)![1]);
    expect(config).toMatchObject({ version: '1.2', frameOrigin: BACK_OFFICE, apiName: 'API', items: [{ identifier: 'licao-1', url: 'package/index.html' }] });
    expect(page.body).toContain('<script src="/player/scorm-1.2.js" defer></script>');
    expect(page.headers['set-cookie']).toBeUndefined();

    const script = await contentGet('/player/scorm-1.2.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('this.Scorm12API=');
    expect(script.body).toContain('window[config.apiName] = facadeOf(api, current)');
    expect((await contentGet('/player/scorm-2004.js')).body).toContain('this.Scorm2004API=');
  });

  it("serves the package's files as they are, from its folder for a 2004 package", async () => {
    const { base } = await playerOf(course2004);
    const config = JSON.parse(/id="preview-config">(.*)<\/script>/.exec((await contentGet(base)).body)![1]);
    expect(config.items[0].url).toBe('package/conteudo/index.html');
    const page = await contentGet(`${base}package/conteudo/index.html`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Curso de demonstração (SCORM 2004)');
    expect(page.body).not.toContain('<script src="/player');
    const css = await contentGet(`${base}package/conteudo/estilo.css`);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('font-family');
  });

  it('lets packages load from their origin and https CDNs, framed only by the asking back-office page, with no referrer leaving', async () => {
    const { base } = await playerOf(course12);
    for (const url of [base, `${base}package/index.html`, `${base}package/curso.js`]) {
      const res = await contentGet(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`frame-ancestors 'self' ${BACK_OFFICE}`);
      expect(csp).toContain("script-src 'self' https: data: blob: 'unsafe-inline' 'unsafe-eval'");
      expect(csp).toContain("connect-src 'self' https: data: blob:");
      expect(csp).toContain("font-src 'self' https:");
      expect(csp).toContain("worker-src 'self' https:");
      expect(csp).not.toContain('sandbox');
      expect(csp).not.toContain(`backoffice.test:${t.config.scorm.contentPort}`);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses unknown and expired tokens in Portuguese', async () => {
    const unknown = await contentGet(`/preview/${'a'.repeat(43)}/`);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.body).toBe(SCORM_UPLOAD_MESSAGES.previewExpired);
    expect(unknown.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await contentGet('/preview/curto/package/index.html')).statusCode).toBe(403);
    const { base } = await playerOf(course12);
    await t.db.update(scormPreview).set({ expires_at: new Date(Date.now() - 1000) });
    expect((await contentGet(`${base}package/index.html`)).body).toBe(SCORM_UPLOAD_MESSAGES.previewExpired);
  });

  it('never lets a path leave the package, and says when a file is not in it', async () => {
    const { base } = await playerOf(course2004);
    for (const escape of [
      'conteudo/..%2F..%2Fimsmanifest.xml',
      '..%2F..%2F..%2Fetc%2Fpasswd',
      'conteudo%2F..%2Fimsmanifest.xml',
      '%2Fetc%2Fpasswd',
      'conteudo%5C..%5Cimsmanifest.xml',
      '.%2Fimsmanifest.xml',
      'conteudo//index.html',
      '%E0%A4%A',
    ]) {
      const res = await contentGet(`${base}package/${escape}`);
      expect(res.statusCode, escape).toBe(400);
      expect(res.body).toBe(CONTENT_MESSAGES.badPath);
    }
    const missing = await contentGet(`${base}package/conteudo/outro.html`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(SCORM_UPLOAD_MESSAGES.previewFileNotFound);
    // The manifest is a file of the package like any other.
    expect((await contentGet(`${base}package/imsmanifest.xml`)).statusCode).toBe(200);
  });

  it('answers nothing else: every /api path, the SPA and any other path are not found, with or without the session cookie', async () => {
    const login = await t.postLogin(admin.mail, DEFAULT_PASSWORD);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/api/v1/account/graphql?query=%7B__typename%7D'],
      ['POST', '/api/v1/lms/graphql'],
      ['GET', '/api/v1/lms/scorm-preview/x/index.html'],
      ['GET', '/'],
      ['GET', '/index.html'],
      ['DELETE', '/preview/x/'],
    ] as const) {
      const res = await content.inject({
        method,
        url,
        headers: { cookie, 'x-backoffice-request': '1', 'content-type': 'application/json' },
        payload: method === 'POST' ? { query: '{ __typename }' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).toBe(CONTENT_MESSAGES.notFound);
    }
  });
});

describe('the back-office refuses the content origin', () => {
  it('on every method, reads included, even with the session cookie and the CSRF header', async () => {
    const login = await t.postLogin(admin.mail, DEFAULT_PASSWORD);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const origin = `http://localhost:${t.config.scorm.contentPort}`;
    const headers = { cookie, origin, 'x-backoffice-request': '1', 'content-type': 'application/json' };
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/lms/graphql', headers, payload: { query: GRANT, variables: { id: course12 } } });
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({ error: SAME_ORIGIN_MESSAGES.crossOrigin, code: 'FORBIDDEN' });
    const get = await t.app.inject({ method: 'GET', url: '/api/v1/account/graphql?query=%7B__typename%7D', headers });
    expect(get.statusCode).toBe(403);
    // The same call from the back-office itself goes through.
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lms/graphql',
      headers: { ...headers, host: HOST, origin: BACK_OFFICE },
      payload: { query: GRANT, variables: { id: course12 } },
    });
    expect(same.json().data.scormPreview.version).toBe('1.2');
  });

  it('lets its own pages frame the content origin, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain(`frame-src 'self' https: http://localhost:${t.config.scorm.contentPort}`);
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const odd = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'a b;c' } });
    expect(String(odd.headers['content-security-policy'])).toContain("frame-src 'self' https: 'self'");
  });
});

describe('packages as tools and Windows write them', () => {
  const manifest = (href: string) => `<?xml version="1.0"?>
<manifest identifier="w" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"><metadata><schemaversion>1.2</schemaversion></metadata>
<organizations default="o"><organization identifier="o"><title>Windows</title><item identifier="i" identifierref="r"><title>Aula</title></item></organization></organizations>
<resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="${href}"/></resources></manifest>`;

  it('plays a launch in a folder with a space and cp850 names, and refuses a file that inflates past its declared size', async () => {
    const id = await insertCourse(t, { title: 'Pacote do Windows' });
    const zip = await zipOf(
      {
        'imsmanifest.xml': manifest('pasta%20compartilhada/introdu%C3%A7%C3%A3o.html'),
        'pasta compartilhada/introduQQo.html': '<html><head></head><body>Olá</body></html>',
        'dados.txt': 'x'.repeat(100),
      },
      { introduQQo: 'introdu\x87\xc6o' },
    );
    const upload = await uploadPackage(t, admin.token, id, {
      name: 'windows.zip',
      data: patchZipHeaders(zip, { clear: ZIP_FLAGS.utf8Names, shrink: 'dados.txt' }),
    });
    expect(upload.statusCode, upload.body).toBe(200);

    const { base, launch } = await playerOf(id);
    expect(launch).toBe('pasta%20compartilhada/introdu%C3%A7%C3%A3o.html');
    const config = JSON.parse(/id="preview-config">(.*)<\/script>/.exec((await contentGet(base)).body)![1]);
    expect(config.items[0].url).toBe('package/pasta%20compartilhada/introdu%C3%A7%C3%A3o.html');
    const page = await contentGet(`${base}${config.items[0].url}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Olá');

    const corrupt = await contentGet(`${base}package/dados.txt`);
    expect(corrupt.statusCode, corrupt.body).toBe(409);
    expect(corrupt.body).toBe(SCORM_UPLOAD_MESSAGES.previewFileCorrupt);
  });

  it('checks a large entry once before streaming it: a corrupt one is refused cleanly, a sound one served whole', async () => {
    const id = await insertCourse(t, { title: 'Vídeo grande' });
    // Random bytes: a repeated one would deflate past the zip-bomb ratio.
    const large = randomBytes(3 * 1024 * 1024);
    const zip = await zipOf({ 'imsmanifest.xml': manifest('index.html'), 'index.html': '<html></html>', 'video.mp4': large, 'video2.mp4': large });
    expect((await uploadPackage(t, admin.token, id, { name: 'grande.zip', data: patchZipHeaders(zip, { shrink: 'video.mp4' }) })).statusCode).toBe(200);
    const { base } = await playerOf(id);
    for (let i = 0; i < 2; i++) {
      const corrupt = await contentGet(`${base}package/video.mp4`);
      expect(corrupt.statusCode).toBe(409);
      expect(corrupt.body).toBe(SCORM_UPLOAD_MESSAGES.previewFileCorrupt);
    }
    const sound = await contentGet(`${base}package/video2.mp4`);
    expect(sound.statusCode).toBe(200);
    expect(sound.headers['content-type']).toBe('video/mp4');
    expect(sound.rawPayload.equals(large)).toBe(true);
  });

  it('lists a multi-SCO organization with its nesting, hidden items and parameters, each item opening its own address', async () => {
    const id = await insertCourse(t, { title: 'Várias partes' });
    const zip = await zipOf({
      'imsmanifest.xml': `<?xml version="1.0"?>
<manifest identifier="m" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"><metadata><schemaversion>2004 4th Edition</schemaversion></metadata>
<organizations default="o"><organization identifier="o"><title>Partes</title>
  <item identifier="mod"><title>Módulo</title>
    <item identifier="p1" identifierref="r" parameters="?parte=1"><title>Parte 1</title></item>
    <item identifier="p2" identifierref="r" parameters="parte=2&amp;width=750"><title>Parte 2</title></item>
  </item>
  <item identifier="h" identifierref="r" isvisible="false"><title>Oculto</title></item>
</organization></organizations>
<resources><resource identifier="r" type="webcontent" adlcp:scormType="sco" href="parte.html"/></resources></manifest>`,
      'parte.html': '<html></html>',
    });
    expect((await uploadPackage(t, admin.token, id, { name: 'partes.zip', data: zip })).statusCode).toBe(200);
    const { base, items } = await playerOf(id);
    expect(items).toEqual([
      { identifier: 'mod', title: 'Módulo', depth: 0, visible: true, launchable: false },
      { identifier: 'p1', title: 'Parte 1', depth: 1, visible: true, launchable: true },
      { identifier: 'p2', title: 'Parte 2', depth: 1, visible: true, launchable: true },
      { identifier: 'h', title: 'Oculto', depth: 0, visible: false, launchable: true },
    ]);
    const config = JSON.parse(/id="preview-config">(.*)<\/script>/.exec((await contentGet(base)).body)![1]);
    expect(config.items.map((i: { url: string | null }) => i.url)).toEqual([
      null,
      'package/parte.html?parte=1',
      'package/parte.html?parte=2&width=750',
      'package/parte.html',
    ]);
  });
});
