import fs from 'node:fs';
import path from 'node:path';
import { OperatorRefusal } from './operator-refusal.ts';

/** Where the server keeps its PGlite database (boot.ts). */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');

export function embeddedDatabaseExists(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * PGlite writes postmaster.pid when it opens a data folder and removes it when closed; its pid is
 * a fixed fake one, so whether that process still runs cannot be asked. Present therefore means
 * "open now, or the last process to open it was killed": both call for the server to be started
 * and stopped cleanly first, because two PGlite instances on one folder corrupt it.
 */
export function assertEmbeddedDatabaseClosed(dir: string): void {
  if (!fs.existsSync(path.join(dir, 'postmaster.pid'))) return;
  throw new OperatorRefusal(
    `the embedded database in ${dir} is open (its postmaster.pid is present): stop the server first. ` +
      'If no server is running, the last one was killed: start it once and stop it with Ctrl+C or SIGTERM, then back up.',
  );
}
