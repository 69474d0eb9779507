/**
 * users_collections with a search over 100,000 users: requests per second and p95 under 50
 * concurrent connections through the server, compared with the same SQL sent straight to the
 * database; on PGlite and (with DATABASE_URL) on PostgreSQL. Also prints the query plan, to show
 * the search goes through the trigram indexes of users.name/mail/uid.
 *   npm run build && npx tsx bench/users-search.bench.ts
 *   DATABASE_URL=postgres://... npx tsx bench/users-search.bench.ts
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { PAGE_SIZE } from '../packages/domain/src/constants.ts';
import { listArgs } from '../packages/domain/src/schemas/list.ts';
import { prepareDatabase } from '../apps/server/src/boot.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { users } from '../apps/server/src/db/schema/account.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import type { Database } from '../apps/server/src/platform/db/client.ts';
import { usersPageQuery } from '../apps/server/src/services/account/users/user-store.ts';
import { explain, graphqlTask, measureDirect, onEachDatabase, printComparison, type Measure } from './lib/compare.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { startServer } from './lib/server-process.ts';

const PREFIX = 'bo-bench-users';
const CONNECTIONS = 50;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const ADMIN = { email: 'bench@bench.local', password: 'bench-password' };

/** A selective term (a full name: a few dozen rows) and a common one (a surname: thousands). */
const TERMS = [
  { label: 'selective', search: 'Souza Prado' },
  { label: 'common', search: 'Moura' },
];

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Hugo', 'Isabel', 'João', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Sofia', 'Tiago', 'Vanessa', 'William', 'Alice', 'Bernardo', 'Cecília', 'Davi', 'Eduarda', 'Felipe', 'Giovana', 'Heitor', 'Helena', 'Igor', 'Júlia', 'Lucas', 'Manuela', 'Nicolas', 'Olívia', 'Pedro', 'Rebeca', 'Samuel', 'Valentina', 'Yuri'];
const LAST = ['Lima', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Costa', 'Almeida', 'Ribeiro', 'Carvalho', 'Gomes', 'Martins', 'Araújo', 'Barbosa', 'Rocha', 'Dias', 'Moreira', 'Cardoso', 'Teixeira', 'Correia', 'Mendes', 'Nunes', 'Freitas', 'Moura', 'Batista', 'Campos', 'Prado', 'Pinto', 'Vieira', 'Monteiro', 'Cavalcanti', 'Ramos', 'Farias', 'Lopes', 'Castro', 'Andrade', 'Machado', 'Fernandes', 'Borges', 'Duarte', 'Queiroz', 'Rezende', 'Siqueira', 'Tavares', 'Xavier', 'Pacheco', 'Macedo', 'Sales', 'Brito', 'Aguiar', 'Fonseca'];

const textArray = (values: string[]) => `(array[${values.map((v) => `'${v}'`).join(',')}]::text[])`;

/** 100,000 users in one statement: name first + surname + surname (unique combinations), mail and uid from the number. */
async function insertUsers(database: Database) {
  const [first, last] = [textArray(FIRST), textArray(LAST)];
  const name = `${first}[1 + i % ${FIRST.length}] || ' ' || ${last}[1 + (i / ${FIRST.length}) % ${LAST.length}] || ' ' || ${last}[1 + (i / ${FIRST.length * LAST.length}) % ${LAST.length}]`;
  const started = performance.now();
  await database.query(`
    insert into users (name, mail, uid, profile_id)
    select ${name}, 'bench.' || i || '@bench.local', 'B' || lpad(i::text, 11, '0'), 1 + (i % 2)
    from generate_series(1, ${USERS}) as i`);
  // A bulk insert leaves the new trigram entries in the GIN pending list, which the planner
  // prices as a slow linear scan: it then prefers a full scan until (auto)vacuum merges them.
  // Measured here: without this, 77 ms (backward pkey scan) instead of 1 ms (trigram BitmapOr).
  await database.query('vacuum analyze users');
  return (performance.now() - started) / 1000;
}

/** The SQL users_collections sends for a term, with its parameters. */
function pageSql(database: Database, search: string) {
  const args = listArgs.parse({ search, limit: PAGE_SIZE, page: 1, order: 'desc', orderby: 'id' });
  return usersPageQuery(database.db, args).toSQL();
}

const measure: Measure = async (target, env, _workDir, openDirect) => {
  // 1. The database the way the server prepares it, 100,000 users on top, the exact SQL of each search.
  const config = loadConfig({ ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false', LOG_LEVEL: 'error' } as NodeJS.ProcessEnv, []);
  const database = await prepareDatabase(config, () => {});
  const seconds = await insertUsers(database);
  const counted = (await database.query('select count(*)::int as n from users')) as { rows: { n: number }[] };
  console.log(`${target}: ${counted.rows[0].n} users (${USERS} inserted, vacuumed and analyzed in ${seconds.toFixed(1)} s)`);
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.mail, ADMIN.email));
  const { token } = await createSession(database.db, admin.id, 3600_000);
  const queries = TERMS.map((term) => ({ ...term, query: pageSql(database, term.search) }));
  for (const { label, search, query } of queries) {
    const matches = (await database.query(
      `select count(*)::int as n from users where name ilike $1 or mail ilike $1 or uid ilike $1`,
      [`%${search}%`],
    )) as { rows: { n: number }[] };
    const plan = await explain(database, query);
    const trigram = plan.some((line) => /users_(name|mail|uid)_trgm/.test(line));
    console.log(`\n${target} plan for the ${label} term "${search}" (${matches.rows[0].n} matching users; trigram indexes used: ${trigram ? 'yes' : 'no'}):`);
    for (const line of plan) console.log(`  ${line}`);
  }
  await database.close();

  console.log(`\nload average before measuring: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  // 2. The anchor: the same SQL straight to the database (PGlite in-process, PostgreSQL through a pool of 10).
  const anchors = await measureDirect(openDirect, queries.map((q) => q.query), CONNECTIONS, DURATION_MS);

  // 3. The server, as its own process, under the same concurrency.
  const server = await startServer(env);
  const results: LoadResult[] = [];
  for (const { search } of queries) {
    const request = { query: `query ($search: String) { users_collections(search: $search) { id name mail uid profile { id title } } }`, variables: { search } };
    results.push(await runLoad(graphqlTask(`${server.url}/api/v1/account/graphql`, token, request, '"users_collections":[{'), CONNECTIONS, DURATION_MS));
  }
  await server.stop();

  console.log('');
  printComparison(target, queries.map(({ label, search }, i) => ({ name: `${label} "${search}"`, api: results[i], anchor: anchors[i] })));
  console.log('');
};

console.log(`users_collections search over ${USERS} users: ${CONNECTIONS} concurrent connections, ${DURATION_MS / 1000} s per measurement, ${os.cpus().length} cores\n`);

await onEachDatabase(PREFIX, measure);
