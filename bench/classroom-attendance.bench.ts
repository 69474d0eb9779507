/**
 * The toggle-all of the attendance screen for a classroom of 5,000 participants:
 *   - bulk: one subscriptions_present_all call (one UPDATE in one transaction), as the screen sends it;
 *   - per participant: the spec's clients, which load every participant (subscription with limit
 *     99999) and send one subscription_present per participant, at most 6 at a time (a browser's
 *     connections to one host).
 * Both through the built server, each run a few times from the same state; prints the time and
 * the number of requests of each and their ratio, and checks that both leave every participant
 * one step further.
 * On PGlite and (with DATABASE_URL) on PostgreSQL.
 *   npm run build && npx tsx bench/classroom-attendance.bench.ts
 *   BENCH_PARTICIPANTS=1000 BENCH_RUNS=1 ...   (a short run)
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { nextAttendance } from '../packages/domain/src/schemas/classroom.ts';
import { prepareDatabase } from '../apps/server/src/boot.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { users } from '../apps/server/src/db/schema/account.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import type { Database } from '../apps/server/src/platform/db/client.ts';
import { onEachDatabase, type Measure } from './lib/compare.ts';
import { gqlCall } from './lib/gql-call.ts';
import { startServer } from './lib/server-process.ts';

const PREFIX = 'bo-bench-classroom-attendance';
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** What a browser opens to one host over HTTP/1.1. */
const BROWSER_CONNECTIONS = 6;
const ADMIN = { email: 'bench@bench.local', password: 'bench-password' };

/** A presential course, an instructor, a classroom and its participants (users made for it), in every attendance state. */
async function insertClassroom(database: Database): Promise<number> {
  await database.query(`insert into course (type, title) values ('presential', 'Curso da bancada')`);
  await database.query(`insert into instrutor (nome, cpf) values ('Instrutor da bancada', '000.000.000-00')`);
  const { rows } = (await database.query(
    `insert into classroom (course_id, instrutor_id, address, limit_registrations, datetime_start)
     select (select max(id) from course), (select max(id) from instrutor), 'Auditório', 999, now() returning id`,
  )) as { rows: { id: number }[] };
  const classroomId = rows[0].id;
  await database.query(
    `insert into users (name, mail, uid) select 'Participante ' || i, 'participante' || i || '@bench.local', 'B' || lpad(i::text, 9, '0') from generate_series(1, ${PARTICIPANTS}) as i`,
  );
  // A mixed list: a third not started, a third present, a third absent.
  await database.query(
    `insert into classroom_subscription (classroom_id, user_id, is_present)
     select $1, id, case id % 3 when 0 then null when 1 then 1 else 0 end from users where mail like '%@bench.local' and uid like 'B%'`,
    [classroomId],
  );
  await database.query('analyze classroom_subscription');
  return classroomId;
}

const call = <T>(url: string, token: string, query: string, variables: Record<string, unknown>) => gqlCall<T>(url, token, 'lms', query, variables);

type Presence = Map<number, number | null>;

async function presence(url: string, token: string, classroomId: number): Promise<{ map: Presence; requests: number }> {
  const body = await call<{ subscription: Array<{ id: number; is_present: number | null }> }>(
    url,
    token,
    `query ($c: Int!) { subscription(classroom_id: $c, limit: 99999, page: 1) { id is_present } }`,
    { c: classroomId },
  );
  return { map: new Map(body.subscription.map((s) => [s.id, s.is_present])), requests: 1 };
}

/** The spec's toggle-all: every participant loaded, then one subscription_present each. */
async function perParticipant(url: string, token: string, classroomId: number) {
  const started = performance.now();
  const loaded = await presence(url, token, classroomId);
  const changes = [...loaded.map].map(([id, current]) => ({ id, is_present: nextAttendance(current) ?? -1 }));
  let next = 0;
  const worker = async () => {
    while (next < changes.length) {
      const change = changes[next++];
      await call(url, token, `mutation ($id: Int!, $p: Int) { subscription_present(id: $id, is_present: $p) { id } }`, { id: change.id, p: change.is_present });
    }
  };
  await Promise.all(Array.from({ length: BROWSER_CONNECTIONS }, worker));
  return { seconds: (performance.now() - started) / 1000, requests: loaded.requests + changes.length };
}

/** The screen's toggle-all: one call. */
async function bulk(url: string, token: string, classroomId: number) {
  const started = performance.now();
  const data = await call<{ subscriptions_present_all: number }>(url, token, `mutation ($c: Int!) { subscriptions_present_all(classroom_id: $c) }`, {
    c: classroomId,
  });
  if (data.subscriptions_present_all !== PARTICIPANTS) throw new Error(`bulk changed ${data.subscriptions_present_all}, not ${PARTICIPANTS}`);
  return { seconds: (performance.now() - started) / 1000, requests: 1 };
}

/** Both must move each participant exactly one step from where it was. */
function assertOneStep(before: Presence, after: Presence, what: string) {
  for (const [id, current] of before) {
    if (after.get(id) !== nextAttendance(current)) throw new Error(`${what}: participant ${id} went from ${current} to ${after.get(id)}`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const measure: Measure = async (target, env) => {
  const config = loadConfig(
    { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false', LOG_LEVEL: 'error' } as NodeJS.ProcessEnv,
    [],
  );
  const database = await prepareDatabase(config, () => {});
  const classroomId = await insertClassroom(database);
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.mail, ADMIN.email));
  const { token } = await createSession(database.db, admin.id, 3600_000);
  await database.close();

  const server = await startServer(env);
  try {
    const runs = { bulk: [] as number[], perParticipant: [] as number[] };
    let requests = { bulk: 0, perParticipant: 0 };
    for (let i = 0; i < RUNS; i++) {
      const before = (await presence(server.url, token, classroomId)).map;
      const b = await bulk(server.url, token, classroomId);
      const afterBulk = (await presence(server.url, token, classroomId)).map;
      assertOneStep(before, afterBulk, 'bulk');
      const p = await perParticipant(server.url, token, classroomId);
      assertOneStep(afterBulk, (await presence(server.url, token, classroomId)).map, 'per participant');
      runs.bulk.push(b.seconds);
      runs.perParticipant.push(p.seconds);
      requests = { bulk: b.requests, perParticipant: p.requests };
    }
    const [bulkSeconds, perSeconds] = [median(runs.bulk), median(runs.perParticipant)];
    console.log(`${target.padEnd(8)} toggle-all of ${PARTICIPANTS} participants (median of ${RUNS}):`);
    console.log(`${''.padEnd(8)}   bulk subscriptions_present_all:      ${(bulkSeconds * 1000).toFixed(0).padStart(7)} ms, ${requests.bulk} request`);
    console.log(
      `${''.padEnd(8)}   spec's subscription_present each:    ${(perSeconds * 1000).toFixed(0).padStart(7)} ms, ${requests.perParticipant} requests (${BROWSER_CONNECTIONS} at a time)`,
    );
    console.log(`${''.padEnd(8)}   ratio: ${(perSeconds / bulkSeconds).toFixed(1)}x faster, ${requests.perParticipant / requests.bulk}x fewer requests\n`);
  } finally {
    await server.stop();
  }
};

console.log(`classroom attendance: toggle-all of ${PARTICIPANTS} participants, ${RUNS} runs; ${os.cpus().length} cores\n`);

await onEachDatabase(PREFIX, measure);
