/**
 * A live virtual room under load: BENCH_PARTICIPANTS participants (1,000) each send a message
 * every 5 s (createChatMessage over HTTP, staggered), while BENCH_MODERATORS moderation screens
 * (5) listen to chatMessagesChanged over WebSocket. Prints, for each message a moderator
 * receives, the delay from the moment it was sent: p50/p95/p99/max and its ratio to the spec's
 * 5 s polling (the anchor: a polling screen sees a message after 2.5 s on average, 5 s at worst),
 * what was delivered against what was expected, and the server's CPU and memory.
 * Runs on PGlite (one server process) and, with DATABASE_URL, on PostgreSQL with one and then
 * two server processes, participants and moderators spread over both (LISTEN/NOTIFY carries
 * each event to the other copy).
 *   npm run build && npx tsx bench/chat-delivery.bench.ts
 *   BENCH_PARTICIPANTS=200 BENCH_SECONDS=10 ...   (a short run)
 *   BENCH_SERVER=/other/apps/server/dist/main.js   measures another build (e.g. the commit before)
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { prepareDatabase } from '../apps/server/src/boot.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { users } from '../apps/server/src/db/schema/account.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import { listen, wsClient } from '../apps/server/src/test/graphql-ws-client.ts';
import { onEachDatabase, type Measure } from './lib/compare.ts';
import { gqlCall } from './lib/gql-call.ts';
import { backendsCpuDelta, postgresBackendsCpuMs, processCpuMs } from './lib/process-cpu.ts';
import { processMemory } from './lib/process-memory.ts';
import { startServer, type ServerProcess } from './lib/server-process.ts';

const PREFIX = 'bo-bench-chat-delivery';
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 1000);
const MODERATORS = Number(process.env.BENCH_MODERATORS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const EVERY_MS = 5000;
/** The spec's moderation screen polls messages every 5 s. */
const POLLING_MS = 5000;
const ADMIN = { email: 'bench@bench.local', password: 'bench-password' };

interface Setup {
  chatId: number;
  participantTokens: string[];
  moderatorTokens: string[];
}

