import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { defaultFileStorage, type FileStorage } from '../platform/files/storage.ts';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, DATABASE_ENTRY, FILES_PREFIX, MANIFEST_ENTRY, type ArchiveManifest } from './archive-manifest.ts';
import { assertEmbeddedDatabaseClosed, embeddedDatabaseDir, embeddedDatabaseExists } from './embedded-database.ts';
import { OperatorRefusal } from './operator-refusal.ts';
import { dumpPostgres } from './postgres-tools.ts';
import { appliedSchemaVersion, type SchemaVersion } from './schema-version.ts';
import { writeArchive, type ArchiveWriter } from './tar-archive.ts';

type Log = (message: string) => void;
type DatabaseCopy = { manifest: ArchiveManifest['database']; schema: SchemaVersion };

/**
 * Writes one archive of the configured installation: the database first, then every stored file,
 * so every file the dump points to is in it (files are removed only by the recycle-bin purge, after
 * their rows). Written aside and renamed when complete: a file with the final name is a whole backup.
 */
export async function backup(config: Config, file: string, log: Log = () => {}): Promise<ArchiveManifest> {
  if (fs.existsSync(file)) throw new OperatorRefusal(`${file} already exists: choose another name (a backup never replaces one)`);
  if (!fs.statSync(path.dirname(file), { throwIfNoEntry: false })?.isDirectory()) throw new OperatorRefusal(`the folder ${path.dirname(file)} does not exist`);
  const files = defaultFileStorage(config);
  const partial = `${file}.part`;
  const writer = await writeArchive(partial);
  // The moment the database is copied as of, near enough: what an operator picks a backup by.
  const createdAt = new Date().toISOString();
  try {
    const database = config.databaseUrl
      ? await copyPostgres(config.databaseUrl, `${file}.dump.part`, writer, log)
      : await copyEmbedded(config.dataDir, writer, log);
    const stored = await copyFiles(files, writer, log);
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      created_at: createdAt,
      database: database.manifest,
      schema: database.schema,
      files: stored,
    };
    const text = Buffer.from(JSON.stringify(manifest, null, 1));
    await writer.add(MANIFEST_ENTRY, text.length, [text]);
    await writer.finish();
    await fs.promises.rename(partial, file);
    const bytes = stored.reduce((sum, f) => sum + f.size, 0);
    log(
      `backup written to ${file} (${megabytes(fs.statSync(file).size)}): database at migration ${manifest.schema.migration}, ${stored.length} file(s) of ${megabytes(bytes)}`,
    );
    return manifest;
  } catch (error) {
    await writer.abort(error as Error);
    // The failure that matters is the one above, not a failed clean-up.
    await fs.promises.rm(partial, { force: true }).catch(() => {});
    throw error;
  }
}

/**
 * pg_dump as of a snapshot this connection exports, in which the schema version is read too: the
 * manifest describes exactly the dump. The dump goes to disk beside the archive first: a tar entry
 * needs its size before its bytes.
 */
async function copyPostgres(url: string, spool: string, writer: ArchiveWriter, log: Log): Promise<DatabaseCopy> {
  log('dumping the PostgreSQL database (pg_dump)...');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let schema: SchemaVersion;
  let serverVersion: string;
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    schema = await appliedSchemaVersion((sql) => client.query(sql));
    serverVersion = (await client.query<{ server_version: string }>('show server_version')).rows[0].server_version;
    await dumpPostgres(url, spool, rows[0].snapshot);
  } finally {
    await client.end();
  }
  try {
    const { size } = await fs.promises.stat(spool);
    const digest = await writer.add(DATABASE_ENTRY.postgres, size, fs.createReadStream(spool));
    log(`database: ${megabytes(size)}`);
    return { manifest: { kind: 'postgres', server_version: serverVersion, ...digest }, schema };
  } finally {
    await fs.promises.rm(spool, { force: true });
  }
}

async function copyEmbedded(dataDir: string, writer: ArchiveWriter, log: Log): Promise<DatabaseCopy> {
  const dir = embeddedDatabaseDir(dataDir);
  if (!embeddedDatabaseExists(dir)) {
    throw new OperatorRefusal(`there is no embedded database in ${dir}: check DATA_DIR, or set DATABASE_URL to back up a PostgreSQL database`);
  }
  assertEmbeddedDatabaseClosed(dir);
  log(`copying the embedded database in ${dir}...`);
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  let schema: SchemaVersion;
  let serverVersion: string;
  let dump: Blob;
  try {
    const query = async (sql: string) => (await database.query(sql)) as { rows: Record<string, unknown>[] };
    schema = await appliedSchemaVersion(query);
    serverVersion = String((await query('show server_version')).rows[0].server_version);
    // Data files as of now, so the copy opens without replaying the write-ahead log.
    await database.query('checkpoint');
    if (database.driver.kind !== 'pglite') throw new Error('expected the embedded database');
    dump = await database.driver.client.dumpDataDir('none');
  } finally {
    await database.close();
  }
  const digest = await writer.add(DATABASE_ENTRY.pglite, dump.size, dump.stream());
  log(`database: ${megabytes(dump.size)}`);
  return { manifest: { kind: 'pglite', server_version: serverVersion, ...digest }, schema };
}

async function copyFiles(files: FileStorage, writer: ArchiveWriter, log: Log): Promise<ArchiveManifest['files']> {
  if (!files.list) throw new Error('this file storage cannot list its files');
  const copied: ArchiveManifest['files'] = [];
  for await (const { key, size } of files.list()) {
    const body = await openStoredFile(files, key);
    if (!body) {
      log(`skipped ${key}: removed from storage since it was listed (the recycle-bin purge)`);
      continue;
    }
    copied.push({ key, ...(await writer.add(FILES_PREFIX + key, size, body)) });
    if (copied.length % 1000 === 0) log(`${copied.length} files copied...`);
  }
  return copied;
}

/**
 * The file's bytes, or null when it is gone: asked before the tar header is written, since a header
 * cannot be taken back.
 */
async function openStoredFile(files: FileStorage, key: string): Promise<AsyncIterable<Buffer> | null> {
  const iterator = (files.read(key) as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let first: IteratorResult<Buffer>;
  try {
    first = await iterator.next();
  } catch (error) {
    const { code, name } = error as { code?: string; name?: string };
    if (code === 'ENOENT' || name === 'NoSuchKey') return null;
    throw error;
  }
  return (async function* () {
    try {
      for (let next = first; !next.done; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  })();
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
