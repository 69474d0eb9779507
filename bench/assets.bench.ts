/**
 * Digital assets.
 * 1. assets_collections with a search over 100,000 assets: requests per second and p95 under 50
 *    concurrent connections through the server, compared with the same SQL sent straight to the
 *    database; prints the query plan (the title's trigram index).
 * 2. POST dam/upload of a 50 MB file: MB/s and the server's resident memory before and after,
 *    compared with copying the same file on the same disk.
 * On PGlite and (with DATABASE_URL) on PostgreSQL.
 *   npm run build && npx tsx bench/assets.bench.ts
 *   DATABASE_URL=postgres://... npx tsx bench/assets.bench.ts
 */
import fs from 'node:fs';
// The asset store reaches the upload helpers, typed by @fastify/multipart's request augmentation.
import type {} from '@fastify/multipart';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { PAGE_SIZE } from '../packages/domain/src/constants.ts';
import { listArgs } from '../packages/domain/src/schemas/list.ts';
import { prepareDatabase } from '../apps/server/src/boot.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { users } from '../apps/server/src/db/schema/account.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import type { Database } from '../apps/server/src/platform/db/client.ts';
import { assetsPageQuery } from '../apps/server/src/services/dam/asset-store.ts';
import { explain, graphqlTask, measureDirect, onEachDatabase, printComparison, type Measure } from './lib/compare.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { processMemory } from './lib/process-memory.ts';
import { startServer } from './lib/server-process.ts';

const PREFIX = 'bo-bench-assets';
const CONNECTIONS = 50;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 50);
const UPLOADS = 3;
const ADMIN = { email: 'bench@bench.local', password: 'bench-password' };

/** A selective term (one title combination: a few dozen rows) and a common one (a word: thousands). */
const TERMS = [
  { label: 'selective', search: 'Guia Residencial Corretores' },
  { label: 'common', search: 'Vídeo' },
];

const KIND = ['Manual', 'Guia', 'Vídeo', 'Cartilha', 'Apresentação', 'Infográfico', 'Tabela', 'Podcast', 'Webinar', 'Checklist'];
const TOPIC = [
  'Auto',
  'Residencial',
  'Vida',
  'Viagem',
  'Empresarial',
  'Saúde',
  'Odonto',
  'Previdência',
  'Capitalização',
  'Consórcio',
  'Fiança',
  'Pet',
  'Bike',
  'Celular',
  'Condomínio',
  'Equipamentos',
  'Responsabilidade',
  'Transporte',
  'Agro',
  'Garantia',
];
const AUDIENCE = [
  'Corretores',
  'Parceiros',
  'Colaboradores',
  'Gestores',
  'Iniciantes',
  'Especialistas',
  'Imobiliárias',
  'Concessionárias',
  'Agências',
  'Varejo',
];

const textArray = (values: string[]) => `(array[${values.map((v) => `'${v}'`).join(',')}]::text[])`;

async function insertAssets(database: Database) {
  const [kind, topic, audience] = [textArray(KIND), textArray(TOPIC), textArray(AUDIENCE)];
  const title = `${kind}[1 + i % ${KIND.length}] || ' ' || ${topic}[1 + (i / ${KIND.length}) % ${TOPIC.length}] || ' ' || ${audience}[1 + (i / ${KIND.length * TOPIC.length}) % ${AUDIENCE.length}] || ' ' || i`;
  const started = performance.now();
  // Nine in ten are digital contents (Media), the rest banners, as the lists are split by type.
  await database.query(`
    insert into asset (module_name, title, active, date_publish)
    select case when i % 10 = 0 then 'Banner' else 'Media' end, ${title}, (i % 7 <> 0)::int, now() - (i || ' minutes')::interval
    from generate_series(1, ${ASSETS}) as i`);
  // Bulk inserts leave trigram entries in the GIN pending list; merge them as autovacuum would.
  await database.query('vacuum analyze asset');
  return (performance.now() - started) / 1000;
}

function pageSql(database: Database, search: string) {
  const args = listArgs.parse({ search, limit: PAGE_SIZE, page: 1, order: 'desc', orderby: 'id' });
  return assetsPageQuery(database.db, { module_name: 'Media' }, args).toSQL();
}

/** A PDF by its header (that is how the upload tells its type), padded to `mb` megabytes. */
function writeUploadFile(dir: string, mb: number): string {
  const file = path.join(dir, `conteudo-${mb}mb.pdf`);
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, Buffer.from('%PDF-1.4\n% bench\n'));
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < mb; i++) fs.writeSync(fd, block);
  fs.writeSync(fd, Buffer.from('\n%%EOF\n'));
  fs.closeSync(fd);
  return file;
}