/** A live room open to everyone, its participants (users made for it, each signed in) and the moderators' sessions. */
async function seed(env: Record<string, string>): Promise<Setup> {
  const config = loadConfig(
    { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false', LOG_LEVEL: 'error' } as NodeJS.ProcessEnv,
    [],
  );
  const database = await prepareDatabase(config, () => {});
  try {
    const { rows } = (await database.query(
      `insert into chat (title, date_publish, datetime_start, datetime_end, active)
       values ('Sala da bancada', now() - interval '1 day', now() - interval '10 minutes', now() + interval '2 hours', 1) returning id`,
    )) as { rows: { id: number }[] };
    const { rows: people } = (await database.query(
      `insert into users (name, mail, uid) select 'Participante ' || i, 'participante' || i || '@bench.local', 'C' || lpad(i::text, 9, '0')
       from generate_series(1, ${PARTICIPANTS}) as i returning id`,
    )) as { rows: { id: number }[] };
    const participantTokens: string[] = [];
    for (const p of people) participantTokens.push((await createSession(database.db, p.id, 3600_000)).token);
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.mail, ADMIN.email));
    const moderatorTokens: string[] = [];
    for (let i = 0; i < MODERATORS; i++) moderatorTokens.push((await createSession(database.db, admin.id, 3600_000)).token);
    return { chatId: rows[0].id, participantTokens, moderatorTokens };
  } finally {
    await database.close();
  }
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** One run: moderators listen (spread over the servers), participants send for SECONDS, then the figures. */
async function run(label: string, servers: ServerProcess[], setup: Setup, database?: string) {
  const wsUrl = (server: ServerProcess) => `${server.url.replace('http', 'ws')}/api/v1/chat/graphql`;
  const clients: Client[] = [];
  const delays: number[] = [];
  let measuring = false;
  const sends: number[] = [];
  /** When each message's send was answered (its commit is then done), by its text. */
  const answered = new Map<string, number>();
  const pushes: number[] = [];
  let received = 0;
  const screens = setup.moderatorTokens.map((token, i) => {
    const client = wsClient(wsUrl(servers[i % servers.length]), { authorization: `Bearer ${token}` });
    clients.push(client);
    // Each message is timed as it arrives: its text carries when it was sent.
    return listen<Array<{ message: string }>>(
      client,
      'subscription ($c: Int!) { chatMessagesChanged(chat_id: $c) { message } }',
      { c: setup.chatId },
      'chatMessagesChanged',
      (batch) => {
        if (!measuring) return;
        const now = Date.now();
        for (const value of batch) {
          if (!value.message.startsWith('m:')) continue;
          delays.push(now - Number(value.message.split(':')[1]));
          const done = answered.get(value.message);
          // The push can overtake the answer to the send: counted as 0.
          if (done !== undefined) pushes.push(Math.max(0, now - done));
          received++;
        }
      },
    );
  });

  // Subscribed once a first message reaches every screen.
  const deadline = Date.now() + 20_000;
  while (screens.some((s) => s.values.length === 0)) {
    if (Date.now() > deadline)
      throw new Error(`${label}: the moderators heard nothing: ${JSON.stringify(screens.map((s) => s.errors.concat(s.closed ?? [])))}`);
    await gqlCall(servers[0].url, setup.moderatorTokens[0], 'chat', 'mutation ($c: Int!) { createChatMessage(chat_id: $c, message: "aquecimento") { id } }', {
      c: setup.chatId,
    });
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const screen of screens) screen.values.length = 0;
  measuring = true;

  const cpuBefore = servers.map((s) => processCpuMs(s.pid));
  const benchCpuBefore = process.cpuUsage();
  const pgBefore = database ? postgresBackendsCpuMs(database) : null;
  const started = Date.now();
  const ends = started + SECONDS * 1000;
  let sent = 0;
  let failed = 0;
  let firstError: string | undefined;
  const participants = setup.participantTokens.map(async (token, i) => {
    const server = servers[i % servers.length];
    // Staggered over the first period, as people do not all type at once.
    await new Promise((r) => setTimeout(r, (i / setup.participantTokens.length) * EVERY_MS));
    while (Date.now() < ends) {
      const next = Date.now() + EVERY_MS;
      try {
        const at = Date.now();
        const text = `m:${at}:${i}`;
        await gqlCall(server.url, token, 'chat', 'mutation ($c: Int!, $m: String!) { createChatMessage(chat_id: $c, message: $m) { id } }', {
          c: setup.chatId,
          m: text,
        });
        answered.set(text, Date.now());
        sends.push(Date.now() - at);
        sent++;
      } catch (error) {
        failed++;
        firstError ??= String(error);
      }
      await new Promise((r) => setTimeout(r, Math.max(0, Math.min(next, ends) - Date.now())));
    }
  });
  await Promise.all(participants);
  const wall = Date.now() - started;
  const serverCpuMs = servers.map((s, i) => processCpuMs(s.pid) - cpuBefore[i]);
  const cpu = serverCpuMs.map((ms) => ms / wall);
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const pgCpuMs = pgBefore ? backendsCpuDelta(pgBefore, postgresBackendsCpuMs(database!)) : null;
  const pgCpu = pgCpuMs === null ? null : pgCpuMs / wall;
  // Whatever is still on its way gets 5 s to arrive.
  const expected = sent * screens.length;
  const drain = Date.now() + 5000;
  while (received < expected && Date.now() < drain) await new Promise((r) => setTimeout(r, 100));
  const delivered = received;
  await Promise.all(clients.map((c) => c.dispose()));

  delays.sort((a, b) => a - b);
  sends.sort((a, b) => a - b);
  pushes.sort((a, b) => a - b);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => quantile(delays, q));
  const memory = servers.map((s) => processMemory(s.pid));
  console.log(`${label}`);
  console.log(
    `   sent ${sent} messages in ${(wall / 1000).toFixed(1)} s (${((sent / wall) * 1000).toFixed(0)}/s), ${failed} failed${firstError ? ` (${firstError.slice(0, 120)})` : ''}`,
  );
  console.log(`   delivered ${delivered} of ${expected} to ${screens.length} moderators`);
  console.log(
    `   delay sent → moderator: p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms, max ${delays.at(-1)} ms; p95 is ${(POLLING_MS / p95).toFixed(1)}x quicker than the 5 s polling's worst case (${(POLLING_MS / 2 / p95).toFixed(1)}x its average 2.5 s)`,
  );
  console.log(`   of which the send (createChatMessage answered): p50 ${quantile(sends, 0.5)} ms, p95 ${quantile(sends, 0.95)} ms`);
  console.log(
    `   the push alone (send answered → moderator): p50 ${quantile(pushes, 0.5)} ms, p95 ${quantile(pushes, 0.95)} ms, p99 ${quantile(pushes, 0.99)} ms`,
  );
  console.log(
    `   server: ${servers.map((_, i) => `CPU ${(cpu[i] * 100).toFixed(0)}% of a core, RSS ${memory[i].rssMb.toFixed(0)} MB (peak ${memory[i].peakMb.toFixed(0)} MB)`).join('; ')}`,
  );
  const perMessage = (ms: number) => (ms / Math.max(1, sent)).toFixed(2);
  const serverMs = serverCpuMs.reduce((a, b) => a + b, 0);
  console.log(
    `   CPU per message sent: server ${perMessage(serverMs)} ms${pgCpuMs === null ? '' : ` + PostgreSQL ${perMessage(pgCpuMs)} ms = ${perMessage(serverMs + pgCpuMs)} ms`} (its deliveries to ${screens.length} moderators included)`,
  );
  // The same machine runs the participants and moderators (this process) and PostgreSQL.
  console.log(
    `   beside it: this bench's clients ${(((benchCpu.user + benchCpu.system) / 1000 / wall) * 100).toFixed(0)}% of a core${pgCpu === null ? '' : `, PostgreSQL backends ${(pgCpu * 100).toFixed(0)}%`} (${os.cpus().length} cores in all)\n`,
  );
}

const databaseName = (env: Record<string, string>) => (env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : undefined);

const measure: Measure = async (target, env) => {
  const setup = await seed(env);
  const one = await startServer(env, process.env.BENCH_SERVER || undefined);
  try {
    await run(`${target}, 1 server process:`, [one], setup, databaseName(env));
  } finally {
    await one.stop();
  }
  // PGlite is one process's database: two copies need PostgreSQL.
  if (target !== 'postgres') return;
  const two = [await startServer(env, process.env.BENCH_SERVER || undefined), await startServer(env, process.env.BENCH_SERVER || undefined)];
  try {
    await run(`${target}, 2 server processes (participants and moderators on either):`, two, setup, databaseName(env));
  } finally {
    await Promise.all(two.map((s) => s.stop()));
  }
};

console.log(
  `chat delivery: ${PARTICIPANTS} participants each sending every ${EVERY_MS / 1000} s for ${SECONDS} s, ${MODERATORS} moderation screens; ${os.cpus().length} cores\n`,
);

await onEachDatabase(PREFIX, measure);
