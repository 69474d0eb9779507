import fs from 'node:fs';
import pg from 'pg';
import { STATE_FILE, type ServerState } from './global-setup.ts';

export default async function globalTeardown() {
  if (!fs.existsSync(STATE_FILE)) return;
  const states = (JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as Array<ServerState | null>).flatMap((state) => state ?? []);
  for (const { pid } of states) {
    try {
      if (pid) process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await new Promise((r) => setTimeout(r, 1000));
  for (const { database, dataDir } of states) {
    if (database && process.env.DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.rmSync(STATE_FILE);
}
