/**
 * courses_collections (type online) over 50,000 courses, online and presential: p50 and p95
 * through the server (its own process, the built apps/server/dist) against the same SQL sent
 * straight to the database, for the first page, a later page, a selective search and a common
 * one, under the same concurrency; on PGlite and (with DATABASE_URL, in a database of its own,
 * dropped afterwards) on PostgreSQL. The direct SQL is the paged list's own query
 * (coursesPageQuery(...).toSQL()), the one the server prepares; the session lookup the server
 * answers from its cache is left out, as in users-search.bench.ts.
 *   npm run build && npx tsx bench/courses-list.bench.ts
 *   DATABASE_URL=postgres://... npx tsx bench/courses-list.bench.ts
 *   BENCH_COURSES=10000 BENCH_SECONDS=2 ...   (a short run)
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
import { coursesPageQuery } from '../apps/server/src/services/lms/courses/course-store.ts';
import { explain, graphqlTask, measureDirect, onEachDatabase, printComparison, type Measure, type Sql } from './lib/compare.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { startServer } from './lib/server-process.ts';

const PREFIX = 'bo-bench-courses';
const COURSES = Number(process.env.BENCH_COURSES ?? 50_000);
/** The server's pool holds 10 connections: more would only measure the queue in front of it. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const ADMIN = { email: 'bench@bench.local', password: 'bench-password' };

const TOPICS = [
  'Seguro Auto',
  'Seguro Residencial',
  'Seguro de Vida',
  'Previdência Privada',
  'Seguro Empresarial',
  'Capitalização',
  'Consórcio',
  'Seguro Viagem',
  'Saúde Suplementar',
  'Plano Odontológico',
  'Responsabilidade Civil',
  'Seguro Rural',
  'Garantia Estendida',
  'Fiança Locatícia',
  'Seguro Celular',
  'Gestão de Frotas',
  'Transportes',
  'Riscos de Engenharia',
  'Vida em Grupo',
  'Acidentes Pessoais',
  'Seguro Condomínio',
  'Equipamentos Portáteis',
  'Seguro Bike',
  'Proteção de Dados',
  'Compliance',
];
const ANGLES = [
  'Fundamentos',
  'Técnicas de venda',
  'Regulação de sinistros',
  'Atendimento ao cliente',
  'Coberturas e assistências',
  'Subscrição de riscos',
  'Renovação de carteira',
  'Legislação SUSEP',
  'Cálculo e cotação',
  'Prevenção a fraudes',
  'Pós-venda',
  'Negociação',
  'Produtos e diferenciais',
  'Casos práticos',
  'Canais digitais',
  'Objeções comuns',
  'Indicadores da carteira',
  'Venda cruzada',
  'Relacionamento com parceiros',
  'Atualização anual',
];
/** Seven editions in ten are online courses, the rest presential. */
const COMBINATIONS = TOPICS.length * ANGLES.length;

/** The four pages measured: the list as it opens, one far into it, a search for one course's editions, a search for a common word. */
const CASES = [
  { label: 'first page', args: {} },
  { label: 'page 1000', args: { page: 1000 } },
  { label: 'selective "Seguro Bike: Prevenção a fraudes"', args: { search: 'Seguro Bike: Prevenção a fraudes' } },
  { label: 'common "Seguro"', args: { search: 'Seguro' } },
] as const;

const LIST_QUERY = `query ($search: String, $page: Int) {
  courses_collections(type: "online", search: $search, page: $page) { id title active scorm scorm_version in_trails date_publish date_unpublish date_publish_format date_unpublish_format }
}`;

const textArray = (values: readonly string[]) => `(array[${values.map((v) => `'${v}'`).join(',')}]::text[])`;

/**
 * `count` courses in one statement: '<topic>: <angle> - Turma <edition>', online or presential by
 * edition, a third owned by the administrator, half with a proof and a reaction evaluation; a
 * trail holding a thousand of them (the in_trails column). Then vacuum analyze.
 */
