import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../platform/db/migrations-folder.ts';
import { OperatorRefusal } from './operator-refusal.ts';

/** The newest migration applied in a database, by its tag in the drizzle-kit journal. */
export interface SchemaVersion {
  migration: string;
  index: number;
  /** Its `when` in the journal: what drizzle records in __drizzle_migrations.created_at and compares on start. */
  applied_at: number;
}

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

/** The migrations this code knows, oldest first. */
export function migrationJournal(folder: string = migrationsFolder()): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Drizzle records a migration by its hash and its journal `when`, not its tag: the tag is found
 * back through this code's journal.
 */
export async function appliedSchemaVersion(query: Query, journal: JournalEntry[] = migrationJournal()): Promise<SchemaVersion> {
  const [{ present }] = (await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)).rows;
  const [newest] = present ? (await query('select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1')).rows : [];
  if (!newest) throw new OperatorRefusal('the database has no migrations applied: start the server on it once (it migrates on start), then back it up');
  const appliedAt = Number(newest.created_at);
  const entry = journal.find((e) => e.when === appliedAt);
  if (!entry) {
    throw new OperatorRefusal(
      `the database was migrated by a newer version of the back-office than this one (its newest migration, of ${new Date(appliedAt).toISOString()}, is not in this code's journal): run the backup with the version that serves it`,
    );
  }
  return { migration: entry.tag, index: entry.idx, applied_at: entry.when };
}

/** Refuses an archive whose schema this code cannot migrate on: it would start on tables it does not know. */
export function assertKnownSchema(schema: SchemaVersion, journal: JournalEntry[] = migrationJournal()): void {
  if (journal.some((e) => e.tag === schema.migration)) return;
  const newest = journal.at(-1)?.tag ?? 'none';
  throw new OperatorRefusal(
    `the archive's schema (migration ${schema.migration}, number ${schema.index}) is newer than this version of the back-office knows (newest: ${newest}): restore it with the version that made it, or a later one`,
  );
}
