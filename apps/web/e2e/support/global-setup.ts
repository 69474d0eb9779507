import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import pg from 'pg';
import { ADMIN, E2E_WORKERS, serverUrl } from './server.ts';
import { adminStateFile } from './session.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
export const STATE_FILE = path.join(root, '.tmp/e2e-state.json');

/** What global-teardown.ts stops and removes: one entry per server. */
export interface ServerState {
  pid?: number;
  dataDir: string;
  database?: string;
}

/** A database of its own for a server: a temp PGlite folder, or a new database on DATABASE_URL's server. */
async function freshDatabase(index: number): Promise<{ env: Record<string, string>; state: ServerState }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-e2e-'));
  const base = process.env.DATABASE_URL;
  if (!base) return { env: { DATA_DIR: dataDir }, state: { dataDir } };
  const name = `bo_e2e_${Date.now()}_${index}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, state: { dataDir, database: name } };
}

/** Whether something already accepts connections on host:port. */
function portTaken(host: string, port: number): Promise<boolean> {
  const socket = net.connect({ host, port });
  return new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
  }).finally(() => socket.destroy());
}

async function waitForHealth(url: string, log: string, deadline: number, child: ChildProcess) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server stopped before it became healthy (see ${log})`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy in time (see ${log})`);
}

async function startServer(index: number, states: ServerState[]) {
  const { env, state } = await freshDatabase(index);
  states[index] = state;
  const logFile = path.join(root, `.tmp/e2e-server-${index}.log`);
  const log = fs.openSync(logFile, 'w');
  const url = new URL(serverUrl(index));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: url.port,
      HOST: url.hostname,
      ADMIN_EMAIL: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
  });
  state.pid = child.pid;
  fs.writeFileSync(STATE_FILE, JSON.stringify(states));
  await waitForHealth(url.origin, logFile, Date.now() + 90_000, child);
  await saveAdminSession(index);
}

export default async function globalSetup() {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) throw new Error('Build first: npm run build');
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  // A server left running by an interrupted run would answer the health check, and the journeys
  // would test it (its build, its database, its clock) instead of the ones started here.
  for (let index = 0; index < E2E_WORKERS; index++) {
    const url = new URL(serverUrl(index));
    for (const port of [Number(url.port), Number(url.port) + 1]) {
      if (await portTaken(url.hostname, port)) throw new Error(`Port ${port} is already in use: stop what listens there (a server left by an earlier run?)`);
    }
  }
  const states: ServerState[] = [];
  await Promise.all(Array.from({ length: E2E_WORKERS }, (_, index) => startServer(index, states)));
}

/** One login of the super administrator per server for the whole run; journeys reuse its cookie (session.ts). */
async function saveAdminSession(index: number) {
  const api = await request.newContext({ baseURL: serverUrl(index) });
  const response = await api.post('/api/v1/account/login', { data: { login: ADMIN.login, password: ADMIN.password } });
  if (!response.ok()) throw new Error(`The administrator's login failed: ${response.status()} ${await response.text()}`);
  await api.storageState({ path: adminStateFile(index) });
  await api.dispose();
}
