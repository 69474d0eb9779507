import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedAllDemo } from '../boot.ts';
import type { Config } from '../config.ts';
import { storedFile } from '../db/schema/files.ts';
import { openDatabase, type Database } from '../platform/db/client.ts';
import { defaultFileStorage, type FileStorage } from '../platform/files/storage.ts';
import { adminStatement, databaseUrl } from '../test/database-template.ts';
import { testConfig } from '../test/test-app.ts';
import { MANIFEST_ENTRY, parseManifest } from './archive-manifest.ts';
import { backup } from './backup.ts';
import { OperatorRefusal } from './operator-refusal.ts';
import { restore } from './restore.ts';
import { migrationJournal } from './schema-version.ts';
import { readArchive, writeArchive } from './tar-archive.ts';

// The database this run tests on: PostgreSQL when DATABASE_URL is set (CI's PostgreSQL run), else PGlite.
const serverUrl = process.env.DATABASE_URL;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-backup-test-'));
const installations: Installation[] = [];

/** A DATA_DIR (and on PostgreSQL a database of its own) as the CLIs see it through their configuration. */
interface Installation {
  config: Config;
  files: FileStorage;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** An empty installation, or one migrated and seeded with the reference data (the run's template). */
async function newInstallation(migrated: boolean): Promise<Installation> {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'data-'));
  const template = inject('databaseTemplate');
  let installation: Installation;
  if (serverUrl && template.kind === 'postgres') {
    const name = `bo_backup_test_${randomBytes(6).toString('hex')}`;
    await adminStatement(serverUrl, `create database "${name}"${migrated ? ` template "${template.name}"` : ''}`);
    const config = testConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl(serverUrl, name) });
    installation = {
      config,
      files: defaultFileStorage(config),
      open: () => openDatabase({ kind: 'postgres', url: config.databaseUrl! }),
      drop: () => adminStatement(serverUrl, `drop database if exists "${name}" with (force)`),
    };
  } else {
    const config = testConfig({ DATA_DIR: dataDir });
    const dir = path.join(dataDir, 'db');
    // The first open of a migrated one creates its folder from the template's dump.
    const fromTemplate = () => (migrated && template.kind === 'pglite' && !fs.existsSync(dir) ? new Blob([fs.readFileSync(template.dumpFile)]) : undefined);
    installation = {
      config,
      files: defaultFileStorage(config),
      open: () => openDatabase({ kind: 'pglite', dataDir: dir, loadDataDir: fromTemplate() }),
      drop: async () => {},
    };
  }
  installations.push(installation);
  return installation;
}

type Rows = Record<string, unknown>[];
const rowsOf = async (database: Database, sql: string) => ((await database.query(sql)) as { rows: Rows }).rows;

/** Every table's row count and checksum, the sequences' positions and the applied migrations. */
async function contents(installation: Installation) {
  const database = await installation.open();
  try {
    return await contentsOf(database);
  } finally {
    await database.close();
  }
}

