/**
 * Storing a new order of a 500-item trail (courses and contents), as a drop on /Trail-has-course sends it:
 *   - atomic: one reorderTrailItems call with the whole order (one transaction), as the screen sends it;
 *   - the spec's clients: one updateOrderTrailItems per item with its new position, one after
 *     another, and the same calls 6 at a time (a browser's connections to one host).
 * Each run asks for a fresh shuffled order from the same trail; prints the median time and the
 * number of requests of each, their ratio, and whether the trail ended in the order asked for
 * (positions always stay 1..n, but concurrent single moves may land in another order).
 * On PGlite and (with DATABASE_URL) on PostgreSQL.
 *   npm run build && npx tsx bench/trail-reorder.bench.ts
 *   BENCH_ITEMS=100 BENCH_RUNS=1 ...   (a short run)
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { prepareDatabase } from '../apps/server/src/boot.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { users } from '../apps/server/src/db/schema/account.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import type { Database } from '../apps/server/src/platform/db/client.ts';
import { onEachDatabase, type Measure } from './lib/compare.ts';
import { gqlCall } from './lib/gql-call.ts';
import { startServer } from './lib/server-process.ts';

const PREFIX = 'bo-bench-trail-reorder';
const ITEMS = Number(process.env.BENCH_ITEMS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** What a browser opens to one host over HTTP/1.1. */
const BROWSER_CONNECTIONS = 6;
const ADMIN = { email: 'bench@bench.local', password: 'bench-password' };

type Item = { item_id: number; item_type: string };
const keyOf = (i: Item) => `${i.item_type}:${i.item_id}`;

/** A trail of ITEMS items, alternating online courses and Media contents. */
async function insertTrail(database: Database): Promise<number> {
  const half = Math.ceil(ITEMS / 2);
  await database.query(`insert into course (type, title) select 'online', 'Curso ' || i from generate_series(1, ${half}) as i`);
  await database.query(`insert into asset (module_name, title) select 'Media', 'Conteúdo ' || i from generate_series(1, ${ITEMS - half}) as i`);
  const { rows } = (await database.query(`insert into trail (title) values ('Trilha da bancada') returning id`)) as { rows: { id: number }[] };
  const trailId = rows[0].id;
  await database.query(
    `insert into trail_item (trail_id, item_type, item_id, ordernum)
     select $1, kind, id, row_number() over (order by n, kind)
     from (select 'course' as kind, id, row_number() over (order by id) as n from course
           union all select 'asset', id, row_number() over (order by id) from asset) as items`,
    [trailId],
  );
  await database.query('analyze trail_item');
  return trailId;
}

const call = <T>(url: string, token: string, query: string, variables: Record<string, unknown>) => gqlCall<T>(url, token, 'lms', query, variables);

async function currentOrder(url: string, token: string, trailId: number): Promise<Array<Item & { ordernum: number }>> {
  const data = await call<{ trailitems: Array<Item & { ordernum: number }> }>(
    url,
    token,
    `query ($t: Int!) { trailitems(trail_id: $t) { item_id item_type ordernum } }`,
    {
      t: trailId,
    },
  );
  return data.trailitems;
}

/** A deterministic shuffle, so every database gets the same orders. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

async function atomic(url: string, token: string, trailId: number, order: Item[]) {
  await call(url, token, `mutation ($t: Int!, $items: [TrailItemOrder!]!) { reorderTrailItems(trail_id: $t, items: $items) { id } }`, {
    t: trailId,
    items: order,
  });
  return 1;
}

async function perItem(url: string, token: string, trailId: number, order: Item[], connections: number) {
  let next = 0;
  const worker = async () => {
    while (next < order.length) {
      const position = next++;
      const item = order[position];
      await call(
        url,
        token,
        `mutation ($t: Int!, $id: Int!, $type: String!, $n: Int!) { updateOrderTrailItems(trail_id: $t, item_id: $id, item_type: $type, ordernum: $n) { id } }`,
        {
          t: trailId,
          id: item.item_id,
          type: item.item_type,
          n: position + 1,
        },
      );
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return order.length;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const measure: Measure = async (target, env) => {
  const config = loadConfig(
    { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false', LOG_LEVEL: 'error' } as NodeJS.ProcessEnv,
    [],
  );
  const database = await prepareDatabase(config, () => {});
  const trailId = await insertTrail(database);
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.mail, ADMIN.email));
  const { token } = await createSession(database.db, admin.id, 3600_000);
  await database.close();

  const server = await startServer(env);
  try {
    const ways = {
      'atomic reorderTrailItems': (order: Item[]) => atomic(server.url, token, trailId, order),
      "spec's updateOrderTrailItems, in turn": (order: Item[]) => perItem(server.url, token, trailId, order, 1),
      [`spec's updateOrderTrailItems, ${BROWSER_CONNECTIONS} at a time`]: (order: Item[]) => perItem(server.url, token, trailId, order, BROWSER_CONNECTIONS),
    };
    const results: Record<string, { seconds: number[]; requests: number; exact: number }> = {};
    let seed = 1;
    for (let run = 0; run < RUNS; run++) {
      for (const [name, way] of Object.entries(ways)) {
        const before = await currentOrder(server.url, token, trailId);
        const asked = shuffled(
          before.map(({ item_id, item_type }) => ({ item_id, item_type })),
          seed++,
        );
        const started = performance.now();
        const requests = await way(asked);
        const seconds = (performance.now() - started) / 1000;
        const after = await currentOrder(server.url, token, trailId);
        if (after.some((item, i) => item.ordernum !== i + 1)) throw new Error(`${name}: positions are not 1..${after.length}`);
        const exact = after.every((item, i) => keyOf(item) === keyOf(asked[i])) ? 1 : 0;
        const entry = (results[name] ??= { seconds: [], requests, exact: 0 });
        entry.seconds.push(seconds);
        entry.exact += exact;
      }
    }
    const anchor = median(results['atomic reorderTrailItems'].seconds);
    console.log(`${target.padEnd(8)} new order of a ${ITEMS}-item trail (median of ${RUNS}):`);
    for (const [name, r] of Object.entries(results)) {
      const ms = median(r.seconds) * 1000;
      const ratio = name.startsWith('atomic') ? '' : `, ${(median(r.seconds) / anchor).toFixed(1)}x the atomic call`;
      console.log(
        `${''.padEnd(8)}   ${name.padEnd(44)} ${ms.toFixed(0).padStart(7)} ms, ${String(r.requests).padStart(3)} requests${ratio}; order as asked in ${r.exact}/${RUNS}`,
      );
    }
    console.log('');
  } finally {
    await server.stop();
  }
};

console.log(`trail reorder: ${ITEMS} items, ${RUNS} runs; ${os.cpus().length} cores\n`);

await onEachDatabase(PREFIX, measure);
