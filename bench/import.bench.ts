/**
 * Batch import of brokers (POST /api/v1/corretor/import-users-from-dashboard): rows per second and
 * the server's peak memory for CSV files of 25,000, 50,000 and 100,000 rows, each into a fresh
 * database, compared with PostgreSQL's own COPY of the same rows into the same tables
 * (users + corretor). On PGlite and, with DATABASE_URL, on PostgreSQL.
 *   npx tsx bench/import.bench.ts                 (PGlite only)
 *   DATABASE_URL=postgres://... npx tsx bench/import.bench.ts
 *   BENCH_ROWS=10000,20000 to change the sizes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { cpfFromBase, formatCpf } from '../packages/domain/src/documents.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/boot.ts';
import { PGLITE_EXTENSIONS } from '../apps/server/src/platform/db/client.ts';
import { processMemory } from './lib/process-memory.ts';
import { startServer } from './lib/server-process.ts';

const SIZES = (process.env.BENCH_ROWS ?? '25000,50000,100000').split(',').map(Number);
const ADMIN = { email: 'bench@bench.local', password: 'bench-password' };
const ACTOR_ID = 1;
/** COPY gives explicit ids from here (identity columns accept them), far above anything seeded. */
const FIRST_ID = 10_000_000;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-import-bench-'));
// A PostgreSQL server on this machine reads the COPY files itself: let it into the folder.
fs.chmodSync(workDir, 0o755);

interface Row {
  name: string;
  cpf: string;
  email: string;
  phone: string;
  role: number;
  susep: string;
  grupo: number;
}

function row(i: number): Row {
  return {
    name: `Corretor Bench ${i}`,
    cpf: cpfFromBase(300_000_000 + i),
    email: `corretor.${i}@bench.local`,
    phone: `119${String(10_000_000 + i).slice(-8)}`,
    role: 1 + (i % 3),
    susep: String(100_000_000 + i),
    grupo: i % 4 === 0 ? 340432 : 340431,
  };
}

/** Writes the upload (masked, as people type it) and the two COPY files (as the tables store it). */
async function writeFiles(n: number): Promise<{ upload: string; users: string; corretor: string; bytes: number }> {
  const files = {
    upload: path.join(workDir, `corretores-${n}.csv`),
    users: path.join(workDir, `users-${n}.csv`),
    corretor: path.join(workDir, `corretor-${n}.csv`),
  };
  const out = {
    upload: fs.createWriteStream(files.upload),
    users: fs.createWriteStream(files.users, { mode: 0o644 }),
    corretor: fs.createWriteStream(files.corretor, { mode: 0o644 }),
  };
  const write = (stream: fs.WriteStream, text: string) => (stream.write(text) ? undefined : new Promise<void>((r) => stream.once('drain', () => r())));
  await write(out.upload, 'Nome;CPF;E-mail;Telefone;Papel;Código Susep;Grupo Susep\n');
  for (let i = 0; i < n; i++) {
    const r = row(i);
    const id = FIRST_ID + i;
    const phone = `(${r.phone.slice(0, 2)}) ${r.phone.slice(2, 7)}-${r.phone.slice(7)}`;
    await write(out.upload, `${r.name};${formatCpf(r.cpf)};${r.email};${phone};${r.role};${r.susep};${r.grupo}\n`);
    await write(out.users, `${id},${r.name},${r.email},${r.cpf},${ACTOR_ID},${ACTOR_ID}\n`);
    await write(out.corretor, `${id},${id},${r.name},${r.email},${r.cpf},${r.susep},${r.grupo},${r.phone},${r.role},${ACTOR_ID},${ACTOR_ID}\n`);
  }
  await Promise.all(Object.values(out).map((s) => new Promise((resolve) => s.end(resolve))));
  return { ...files, bytes: fs.statSync(files.upload).size };
}

const COPY_USERS = 'COPY users (id, name, mail, uid, created_by, updated_by) FROM';
const COPY_CORRETOR = 'COPY corretor (id, user_id, name, email, cpf, susep, grupo, celular, role, created_by, updated_by) FROM';

interface Target {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database: the server's environment for it, and how to drop it. */
  fresh(): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }>;
  /** The anchor: COPY the rows into a migrated database; returns seconds and how it was done. */
  copy(env: Record<string, string>, files: { users: string; corretor: string }, n: number): Promise<{ seconds: number; how: string }>;
}