async function contentsOf(database: Database) {
  const tables: Record<string, string> = {};
  for (const { tablename } of await rowsOf(database, `select tablename from pg_tables where schemaname = 'public' order by 1`)) {
    const [row] = await rowsOf(
      database,
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from public."${String(tablename)}" t`,
    );
    tables[String(tablename)] = `${row.n} rows, md5 ${row.sum}`;
  }
  const sequences = await rowsOf(database, `select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1`);
  const migrations = await rowsOf(database, 'select hash, created_at::text from drizzle.__drizzle_migrations order by id');
  const keys = (await rowsOf(database, 'select storage_key from stored_file')).map((r) => String(r.storage_key));
  return { tables, sequences, migrations, keys };
}

/** The SHA-256 of every file in storage, by key. */
async function fileDigests(files: FileStorage): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  for await (const { key } of files.list!()) {
    const hash = createHash('sha256');
    for await (const chunk of files.read(key)) hash.update(chunk as Buffer);
    digests.set(key, hash.digest('hex'));
  }
  return digests;
}

/** Whether an installation is still as empty as a restore found it. */
async function isEmpty(installation: Installation): Promise<boolean> {
  for await (const _ of installation.files.list!()) return false;
  if (!installation.config.databaseUrl) {
    const dir = path.join(installation.config.dataDir, 'db');
    return !fs.existsSync(dir) && fs.readdirSync(installation.config.dataDir).length === 0;
  }
  const database = await installation.open();
  try {
    const [{ n }] = await rowsOf(database, `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`);
    return n === 0;
  } finally {
    await database.close();
  }
}

/** A copy of an archive with some entries' bytes changed, as a damaged or forged archive would be (a plain .tar: quicker to write). */
async function alteredCopy(archive: string, name: string, edit: (entry: string, bytes: Buffer) => Buffer): Promise<string> {
  const copy = path.join(scratch, name);
  const writer = await writeArchive(copy);
  for await (const entry of readArchive(archive)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    const bytes = edit(entry.name, Buffer.concat(chunks));
    await writer.add(entry.name, bytes.length, [bytes]);
  }
  await writer.finish();
  return copy;
}

let source: Installation;
let archive: string;
let sourceContents: Awaited<ReturnType<typeof contents>>;
let sourceFiles: Map<string, string>;

beforeAll(async () => {
  source = await newInstallation(true);
  const database = await source.open();
  try {
    await seedAllDemo(database.db, source.files);
    // One file larger than a stream's chunk, of bytes gzip cannot shrink, with its row.
    const key = '2026/01/large-random.bin';
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await source.files.write(key, Readable.from([bytes]));
    await database.db.insert(storedFile).values({ storage_key: key, original_name: 'random.bin', mime: 'application/octet-stream', size: bytes.length });
    sourceContents = await contentsOf(database);
  } finally {
    await database.close();
  }
  sourceFiles = await fileDigests(source.files);
  archive = path.join(scratch, 'backup.tgz');
});

afterAll(async () => {
  for (const installation of installations) await installation.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe(`backup and restore (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restores the same rows and the same file bytes into an empty installation', async () => {
    if (!serverUrl) {
      // PGlite marks its folder while open: a backup then would copy a database being written.
      const open = await source.open();
      await expect(backup(source.config, archive)).rejects.toThrow(/is open .* stop the server first/);
      await open.close();
      expect(fs.existsSync(archive)).toBe(false);
    }

    const manifest = await backup(source.config, archive);
    const journal = migrationJournal();
    expect(manifest.database.kind).toBe(serverUrl ? 'postgres' : 'pglite');
    expect(manifest.schema).toEqual({ migration: journal.at(-1)!.tag, index: journal.length - 1, applied_at: journal.at(-1)!.when });
    expect(new Map(manifest.files.map((f) => [f.key, f.sha256]))).toEqual(sourceFiles);
    expect(fs.readdirSync(scratch).filter((f) => f.endsWith('.part'))).toEqual([]);
    await expect(backup(source.config, archive)).rejects.toThrow(/already exists/);

    const target = await newInstallation(false);
    await restore(target.config, archive);
    const restored = await contents(target);
    expect(restored).toEqual(sourceContents);
    // The demo data reached every area compared, and every file a row points to came back.
    for (const table of ['users', 'course', 'stored_file', 'asset']) expect(restored.tables[table]).not.toMatch(/^0 rows/);
    const restoredFiles = await fileDigests(target.files);
    expect(restoredFiles).toEqual(sourceFiles);
    expect(restored.keys.filter((key) => !restoredFiles.has(key))).toEqual([]);
    if (!serverUrl) expect(fs.readdirSync(target.config.dataDir).sort()).toEqual(['db', 'files']);
  });

  describe('refusals, which change nothing', () => {
    let empty: Installation;
    let tampered: string;
    let tamperedName = '';
    beforeAll(async () => {
      empty = await newInstallation(false);
      if (!fs.existsSync(archive)) await backup(source.config, archive);
      // One file's first byte flipped: same size, another SHA-256.
      tampered = await alteredCopy(archive, 'tampered.tar', (name, bytes) => {
        if (tamperedName || !name.startsWith('files/')) return bytes;
        tamperedName = name;
        const changed = Buffer.from(bytes);
        changed[0] ^= 0xff;
        return changed;
      });
    });

    it('refuses a target whose database or file storage is not empty', async () => {
      await expect(restore(source.config, archive)).rejects.toThrow(/the target database is not empty/);
      expect(await contents(source)).toEqual(sourceContents);

      const withFile = await newInstallation(false);
      await withFile.files.write('2026/01/left-over.txt', Readable.from([Buffer.from('left over')]));
      await expect(restore(withFile.config, archive)).rejects.toThrow(/the target file storage is not empty/);
      expect([...(await fileDigests(withFile.files)).keys()]).toEqual(['2026/01/left-over.txt']);
      if (!serverUrl) expect(fs.existsSync(path.join(withFile.config.dataDir, 'db'))).toBe(false);
    });

    it('refuses an archive whose schema is newer than this code knows', async () => {
      const future = await alteredCopy(archive, 'future.tar', (name, bytes) => {
        if (name !== MANIFEST_ENTRY) return bytes;
        const manifest = parseManifest(bytes.toString());
        return Buffer.from(JSON.stringify({ ...manifest, schema: { ...manifest.schema, migration: '9999_from_the_future', index: 9999 } }));
      });
      await expect(restore(empty.config, future)).rejects.toThrow(
        /the archive's schema \(migration 9999_from_the_future, number 9999\) is newer than this version of the back-office knows/,
      );
      expect(await isEmpty(empty)).toBe(true);
    });

    it('refuses a damaged archive: a tampered file, a bad manifest, a cut-short archive', async () => {
      await expect(restore(empty.config, tampered)).rejects.toThrow(`the archive is damaged: the SHA-256 of ${tamperedName} does not match its manifest`);

      const badManifest = await alteredCopy(archive, 'bad-manifest.tar', (name, bytes) =>
        name === MANIFEST_ENTRY ? Buffer.from('{"format": "backoffice-backup",') : bytes,
      );
      await expect(restore(empty.config, badManifest)).rejects.toThrow(/the archive is damaged: its manifest.json is not valid JSON/);

      const cut = path.join(scratch, 'cut.tgz');
      fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size / 2)));
      await expect(restore(empty.config, cut)).rejects.toThrow(/the archive is damaged: it cannot be read to the end/);

      expect(await isEmpty(empty)).toBe(true);
    });

    it('refuses to back up an embedded database folder that is open (PGlite leaves postmaster.pid while open)', async () => {
      const dataDir = fs.mkdtempSync(path.join(scratch, 'open-'));
      fs.mkdirSync(path.join(dataDir, 'db'));
      fs.writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '18\n');
      fs.writeFileSync(path.join(dataDir, 'db', 'postmaster.pid'), '-42\n');
      await expect(backup(testConfig({ DATA_DIR: dataDir }), path.join(dataDir, 'b.tgz'))).rejects.toThrow(OperatorRefusal);
      expect(fs.readdirSync(dataDir)).toEqual(['db']);
    });

    it('exits the restore command with an error and the reason', async () => {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'restore-cli.ts'), tampered], {
          env: { ...process.env, ...(empty.config.databaseUrl ? { DATABASE_URL: empty.config.databaseUrl } : {}), DATA_DIR: empty.config.dataDir },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (code) => resolve({ code, stderr }));
      });
      expect(result.stderr).toContain(`restore refused: the archive is damaged: the SHA-256 of ${tamperedName} does not match its manifest`);
      expect(result.code).toBe(1);
      expect(await isEmpty(empty)).toBe(true);
    });
  });
});