async function uploadOnce(url: string, token: string, file: string): Promise<number> {
  const form = new FormData();
  form.append('module_name', 'Media');
  form.append('file', await fs.openAsBlob(file, { type: 'application/pdf' }), path.basename(file));
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/dam/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  if (!res.ok) throw new Error(`upload refused: ${res.status} ${text.slice(0, 200)}`);
  return (performance.now() - started) / 1000;
}

const measure: Measure = async (target, env, workDir, openDirect) => {
  const config = loadConfig(
    { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false', LOG_LEVEL: 'error' } as NodeJS.ProcessEnv,
    [],
  );
  const database = await prepareDatabase(config, () => {});
  const seconds = await insertAssets(database);
  const counted = (await database.query(`select count(*)::int as n from asset where module_name = 'Media'`)) as { rows: { n: number }[] };
  console.log(`${target}: ${ASSETS} assets (${counted.rows[0].n} Media) inserted, vacuumed and analyzed in ${seconds.toFixed(1)} s`);
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.mail, ADMIN.email));
  const { token } = await createSession(database.db, admin.id, 3600_000);
  const queries = TERMS.map((term) => ({ ...term, query: pageSql(database, term.search) }));
  for (const { label, search, query } of queries) {
    const matches = (await database.query(`select count(*)::int as n from asset where module_name = 'Media' and title ilike $1`, [`%${search}%`])) as {
      rows: { n: number }[];
    };
    const plan = await explain(database, query);
    const trigram = plan.some((line) => line.includes('asset_title_trgm'));
    console.log(`\n${target} plan for the ${label} term "${search}" (${matches.rows[0].n} matching assets; trigram index used: ${trigram ? 'yes' : 'no'}):`);
    for (const line of plan) console.log(`  ${line}`);
  }
  await database.close();

  console.log(
    `\nload average before measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const anchors = await measureDirect(
    openDirect,
    queries.map((q) => q.query),
    CONNECTIONS,
    DURATION_MS,
  );

  const server = await startServer(env);
  const results: LoadResult[] = [];
  for (const { search } of queries) {
    const request = {
      query: `query ($search: String) { assets_collections(module_name: "Media", search: $search) { id title active date_publish date_unpublish in_trails } }`,
      variables: { search },
    };
    results.push(await runLoad(graphqlTask(`${server.url}/api/v1/dam/graphql`, token, request, '"assets_collections":[{'), CONNECTIONS, DURATION_MS));
  }

  // Uploads: one at a time, the server's memory read before the first and after each.
  const file = writeUploadFile(workDir, UPLOAD_MB);
  const bytes = fs.statSync(file).size;
  const copyStarted = performance.now();
  await pipeline(fs.createReadStream(file), fs.createWriteStream(`${file}.copy`));
  const copySeconds = (performance.now() - copyStarted) / 1000;
  fs.rmSync(`${file}.copy`);
  const memoryBefore = processMemory(server.pid);
  const uploads: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    uploads.push(await uploadOnce(server.url, token, file));
    rss.push(processMemory(server.pid).rssMb);
  }
  const memoryAfter = processMemory(server.pid);
  await server.stop();

  console.log('');
  printComparison(
    target,
    queries.map(({ label, search }, i) => ({ name: `${label} "${search}"`, api: results[i], anchor: anchors[i] })),
  );
  const mb = bytes / 1024 / 1024;
  const best = Math.min(...uploads);
  console.log(
    `${target.padEnd(8)} upload ${mb.toFixed(0)} MB x${UPLOADS}: ${uploads.map((s) => `${(mb / s).toFixed(0)} MB/s`).join(', ')} (best ${(mb / best).toFixed(0)} MB/s; ` +
      `streamed file copy ${(mb / copySeconds).toFixed(0)} MB/s, ratio ${(copySeconds / best).toFixed(2)})`,
  );
  console.log(
    `${''.padEnd(8)} server memory: RSS ${memoryBefore.rssMb.toFixed(0)} MB before, ${rss.map((r) => r.toFixed(0)).join(' / ')} MB after each upload; ` +
      `peak ${memoryBefore.peakMb.toFixed(0)} MB before, ${memoryAfter.peakMb.toFixed(0)} MB after (growth ${(memoryAfter.peakMb - memoryBefore.peakMb).toFixed(0)} MB for ${mb.toFixed(0)} MB files)\n`,
  );
};

console.log(
  `assets: search over ${ASSETS} assets with ${CONNECTIONS} concurrent connections, ${DURATION_MS / 1000} s per measurement; ${UPLOAD_MB} MB uploads; ${os.cpus().length} cores\n`,
);

await onEachDatabase(PREFIX, measure);
