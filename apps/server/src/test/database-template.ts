import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/db/client.ts';
import { migrationsFolder } from '../platform/db/migrations-folder.ts';
import { seedReference } from '../seed/reference.ts';

/**
 * Where every API test file's database starts: migrated and seeded once per run instead of once
 * per file. PGlite: a dump of its data folder (loading one skips initdb, ~4 s a file). PostgreSQL:
 * a template database that `CREATE DATABASE ... TEMPLATE` copies.
 */
export type DatabaseTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };

const serverSrc = path.resolve(import.meta.dirname, '..');
const root = path.resolve(serverSrc, '../../..');
/** Where a PGlite template stays between runs, named by what it was built from. */
const CACHE_DIR = path.join(root, 'node_modules/.cache/backoffice-test');
/** Everything a template's contents depend on: the migrations and tables, the reference seed, the domain's constants, PGlite itself. */
const TEMPLATE_SOURCES = [path.join(serverSrc, 'db'), path.join(serverSrc, 'seed/reference.ts'), path.join(root, 'packages/domain/src'), import.meta.filename];

function templateKey(): string {
  const hash = createHash('sha256');
  const files = TEMPLATE_SOURCES.flatMap((source) =>
    fs.statSync(source).isDirectory()
      ? fs
          .readdirSync(source, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.join(e.parentPath, e.name))
      : [source],
  );
  for (const file of files.sort()) hash.update(file).update(fs.readFileSync(file));
  // Its package.json is not exported: found beside the entry point (dist/).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

async function prepare(database: Database): Promise<void> {
  await database.migrate(migrationsFolder());
  await seedReference(database.db);
}

/** Runs one statement on the server's maintenance connection (database creation and removal). */
export async function adminStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export async function createDatabaseTemplate(url: string | undefined): Promise<DatabaseTemplate> {
  if (!url) {
    // Reused from an earlier run while its sources are unchanged; a changed one is built again.
    const dumpFile = path.join(CACHE_DIR, `pglite-template-${templateKey()}.tar`);
    if (fs.existsSync(dumpFile)) return { kind: 'pglite', dumpFile };
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await prepare(database);
      const dump = await (database.driver as { client: PGlite }).client.dumpDataDir('none');
      fs.mkdirSync(CACHE_DIR, { recursive: true });
      for (const stale of fs.readdirSync(CACHE_DIR).filter((f) => f.endsWith('.tar'))) fs.rmSync(path.join(CACHE_DIR, stale));
      // Written aside and renamed, so a run stopped halfway never leaves a broken template.
      const partial = `${dumpFile}.${process.pid}.part`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, dumpFile);
      return { kind: 'pglite', dumpFile };
    } finally {
      await database.close();
    }
  }
  const name = `bo_template_${randomBytes(6).toString('hex')}`;
  await adminStatement(url, `create database "${name}"`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name) });
  try {
    await prepare(database);
  } finally {
    // A template is copied only while nobody is connected to it.
    await database.close();
  }
  return { kind: 'postgres', name };
}

/**
 * A PostgreSQL template is dropped after its run, with the workers' copies named after it
 * (postgres-pool.ts); a PGlite one stays in the cache for the next.
 */
export async function dropDatabaseTemplate(url: string | undefined, template: DatabaseTemplate): Promise<void> {
  if (template.kind !== 'postgres') return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const copies = await client.query<{ name: string }>(`select datname as name from pg_database where starts_with(datname, $1)`, [`${template.name}_`]);
    for (const { name } of copies.rows) await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`drop database if exists "${template.name}" with (force)`);
  } finally {
    await client.end();
  }
}
