import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { chat } from '../db/schema/chat.ts';
import { asset } from '../db/schema/dam.ts';
import { storedFile } from '../db/schema/files.ts';
import { course, trail } from '../db/schema/lms.ts';
import { multipartBody, PNG_1X1 } from '../test/fixtures.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp, type TestUser } from '../test/test-app.ts';

/**
 * The spec's thumbnail addresses, /api/v1/lms/assets/{file} and /api/v1/chat/assets/{file}
 * ({file}: the stored file's id, as in the record's thumbnail address): the image under the same
 * access rule as /api/v1/dam/file/{id}.
 */

let t: TestApp;
let admin: TestUser & { token: string };
let courseOnly: TestUser & { token: string };
let mediaOnly: TestUser & { token: string };
let courseThumb: number;
let trailThumb: number;
let roomThumb: number;
let roomBackground: number;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** Uploads an image through a thumbnail route and answers the stored file's id, read from the address the record gives. */
async function upload(url: string, id: number, field: 'thumbnail' | 'background' = 'thumbnail'): Promise<number> {
  const { payload, headers } = multipartBody({ id: String(id) }, { name: 'capa.png', data: PNG_1X1 });
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(admin.token) } });
  expect(res.statusCode, res.body).toBe(200);
  const address = res.json<Record<string, string>>()[field];
  expect(address).toMatch(/^\/api\/v1\/dam\/file\/\d+$/);
  return Number(address.split('/').pop());
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  courseOnly = await t.signIn(await t.createProfile({ modules: ['Course'] }));
  mediaOnly = await t.signIn(await t.createProfile({ modules: ['Media'] }));
  const [c] = await t.db.insert(course).values({ type: 'online', title: 'Curso com capa' }).returning({ id: course.id });
  const [tr] = await t.db.insert(trail).values({ title: 'Trilha com capa' }).returning({ id: trail.id });
  const when = new Date('2026-06-01T12:00:00Z');
  const [room] = await t.db
    .insert(chat)
    .values({ title: 'Sala fechada', date_publish: when, datetime_start: when, datetime_end: when, active: 0 })
    .returning({ id: chat.id });
  courseThumb = await upload('/api/v1/lms/course_thumb', c.id);
  trailThumb = await upload('/api/v1/lms/trail_thumb', tr.id);
  roomThumb = await upload('/api/v1/chat/thumb', room.id);
  roomBackground = await upload('/api/v1/chat/background', room.id, 'background');
});
afterAll(() => t?.close());

describe('GET /api/v1/lms/assets/{file}', () => {
  it("serves a course's and a trail's thumbnail as /api/v1/dam/file/{id} does", async () => {
    for (const id of [courseThumb, trailThumb]) {
      const res = await get(`/api/v1/lms/assets/${id}`, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toMatch(/^inline;/);
      expect(res.rawPayload.equals(PNG_1X1)).toBe(true);
    }
  });

  it('refuses a caller without the module of the owner, as the dam route does, and an anonymous one', async () => {
    const course = await get(`/api/v1/lms/assets/${courseThumb}`, courseOnly.token);
    expect(course.statusCode).toBe(200);
    const trailAsCourseAdmin = await get(`/api/v1/lms/assets/${trailThumb}`, courseOnly.token);
    expectRestRefused(trailAsCourseAdmin, 'FORBIDDEN');
    expect(trailAsCourseAdmin.json()).toEqual((await get(`/api/v1/dam/file/${trailThumb}`, courseOnly.token)).json());
    expectRestRefused(await get(`/api/v1/lms/assets/${courseThumb}`, mediaOnly.token), 'FORBIDDEN');
    expectRestRefused(await get(`/api/v1/lms/assets/${courseThumb}`), 'UNAUTHENTICATED');
  });

  it('answers 404 in Portuguese for an unknown file, one that is not a learning image, and one that is not an id', async () => {
    const [media] = await t.db.insert(asset).values({ module_name: 'Media', title: 'Conteúdo' }).returning({ id: asset.id });
    const [assetImage] = await t.db
      .insert(storedFile)
      .values({ storage_key: `test/asset-${media.id}.png`, original_name: 'a.png', mime: 'image/png', size: 1, owner_kind: 'asset', owner_id: media.id })
      .returning({ id: storedFile.id });
    const [courseZip] = await t.db
      .insert(storedFile)
      .values({ storage_key: `test/scorm-${media.id}.zip`, original_name: 'pacote.zip', mime: 'application/zip', size: 1, owner_kind: 'course', owner_id: 1 })
      .returning({ id: storedFile.id });
    for (const file of ['987654', String(assetImage.id), String(courseZip.id), String(roomThumb), 'capa.png', '0', '99999999999']) {
      const res = await get(`/api/v1/lms/assets/${file}`, admin.token);
      expect(res.statusCode, file).toBe(404);
      expect(res.json(), file).toEqual({ error: 'Arquivo não encontrado.', code: 'NOT_FOUND' });
    }
  });
});

describe('GET /api/v1/chat/assets/{file}', () => {
  it("serves a room's thumbnail and background to its moderators", async () => {
    for (const id of [roomThumb, roomBackground]) {
      const res = await get(`/api/v1/chat/assets/${id}`, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
  });

  it('refuses a participant the room is not open to, with the answer of the dam route', async () => {
    const refused = await get(`/api/v1/chat/assets/${roomThumb}`, mediaOnly.token);
    const byDam = await get(`/api/v1/dam/file/${roomThumb}`, mediaOnly.token);
    expect(refused.statusCode).toBe(403);
    expect([refused.statusCode, refused.json()]).toEqual([byDam.statusCode, byDam.json()]);
    expectRestRefused(await get(`/api/v1/chat/assets/${roomThumb}`), 'UNAUTHENTICATED');
  });

  it("answers 404 for an unknown file and for an image that is not a room's", async () => {
    for (const file of ['987654', String(courseThumb)]) {
      const res = await get(`/api/v1/chat/assets/${file}`, admin.token);
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toEqual({ error: 'Arquivo não encontrado.', code: 'NOT_FOUND' });
    }
  });
});