async function insertCourses(database: Database, count: number, ownerId: number): Promise<number> {
  const started = performance.now();
  const [topic, angle] = [textArray(TOPICS), textArray(ANGLES)];
  const { rows: proofs } = (await database.query(
    `insert into proof (prooftype_id, title, active) values (1, 'Avaliação final', 1), (2, 'Avaliação de reação', 1) returning id`,
  )) as { rows: { id: number }[] };
  await database.query(
    `insert into course (type, title, description, active, owner, hours, minutes, proof_id, reactionevaluation_id, responsible, date_publish)
     select case when (i / ${COMBINATIONS}) % 10 < 7 then 'online' else 'presential' end,
            ${topic}[1 + i % ${TOPICS.length}] || ': ' || ${angle}[1 + (i / ${TOPICS.length}) % ${ANGLES.length}] || ' - Turma ' || (1 + i / ${COMBINATIONS}),
            'Curso de formação para corretores e parceiros.',
            case when i % 17 = 0 then 0 else 1 end,
            case when i % 3 = 0 then $1 else 0 end,
            1 + i % 40, (i % 4) * 15,
            case when i % 2 = 0 then $2::int end, case when i % 2 = 0 then $3::int end,
            'Equipe de Treinamento',
            timestamptz '2024-01-01 03:00:00+00' + (i % 700) * interval '1 day'
     from generate_series(0, ${count - 1}) as i`,
    [ownerId, proofs[0].id, proofs[1].id],
  );
  const { rows: trails } = (await database.query(`insert into trail (title) values ('Trilha da bancada') returning id`)) as { rows: { id: number }[] };
  await database.query(
    `insert into trail_item (trail_id, item_id, item_type, ordernum)
     select $1, id, 'course', row_number() over (order by id) from course where type = 'online' and id % 35 = 0 limit 1000`,
    [trails[0].id],
  );
  // The bulk insert leaves the trigram entries in the GIN pending list (see users-seed.ts).
  await database.query('vacuum analyze course');
  await database.query('vacuum analyze trail_item');
  return (performance.now() - started) / 1000;
}

const pageSql = (database: Database, args: { search?: string; page?: number }): Sql =>
  coursesPageQuery(database.db, 'online', listArgs.parse({ limit: PAGE_SIZE, page: 1, order: 'desc', orderby: 'id', ...args })).toSQL();

async function countOnline(database: Database, search?: string): Promise<number> {
  const { rows } = (await database.query(`select count(*)::int as n from course where type = 'online' and ($1::text is null or title ilike '%' || $1 || '%')`, [
    search ?? null,
  ])) as { rows: { n: number }[] };
  return rows[0].n;
}

const measure: Measure = async (target, env, _workDir, openDirect) => {
  // 1. The database the way the server prepares it, the courses on top, a session of the bench's administrator.
  const config = loadConfig(
    { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false', LOG_LEVEL: 'error' } as NodeJS.ProcessEnv,
    [],
  );
  const database = await prepareDatabase(config, () => {});
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.mail, ADMIN.email));
  const seconds = await insertCourses(database, COURSES, admin.id);
  const { token } = await createSession(database.db, admin.id, 3600_000);
  console.log(`${target}: ${COURSES} courses (${await countOnline(database)} online) inserted, vacuumed and analyzed in ${seconds.toFixed(1)} s`);
  const queries = [];
  for (const c of CASES) {
    const query = pageSql(database, c.args);
    const plan = await explain(database, query);
    const matches = 'search' in c.args ? `, ${await countOnline(database, c.args.search)} online matches` : '';
    const trigram = plan.some((line) => /course_title_trgm/.test(line)) ? ', trigram index' : '';
    console.log(`  ${c.label}${matches}: ${plan.find((l) => /Scan/.test(l))?.trim() ?? plan[0]}${trigram}`);
    queries.push(query);
  }
  await database.close();

  console.log(
    `\nload average before measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  // 2. The anchor: the same SQL straight to the database.
  const anchors = await measureDirect(openDirect, queries, CONNECTIONS, DURATION_MS);

  // 3. The server, as its own process, under the same concurrency.
  const server = await startServer(env);
  const results: LoadResult[] = [];
  try {
    for (const c of CASES) {
      const task = graphqlTask(`${server.url}/api/v1/lms/graphql`, token, { query: LIST_QUERY, variables: c.args }, '"courses_collections":[{');
      await runLoad(task, CONNECTIONS, Math.min(DURATION_MS, 1000));
      results.push(await runLoad(task, CONNECTIONS, DURATION_MS));
    }
  } finally {
    await server.stop();
  }

  console.log('');
  printComparison(
    target,
    CASES.map((c, i) => ({ name: c.label, api: results[i], anchor: anchors[i] })),
  );
  console.log(`\n${target} p50 / p95 in ms, server against direct (ratio):`);
  for (const [i, c] of CASES.entries()) {
    const [api, anchor] = [results[i], anchors[i]];
    console.log(
      `  ${c.label.padEnd(46)} p50 ${api.p50.toFixed(1)} / ${anchor.p50.toFixed(1)} (${(api.p50 / anchor.p50).toFixed(2)}x)   p95 ${api.p95.toFixed(1)} / ${anchor.p95.toFixed(1)} (${(api.p95 / anchor.p95).toFixed(2)}x)`,
    );
  }
  console.log('');
};

console.log(
  `courses_collections (online) over ${COURSES} courses: ${CONNECTIONS} concurrent connections, ${DURATION_MS / 1000} s per measurement, ${os.cpus().length} cores\n`,
);

await onEachDatabase(PREFIX, measure);
