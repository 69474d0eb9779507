import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { s3FileStorage } from './s3-storage.ts';
import { defaultFileStorage, type FileStorage } from './storage.ts';
import { FILE_MESSAGES, storeUpload } from './store-upload.ts';
import { PNG_1X1 } from '../../test/fixtures.ts';

// A real S3-protocol server (s3rver, pure Node) on a random local port: no mocks.
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverServer;

const BUCKET = 'backoffice-test';
let server: S3rverServer;
let dir: string;
let endpoint: string;
let storage: FileStorage;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = s3FileStorage({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'uploads/',
  });
});
afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('s3FileStorage', () => {
  it('writes, reads and removes an object (under the prefix)', async () => {
    const content = Buffer.from('olá, bucket');
    expect(await storage.write('2026/01/a.txt', Readable.from([content]))).toBe(content.length);
    expect(fs.readdirSync(dir, { recursive: true }).some((f) => String(f).includes(path.join('uploads', '2026')))).toBe(true);
    const read = storage.read('2026/01/a.txt');
    expect(read).toBeInstanceOf(Readable);
    expect((await readAll(read)).equals(content)).toBe(true);

    await storage.remove('2026/01/a.txt');
    await expect(readAll(storage.read('2026/01/a.txt'))).rejects.toThrow();
    // Removing again (a missing key) is not an error.
    await expect(storage.remove('2026/01/a.txt')).resolves.toBeUndefined();
  });

  it('errors when reading a missing key', async () => {
    const error = await readAll(storage.read('2026/01/nao-existe.bin')).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('NoSuchKey');
  });

  it('refuses keys that leave their folder', async () => {
    await expect(storage.write('../fora.txt', Readable.from([Buffer.from('x')]))).rejects.toThrow(/Invalid storage key/);
    await expect(readAll(storage.read('a/../../b'))).rejects.toThrow(/Invalid storage key/);
  });

  it('streams a ~20 MB file in and out (multipart upload), chunk by chunk', async () => {
    const CHUNK = 1024 * 1024;
    const COUNT = 20;
    const sent = createHash('sha256');
    // Generated lazily: the whole file never exists as one buffer.
    async function* generate() {
      for (let i = 0; i < COUNT; i++) {
        const chunk = Buffer.alloc(CHUNK, i + 1);
        chunk.writeUInt32BE(i, 0);
        sent.update(chunk);
        yield chunk;
      }
    }
    expect(await storage.write('2026/01/grande.bin', Readable.from(generate()))).toBe(CHUNK * COUNT);
    const received = createHash('sha256');
    let size = 0;
    for await (const chunk of storage.read('2026/01/grande.bin')) {
      received.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    expect(size).toBe(CHUNK * COUNT);
    expect(received.digest('hex')).toBe(sent.digest('hex'));
    await storage.remove('2026/01/grande.bin');
  });

  it('lists every object under its own prefix, with its key and size', async () => {
    const under = (prefix: string) =>
      s3FileStorage({ bucket: BUCKET, endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix });
    const listed = under('listing/');
    await listed.write('2026/01/a.txt', Readable.from([Buffer.from('abc')]));
    await listed.write('2026/02/b.bin', Readable.from([Buffer.alloc(2000, 7)]));
    await under('listing-other/').write('2026/01/c.txt', Readable.from([Buffer.from('not mine')]));
    const objects = [];
    for await (const object of listed.list!()) objects.push(object);
    expect(objects.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: '2026/01/a.txt', size: 3 },
      { key: '2026/02/b.bin', size: 2000 },
    ]);
    const empty = [];
    for await (const object of under('listing-none/').list!()) empty.push(object);
    expect(empty).toEqual([]);
  });

  it('fails the write, leaving no object, when the source stream errors', async () => {
    async function* broken() {
      yield Buffer.alloc(1024, 1);
      throw new Error('conexão interrompida');
    }
    await expect(storage.write('2026/01/quebrado.bin', Readable.from(broken()))).rejects.toThrow('conexão interrompida');
    await expect(readAll(storage.read('2026/01/quebrado.bin'))).rejects.toThrow();
  });
});

describe('s3FileStorage failures', () => {
  it('rejects a write the server refuses (no such bucket) and destroys the source', async () => {
    const missing = s3FileStorage({
      bucket: 'nao-existe',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    const source = Readable.from([Buffer.from('conteúdo')]);
    await expect(missing.write('2026/01/c.txt', source)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    expect(source.destroyed).toBe(true);
  });
});

describe('S3 configuration', () => {
  it('is off without S3_BUCKET and fills its defaults', () => {
    expect(testConfig().s3).toBeUndefined();
    expect(testConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000' }).s3).toEqual({
      bucket: 'b',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
      prefix: undefined,
    });
    expect(testConfig({ S3_BUCKET: 'b', S3_REGION: 'sa-east-1' }).s3).toMatchObject({ region: 'sa-east-1', forcePathStyle: false });
    expect(testConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(() => testConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'não é url' })).toThrow(/S3_ENDPOINT/);
  });

  it('makes defaultFileStorage use the bucket', async () => {
    const files = defaultFileStorage(
      testConfig({ S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_PREFIX: 'cfg/' }),
    );
    await files.write('2026/01/b.txt', Readable.from([Buffer.from('via config')]));
    expect((await readAll(files.read('2026/01/b.txt'))).toString()).toBe('via config');
    expect(fs.readdirSync(dir, { recursive: true }).some((f) => String(f).includes(path.join('cfg', '2026')))).toBe(true);
    await files.remove('2026/01/b.txt');
  });
});

describe('storeUpload on S3', () => {
  let t: TestApp;
  let user: CurrentUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = { id: (await t.signIn(PROFILE_ID.SUPER_ADMIN)).id } as CurrentUser;
  });
  afterAll(() => t?.close());

  it('stores an uploaded PNG in the bucket and records it', async () => {
    const row = await storeUpload(
      { db: t.db, files: storage },
      { filename: 'foto.png', stream: Readable.from([PNG_1X1]) },
      { kind: 'image', maxBytes: 1024, user },
    );
    expect(row).toMatchObject({ mime: 'image/png', size: PNG_1X1.length, original_name: 'foto.png' });
    expect((await readAll(storage.read(row.storage_key))).equals(PNG_1X1)).toBe(true);
    // Nothing went to the local folder.
    expect(fs.readdirSync(t.filesDir, { recursive: true })).toEqual([]);
  });

  it('leaves no object behind when the upload is too large', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5000)]);
    const before = fs.readdirSync(dir, { recursive: true }).length;
    await expect(
      storeUpload({ db: t.db, files: storage }, { filename: 'grande.png', stream: Readable.from([big]) }, { kind: 'image', maxBytes: 1000, user }),
    ).rejects.toThrow(FILE_MESSAGES.tooLarge(1000));
    expect(fs.readdirSync(dir, { recursive: true }).length).toBe(before);
  });
});
