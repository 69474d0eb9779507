/**
 * The 100,000 users of the search benchmarks, and the exact SQL users_collections sends for a
 * term (shared by users-search.bench.ts and request-path.bench.ts).
 */
import { eq } from 'drizzle-orm';
import { PAGE_SIZE } from '../../packages/domain/src/constants.ts';
import { listArgs } from '../../packages/domain/src/schemas/list.ts';
import { prepareDatabase } from '../../apps/server/src/boot.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { users } from '../../apps/server/src/db/schema/account.ts';
import { createSession } from '../../apps/server/src/platform/auth/sessions.ts';
import type { Database } from '../../apps/server/src/platform/db/client.ts';
import { usersPageQuery } from '../../apps/server/src/services/account/users/user-store.ts';
import type { Sql } from './compare.ts';

export const BENCH_ADMIN = { email: 'bench@bench.local', password: 'bench-password' };

/** A selective term (a full name: a few dozen rows) and a common one (a surname: thousands). */
export const USER_SEARCH_TERMS = [
  { label: 'selective', search: 'Souza Prado' },
  { label: 'common', search: 'Moura' },
] as const;

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Hugo',
  'Isabel',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Tiago',
  'Vanessa',
  'William',
  'Alice',
  'Bernardo',
  'Cecília',
  'Davi',
  'Eduarda',
  'Felipe',
  'Giovana',
  'Heitor',
  'Helena',
  'Igor',
  'Júlia',
  'Lucas',
  'Manuela',
  'Nicolas',
  'Olívia',
  'Pedro',
  'Rebeca',
  'Samuel',
  'Valentina',
  'Yuri',
];
const LAST = [
  'Lima',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Costa',
  'Almeida',
  'Ribeiro',
  'Carvalho',
  'Gomes',
  'Martins',
  'Araújo',
  'Barbosa',
  'Rocha',
  'Dias',
  'Moreira',
  'Cardoso',
  'Teixeira',
  'Correia',
  'Mendes',
  'Nunes',
  'Freitas',
  'Moura',
  'Batista',
  'Campos',
  'Prado',
  'Pinto',
  'Vieira',
  'Monteiro',
  'Cavalcanti',
  'Ramos',
  'Farias',
  'Lopes',
  'Castro',
  'Andrade',
  'Machado',
  'Fernandes',
  'Borges',
  'Duarte',
  'Queiroz',
  'Rezende',
  'Siqueira',
  'Tavares',
  'Xavier',
  'Pacheco',
  'Macedo',
  'Sales',
  'Brito',
  'Aguiar',
  'Fonseca',
];

const textArray = (values: string[]) => `(array[${values.map((v) => `'${v}'`).join(',')}]::text[])`;

/**
 * `count` users in one statement: first name + surname + surname (unique combinations), mail and
 * uid from the number; then vacuum analyze. Returns the seconds it took.
 */
export async function insertUsers(database: Database, count: number): Promise<number> {
  const [first, last] = [textArray(FIRST), textArray(LAST)];
  const name = `${first}[1 + i % ${FIRST.length}] || ' ' || ${last}[1 + (i / ${FIRST.length}) % ${LAST.length}] || ' ' || ${last}[1 + (i / ${FIRST.length * LAST.length}) % ${LAST.length}]`;
  const started = performance.now();
  await database.query(`
    insert into users (name, mail, uid, profile_id)
    select ${name}, 'bench.' || i || '@bench.local', 'B' || lpad(i::text, 11, '0'), 1 + (i % 2)
    from generate_series(1, ${count}) as i`);
  // A bulk insert leaves the new trigram entries in the GIN pending list, which the planner
  // prices as a slow linear scan: it then prefers a full scan until (auto)vacuum merges them.
  // Measured here: without this, 77 ms (backward pkey scan) instead of 1 ms (trigram BitmapOr).
  await database.query('vacuum analyze users');
  return (performance.now() - started) / 1000;
}

/** The SQL users_collections sends for a term (first page, newest first), with its parameters. */
export function usersPageSql(database: Database, search: string): Sql {
  const args = listArgs.parse({ search, limit: PAGE_SIZE, page: 1, order: 'desc', orderby: 'id' });
  return usersPageQuery(database.db, args).toSQL();
}

/** Users matching a term the way the search does (name, mail or uid contains it). */
export async function countMatches(database: Database, search: string): Promise<number> {
  const result = (await database.query(`select count(*)::int as n from users where name ilike $1 or mail ilike $1 or uid ilike $1`, [`%${search}%`])) as {
    rows: { n: number }[];
  };
  return result.rows[0].n;
}

/**
 * The database the way the server prepares it (migrations, reference data, the bench's super
 * administrator, demo data if asked), `count` users on top, and a session of that administrator.
 * The database is left open: close it before a server opens the same PGlite folder.
 */
export async function prepareWithUsers(
  env: Record<string, string>,
  options: { users: number; demoData?: boolean },
): Promise<{ database: Database; token: string; seconds: number; total: number }> {
  const config = loadConfig(
    {
      ...env,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      DEMO_DATA: options.demoData ? 'true' : 'false',
      LOG_LEVEL: 'error',
    } as NodeJS.ProcessEnv,
    [],
  );
  const database = await prepareDatabase(config, () => {});
  const seconds = await insertUsers(database, options.users);
  const counted = (await database.query('select count(*)::int as n from users')) as { rows: { n: number }[] };
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.mail, BENCH_ADMIN.email));
  const { token } = await createSession(database.db, admin.id, 3600_000);
  return { database, token, seconds, total: counted.rows[0].n };
}
