import { describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { openTestDatabase } from './test-app.ts';

/** What a file could leave behind: the seeded profiles and their modules, the next user id, the job queue's schema, an extra table. */
async function state(database: Database) {
  const rows = async (sql: string) => ((await database.query(sql)) as { rows: Array<Record<string, unknown>> }).rows;
  return {
    profiles: await rows('select id, title from profile order by id'),
    profileModules: await rows('select * from profile_account_module order by 1, 2'),
    nextUser: (await rows(`select nextval(pg_get_serial_sequence('users', 'id')) as id`))[0].id,
    schemas: await rows(`select nspname from pg_namespace where nspname in ('pgboss', 'sobra') order by 1`),
    tables: await rows(`select relname from pg_class where relname = 'sobra'`),
  };
}

// The pool of the database in use (PGlite, or PostgreSQL with DATABASE_URL): the next file gets the template's state back.
describe('test databases handed from file to file', () => {
  it('come back as the template left them, whatever the last file wrote, and without its schema changes', async () => {
    const first = await openTestDatabase();
    const template = await state(first.database);
    await first.database.query(`insert into profile (title) values ('Deixado por um teste')`);
    await first.database.query('delete from profile_account_module');
    await first.database.query(`select nextval(pg_get_serial_sequence('users', 'id')) from generate_series(1, 5)`);
    await first.database.query('create schema pgboss');
    await first.database.query('create table pgboss.job (id int)');
    await first.dispose();

    const second = await openTestDatabase();
    // The template's nextval was spent by reading it above, on a database the pool set back since.
    expect(await state(second.database)).toEqual(template);
    await second.database.query('create schema sobra');
    await second.database.query('create table public.sobra (id int)');
    await second.dispose();

    const third = await openTestDatabase();
    expect(await state(third.database)).toEqual(template);
    await third.dispose();
  });
});
