/**
 * users_collections with a search over 100,000 users: requests per second and p95 under 50
 * concurrent connections through the server, compared with the same SQL sent straight to the
 * database; on PGlite and (with DATABASE_URL) on PostgreSQL. Also prints the query plan, to show
 * the search goes through the trigram indexes of users.name/mail/uid.
 *   npm run build && npx tsx bench/users-search.bench.ts
 *   DATABASE_URL=postgres://... npx tsx bench/users-search.bench.ts
 */
import os from 'node:os';
import { explain, graphqlTask, measureDirect, onEachDatabase, printComparison, type Measure } from './lib/compare.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { startServer } from './lib/server-process.ts';
import { countMatches, prepareWithUsers, USER_SEARCH_TERMS, usersPageSql } from './lib/users-seed.ts';

const PREFIX = 'bo-bench-users';
const CONNECTIONS = 50;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const USERS = Number(process.env.BENCH_USERS ?? 100_000);

const measure: Measure = async (target, env, _workDir, openDirect) => {
  // 1. The database the way the server prepares it, 100,000 users on top, the exact SQL of each search.
  const { database, token, seconds, total } = await prepareWithUsers(env, { users: USERS });
  console.log(`${target}: ${total} users (${USERS} inserted, vacuumed and analyzed in ${seconds.toFixed(1)} s)`);
  const queries = USER_SEARCH_TERMS.map((term) => ({ ...term, query: usersPageSql(database, term.search) }));
  for (const { label, search, query } of queries) {
    const matches = await countMatches(database, search);
    const plan = await explain(database, query);
    const trigram = plan.some((line) => /users_(name|mail|uid)_trgm/.test(line));
    console.log(`\n${target} plan for the ${label} term "${search}" (${matches} matching users; trigram indexes used: ${trigram ? 'yes' : 'no'}):`);
    for (const line of plan) console.log(`  ${line}`);
  }
  await database.close();

  console.log(
    `\nload average before measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  // 2. The anchor: the same SQL straight to the database (PGlite in-process, PostgreSQL through a pool of 10).
  const anchors = await measureDirect(
    openDirect,
    queries.map((q) => q.query),
    CONNECTIONS,
    DURATION_MS,
  );

  // 3. The server, as its own process, under the same concurrency.
  const server = await startServer(env);
  const results: LoadResult[] = [];
  for (const { search } of queries) {
    const request = {
      query: `query ($search: String) { users_collections(search: $search) { id name mail uid profile { id title } } }`,
      variables: { search },
    };
    results.push(await runLoad(graphqlTask(`${server.url}/api/v1/account/graphql`, token, request, '"users_collections":[{'), CONNECTIONS, DURATION_MS));
  }
  await server.stop();

  console.log('');
  printComparison(
    target,
    queries.map(({ label, search }, i) => ({ name: `${label} "${search}"`, api: results[i], anchor: anchors[i] })),
  );
  console.log('');
};

console.log(
  `users_collections search over ${USERS} users: ${CONNECTIONS} concurrent connections, ${DURATION_MS / 1000} s per measurement, ${os.cpus().length} cores\n`,
);

await onEachDatabase(PREFIX, measure);
