import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import pg from 'pg';
import { ADMIN, E2E_BASE_URL, E2E_PORT } from './server.ts';
import { ADMIN_STATE } from './session.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** A database of its own for the run: a temp PGlite folder, or a new database on DATABASE_URL's server. */
async function freshDatabase(): Promise<{ env: Record<string, string>; state: Record<string, string> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-e2e-'));
  const base = process.env.DATABASE_URL;
  if (!base) return { env: { DATA_DIR: dataDir }, state: { dataDir } };
  const name = `bo_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, state: { dataDir, database: name } };
}

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${E2E_BASE_URL}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become healthy in time (see .tmp/e2e-server.log)');
}

export default async function globalSetup() {
  const server = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(server)) throw new Error('Build first: npm run build');
  const { env, state } = await freshDatabase();
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const log = fs.openSync(path.join(root, '.tmp/e2e-server.log'), 'w');
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
  });
  fs.writeFileSync(path.join(root, '.tmp/e2e-state.json'), JSON.stringify({ ...state, pid: child.pid }));
  await waitForHealth(Date.now() + 60_000);
  await saveAdminSession();
}

/** One login of the super administrator for the whole run; journeys reuse its cookie (session.ts). */
async function saveAdminSession() {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  const response = await api.post('/api/v1/account/login', { data: { login: ADMIN.login, password: ADMIN.password } });
  if (!response.ok()) throw new Error(`The administrator's login failed: ${response.status()} ${await response.text()}`);
  await api.storageState({ path: ADMIN_STATE });
  await api.dispose();
}