/** Migrations, reference data and the super administrator, as the server prepares a database. */
async function prepare(env: Record<string, string>) {
  const config = loadConfig(
    { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false', LOG_LEVEL: 'error' } as NodeJS.ProcessEnv,
    [],
  );
  const database = await prepareDatabase(config, () => {});
  await database.close();
}

const pglite: Target = {
  name: 'pglite',
  async fresh() {
    const dataDir = fs.mkdtempSync(path.join(workDir, 'pglite-'));
    return { env: { DATA_DIR: dataDir }, dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  },
  async copy(env, files) {
    await prepare(env);
    const client = await PGlite.create(path.join(env.DATA_DIR, 'db'), { extensions: PGLITE_EXTENSIONS });
    const started = performance.now();
    await client.query(`${COPY_USERS} '/dev/blob' WITH (FORMAT csv)`, [], { blob: await fs.openAsBlob(files.users) });
    await client.query(`${COPY_CORRETOR} '/dev/blob' WITH (FORMAT csv)`, [], { blob: await fs.openAsBlob(files.corretor) });
    const seconds = (performance.now() - started) / 1000;
    await client.close();
    return { seconds, how: "COPY FROM '/dev/blob'" };
  },
};

function postgres(baseUrl: string): Target {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'postgres',
    async fresh() {
      const name = `bo_import_bench_${Date.now()}`;
      await admin(`create database ${name}`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      return { env: { DATABASE_URL: url.toString(), DATA_DIR: workDir }, dispose: () => admin(`drop database if exists ${name} with (force)`) };
    },
    async copy(env, files, n) {
      await prepare(env);
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        const started = performance.now();
        try {
          // The server reads the files itself (needs superuser or pg_read_server_files, and the same machine).
          await client.query(`${COPY_USERS} '${files.users}' WITH (FORMAT csv)`);
          await client.query(`${COPY_CORRETOR} '${files.corretor}' WITH (FORMAT csv)`);
          return { seconds: (performance.now() - started) / 1000, how: "COPY FROM '<file>' (server-side)" };
        } catch (error) {
          console.log(`  (COPY from a server-side file refused: ${(error as Error).message}; anchor falls back to INSERT ... SELECT unnest)`);
        }
        // pg-copy-streams (COPY FROM STDIN) is not installed: one INSERT ... SELECT from unnest arrays per table.
        const rows = Array.from({ length: n }, (_, i) => row(i));
        const ids = rows.map((_, i) => FIRST_ID + i);
        const started2 = performance.now();
        await client.query(
          'insert into users (id, name, mail, uid, created_by, updated_by) select id, name, mail, uid, $5, $5 from unnest($1::int[], $2::text[], $3::text[], $4::text[]) as t(id, name, mail, uid)',
          [ids, rows.map((r) => r.name), rows.map((r) => r.email), rows.map((r) => r.cpf), ACTOR_ID],
        );
        await client.query(
          `insert into corretor (id, user_id, name, email, cpf, susep, grupo, celular, role, created_by, updated_by)
           select id, id, name, email, cpf, susep, grupo, celular, role, $9, $9
           from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::smallint[]) as t(id, name, email, cpf, susep, grupo, celular, role)`,
          [
            ids,
            rows.map((r) => r.name),
            rows.map((r) => r.email),
            rows.map((r) => r.cpf),
            rows.map((r) => r.susep),
            rows.map((r) => r.grupo),
            rows.map((r) => r.phone),
            rows.map((r) => r.role),
            ACTOR_ID,
          ],
        );
        return { seconds: (performance.now() - started2) / 1000, how: 'INSERT ... SELECT unnest (no COPY FROM STDIN client installed)' };
      } finally {
        await client.end();
      }
    },
  };
}

async function importThroughServer(env: Record<string, string>, file: string, n: number) {
  const server = await startServer({ ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false' });
  try {
    const login = await fetch(`${server.url}/api/v1/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: ADMIN.email, password: ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const before = processMemory(server.pid);
    // VmHWM holds the start-up peak (migrations); sample VmRSS to see the import's own peak.
    let importPeak = before.rssMb;
    const sampler = setInterval(() => (importPeak = Math.max(importPeak, processMemory(server.pid).rssMb)), 50);
    const form = new FormData();
    form.append('file', await fs.openAsBlob(file, { type: 'text/csv' }), path.basename(file));
    const started = performance.now();
    const res = await fetch(`${server.url}/api/v1/corretor/import-users-from-dashboard`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as { users_created?: number; users_error?: unknown[]; error?: string };
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = processMemory(server.pid);
    importPeak = Math.max(importPeak, after.rssMb);
    if (body.users_created !== n || body.users_error?.length) {
      throw new Error(`import answered ${res.status}: created ${body.users_created}, errors ${JSON.stringify(body.users_error?.slice(0, 3) ?? body.error)}`);
    }
    return { seconds, before, after, importPeak };
  } finally {
    await server.stop();
  }
}

const mb = (v: number) => `${v.toFixed(0).padStart(4)} MB`;

async function measure(target: Target) {
  for (const n of SIZES) {
    const files = await writeFiles(n);
    const api = await target.fresh();
    let server: Awaited<ReturnType<typeof importThroughServer>>;
    try {
      server = await importThroughServer(api.env, files.upload, n);
    } finally {
      await api.dispose();
    }
    const anchorDb = await target.fresh();
    let anchor: Awaited<ReturnType<Target['copy']>>;
    try {
      anchor = await target.copy(anchorDb.env, files, n);
    } finally {
      await anchorDb.dispose();
    }
    const rate = n / server.seconds;
    const copyRate = n / anchor.seconds;
    console.log(
      `${target.name.padEnd(8)} ${String(n).padStart(7)} rows (${(files.bytes / 1024 / 1024).toFixed(1)} MB CSV)  ` +
        `server ${rate.toFixed(0).padStart(6)} rows/s in ${server.seconds.toFixed(1)} s, RSS ${mb(server.before.rssMb)} before, ${mb(server.importPeak)} peak during the import ` +
        `(+${(server.importPeak - server.before.rssMb).toFixed(0)} MB), VmHWM ${mb(server.after.peakMb)}`,
    );
    console.log(
      `${''.padEnd(8)} ${''.padStart(7)}       anchor ${copyRate.toFixed(0).padStart(6)} rows/s in ${anchor.seconds.toFixed(1)} s [${anchor.how}]  ratio server/anchor ${(rate / copyRate).toFixed(2)}`,
    );
    for (const f of [files.upload, files.users, files.corretor]) fs.rmSync(f, { force: true });
  }
}

console.log(`import of broker CSVs (users + corretor), ${os.cpus().length} cores; sizes ${SIZES.join(', ')}`);
try {
  await measure(pglite);
  if (process.env.DATABASE_URL) await measure(postgres(process.env.DATABASE_URL));
  else console.log('postgres: skipped (set DATABASE_URL to measure PostgreSQL too)');
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
