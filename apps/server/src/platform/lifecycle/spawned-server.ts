import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { adminStatement, databaseUrl } from '../../test/database-template.ts';

/** The admin the spawned servers create on first start (ensureFirstAdmin). */
export const ADMIN = { login: 'admin@backoffice.local', password: 'Senha-do-admin-123' };

const root = path.resolve(import.meta.dirname, '../../../../..');

/**
 * A data folder (and, with DATABASE_URL, a scratch database bo_shutdown_<random> on the same
 * server) that real server processes start from: already migrated and seeded from the run's
 * template, so a spawn takes a second or two rather than PGlite's first open. `prepare` writes
 * what a test needs before any server starts.
 */
export async function scratchData(prepare?: (database: Database) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-shutdown-'));
  const template = inject('databaseTemplate');
  const url = process.env.DATABASE_URL;
  let databaseUrlOfRun: string | undefined;
  let database: Database;
  if (url && template.kind === 'postgres') {
    const name = `bo_shutdown_${randomBytes(6).toString('hex')}`;
    await adminStatement(url, `create database "${name}" template "${template.name}"`);
    databaseUrlOfRun = databaseUrl(url, name);
    database = await openDatabase({ kind: 'postgres', url: databaseUrlOfRun });
  } else {
    const dump = template.kind === 'pglite' ? new Blob([fs.readFileSync(template.dumpFile)]) : undefined;
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db'), loadDataDir: dump });
  }
  try {
    await prepare?.(database);
  } finally {
    await database.close();
  }
  return {
    dataDir,
    databaseUrl: databaseUrlOfRun,
    async dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrlOfRun) await adminStatement(url!, `drop database if exists "${new URL(databaseUrlOfRun).pathname.slice(1)}" with (force)`);
    },
  };
}

export interface SpawnedServer {
  process: ChildProcess;
  port: number;
  contentPort: number;
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves when it has exited: its code and how long after `since` (ms since epoch). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** The real entry point (main.ts) in a process of its own, as production runs it, on a scratch data folder. */
export async function spawnServer(data: { dataDir: string; databaseUrl?: string }, env: Record<string, string> = {}): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DEMO_DATA: 'false',
      DATA_DIR: data.dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SCORM_CONTENT_PORT: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const ports = await new Promise<{ port: number; contentPort: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${output}`)), 60_000);
    const look = () => {
      const main = /back-office listening on http:\/\/localhost:(\d+)/.exec(output);
      const content = /SCORM content origin listening on port (\d+)/.exec(output);
      if (main && content) {
        clearTimeout(timer);
        resolve({ port: Number(main[1]), contentPort: Number(content[1]) });
      }
    };
    child.stdout!.on('data', look);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  return { process: child, ...ports, url: `http://127.0.0.1:${ports.port}`, output: () => output, exited };
}

/** Logs in as the first admin; the session token. */
export async function adminToken(server: SpawnedServer): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: ADMIN.login, password: ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`login refused: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function gql<T = Record<string, unknown>>(
  server: SpawnedServer,
  service: string,
  query: string,
  variables: Record<string, unknown>,
  token: string,
) {
  const res = await fetch(`${server.url}/api/v1/${service}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
}
