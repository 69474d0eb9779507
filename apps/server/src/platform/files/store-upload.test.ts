import fs from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { category } from '../../db/schema/dam.ts';
import { storedFile } from '../../db/schema/files.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { UserError } from '../errors.ts';
import { FILE_MESSAGES, storeUpload } from './store-upload.ts';
import { PNG_1X1 } from '../../test/fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let t: TestApp;
let user: CurrentUser;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  token = admin.token;
  user = { id: admin.id } as CurrentUser;
});
afterAll(() => t?.close());

const upload = (filename: string, content: Buffer) => ({ filename, stream: Readable.from([content]) });
const storedFiles = () => fs.readdirSync(t.filesDir, { recursive: true }).filter((f) => String(f).includes('.'));

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  return (error as Error).message;
}

describe('storeUpload', () => {
  it('stores a file under a generated name with the type read from its content', async () => {
    const [owner] = await t.db.insert(category).values({ title: 'Dona do arquivo' }).returning({ id: category.id });
    const row = await storeUpload(
      { db: t.db, files: t.files },
      upload('../../foto perfil.png', PNG_1X1),
      { kind: 'image', maxBytes: 1024, user, owner: 'category' },
      async () => owner.id,
    );
    expect(row).toMatchObject({ mime: 'image/png', size: PNG_1X1.length, original_name: '../../foto perfil.png', owner_kind: 'category', owner_id: owner.id });
    expect(row.storage_key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);

    const res = await t.app.inject({ method: 'GET', url: `/api/v1/dam/file/${row.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG_1X1)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/dam/file/${row.id}` })).statusCode).toBe(401);
  });

  it('refuses empty files, wrong types, disguised names and oversized files, leaving nothing behind', async () => {
    const before = { rows: (await t.db.select().from(storedFile)).length, files: storedFiles().length };
    const deps = { db: t.db, files: t.files };
    expect(await refusal(storeUpload(deps, upload('vazio.png', Buffer.alloc(0)), { kind: 'image', maxBytes: 1024, user }))).toBe(FILE_MESSAGES.empty);
    expect(await refusal(storeUpload(deps, upload('doc.pdf', PDF), { kind: 'image', maxBytes: 1024, user }))).toBe(FILE_MESSAGES.wrongType('image'));
    expect(await refusal(storeUpload(deps, upload('texto.png', Buffer.from('apenas texto'.repeat(10))), { kind: 'image', maxBytes: 1024, user }))).toBe(
      FILE_MESSAGES.wrongType('image'),
    );
    expect(await refusal(storeUpload(deps, upload('relatorio.jpg', PDF), { kind: 'document', maxBytes: 1024, user }))).toBe(FILE_MESSAGES.nameMismatch);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5000)]);
    expect(await refusal(storeUpload(deps, upload('grande.png', big), { kind: 'image', maxBytes: 1000, user }))).toBe(FILE_MESSAGES.tooLarge(1000));
    await expect(
      storeUpload(deps, upload('ok.png', PNG_1X1), { kind: 'image', maxBytes: 1024, user }, async () => {
        throw new Error('link failed');
      }),
    ).rejects.toThrow('link failed');
    expect({ rows: (await t.db.select().from(storedFile)).length, files: storedFiles().length }).toEqual(before);
  });
});
