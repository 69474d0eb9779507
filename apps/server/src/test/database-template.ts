import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
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
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await prepare(database);
      const dump = await (database.driver as { client: PGlite }).client.dumpDataDir('none');
      const dumpFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bo-template-')), 'pglite.tar');
      fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
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

export async function dropDatabaseTemplate(url: string | undefined, template: DatabaseTemplate): Promise<void> {
  if (template.kind === 'pglite') fs.rmSync(path.dirname(template.dumpFile), { recursive: true, force: true });
  else await adminStatement(url!, `drop database if exists "${template.name}" with (force)`);
}
