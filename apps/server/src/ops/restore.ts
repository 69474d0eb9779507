import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import { PGLITE_EXTENSIONS } from '../platform/db/client.ts';
import { defaultFileStorage, type FileStorage } from '../platform/files/storage.ts';
import { DATABASE_ENTRY, FILES_PREFIX, type ArchiveManifest, type DatabaseKind } from './archive-manifest.ts';
import { megabytes } from './backup.ts';
import { embeddedDatabaseDir } from './embedded-database.ts';
import { OperatorRefusal } from './operator-refusal.ts';
import { restorePostgres } from './postgres-tools.ts';
import { assertKnownSchema } from './schema-version.ts';
import { readArchive } from './tar-archive.ts';
import { verifyArchive } from './verify-archive.ts';

type Log = (message: string) => void;

const KIND_NAMES: Record<DatabaseKind, string> = { pglite: 'an embedded (PGlite) database', postgres: 'a PostgreSQL database' };

/**
 * Restores an archive into an empty installation: an empty database (PGlite folder or PostgreSQL
 * database) and an empty file storage. Every check (target, archive, schema) runs before the first
 * write. The next server start applies the migrations newer than the archive.
 */
export async function restore(config: Config, file: string, log: Log = () => {}): Promise<ArchiveManifest> {
  if (!fs.existsSync(file)) throw new OperatorRefusal(`${file} does not exist`);
  const kind: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  const files = defaultFileStorage(config);
  await assertEmptyDatabase(config);
  await assertEmptyStorage(config, files);
  log(`checking ${file}...`);
  const manifest = await verifyArchive(file);
  if (manifest.database.kind !== kind) {
    throw new OperatorRefusal(
      `the archive holds ${KIND_NAMES[manifest.database.kind]} and the target is ${KIND_NAMES[kind]}: ` +
        (kind === 'postgres' ? 'unset DATABASE_URL to restore it into DATA_DIR' : 'set DATABASE_URL to the empty PostgreSQL database to restore it into'),
    );
  }
  assertKnownSchema(manifest.schema);
  log(`restoring the backup of ${manifest.created_at} (migration ${manifest.schema.migration}, ${manifest.files.length} file(s))...`);
  if (config.databaseUrl) await restoreWithPostgres(config.databaseUrl, file, files, log);
  else await restoreEmbedded(config.dataDir, file, files, log);
  log(`restored: start the server on it (it applies any newer migrations on start)`);
  return manifest;
}

async function assertEmptyDatabase(config: Config): Promise<void> {
  if (!config.databaseUrl) {
    const dir = embeddedDatabaseDir(config.dataDir);
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
      throw new OperatorRefusal(`the target database is not empty: ${dir} already holds one. Restore only into an empty DATA_DIR`);
    }
    return;
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number; drizzle: boolean }>(
      `select (select count(*)::int from pg_tables where schemaname = 'public') as tables,
              exists (select 1 from pg_namespace where nspname = 'drizzle') as drizzle`,
    );
    const [{ tables, drizzle }] = rows;
    if (tables > 0 || drizzle) {
      throw new OperatorRefusal(
        `the target database is not empty (${tables} table(s) in its public schema${drizzle ? ', a drizzle schema' : ''}): ` +
          'restore only into a new, empty database (createdb, or drop and create it again)',
      );
    }
  } finally {
    await client.end();
  }
}

async function assertEmptyStorage(config: Config, files: FileStorage): Promise<void> {
  if (!files.list) throw new Error('this file storage cannot list its files');
  for await (const _ of files.list()) {
    const where = config.s3 ? `the bucket ${config.s3.bucket}${config.s3.prefix ? ` under ${config.s3.prefix}` : ''}` : path.join(config.dataDir, 'files');
    throw new OperatorRefusal(`the target file storage is not empty: ${where} already holds files. Restore only into an empty storage`);
  }
}

/** pg_restore runs in one transaction, first: a refusal of the server (a missing extension, a role) leaves everything empty. */
async function restoreWithPostgres(url: string, file: string, files: FileStorage, log: Log): Promise<void> {
  const restorer = fileRestorer(files, log);
  for await (const entry of readArchive(file)) {
    if (entry.name === DATABASE_ENTRY.postgres) {
      log('restoring the PostgreSQL database (pg_restore)...');
      await restorePostgres(url, entry.body);
    } else if (entry.name.startsWith(FILES_PREFIX)) {
      await restorer.restore(entry.name, entry.body);
    }
  }
  restorer.done();
}

/**
 * The database is loaded in a scratch folder beside its final place, the files are written, and
 * only then does the database take its name: a restore cut short leaves no database a server would
 * start on.
 */
async function restoreEmbedded(dataDir: string, file: string, files: FileStorage, log: Log): Promise<void> {
  await fs.promises.mkdir(dataDir, { recursive: true });
  const scratch = await fs.promises.mkdtemp(path.join(dataDir, '.restore-'));
  try {
    const restorer = fileRestorer(files, log);
    const loaded = path.join(scratch, 'db');
    for await (const entry of readArchive(file)) {
      if (entry.name === DATABASE_ENTRY.pglite) {
        log('loading the embedded database...');
        // On disk rather than in memory: PGlite reads its dump from a Blob, which a file can back.
        const dump = path.join(scratch, 'pglite-data.tar');
        await pipeline(Readable.from(entry.body), fs.createWriteStream(dump));
        const client = await PGlite.create(loaded, { extensions: PGLITE_EXTENSIONS, loadDataDir: await fs.openAsBlob(dump) });
        await client.query('select 1');
        await client.close();
        await fs.promises.rm(dump);
      } else if (entry.name.startsWith(FILES_PREFIX)) {
        await restorer.restore(entry.name, entry.body);
      }
    }
    restorer.done();
    const target = embeddedDatabaseDir(dataDir);
    // Found empty or absent before; rmdir fails rather than remove anything written there since.
    await fs.promises.rmdir(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await fs.promises.rename(loaded, target);
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}

/** Writes the archive's files to storage, telling the operator how far it got now and then. */
function fileRestorer(files: FileStorage, log: Log) {
  let count = 0;
  let bytes = 0;
  return {
    async restore(name: string, body: AsyncIterable<Buffer>): Promise<void> {
      bytes += await files.write(name.slice(FILES_PREFIX.length), Readable.from(body));
      if (++count % 1000 === 0) log(`${count} files restored...`);
    },
    done: () => log(`files: ${count} restored (${megabytes(bytes)})`),
  };
}
