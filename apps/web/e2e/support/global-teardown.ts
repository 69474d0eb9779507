import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../../../..');

export default async function globalTeardown() {
  const file = path.join(root, '.tmp/e2e-state.json');
  if (!fs.existsSync(file)) return;
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: number; dataDir?: string; database?: string };
  if (state.pid) {
    try {
      process.kill(state.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (state.database && process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${state.database} with (force)`);
    await admin.end();
  }
  if (state.dataDir) fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(file);
}
