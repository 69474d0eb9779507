import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The committed drizzle-kit migrations: beside the bundle in dist/, or in src/db when the
 * server runs from source (tests, tsx).
 */
export function migrationsFolder(): string {
  const candidates = [new URL('./migrations', import.meta.url), new URL('../../db/migrations', import.meta.url)];
  for (const candidate of candidates) {
    const dir = fileURLToPath(candidate);
    if (fs.existsSync(dir)) return dir;
  }
  throw new Error('Migrations folder not found');
}
