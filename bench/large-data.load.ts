/**
 * Creates a database bo_large_<timestamp> on the PostgreSQL server of DATABASE_URL, prepares it as
 * the server does and loads the large data set (lib/large-data.ts) into it; prints the rows and
 * seconds of each table and the database's size, then drops it (kept with --keep).
 *   DATABASE_URL=postgres://bo_ci:bo_ci@localhost:5432/bo_ci npx tsx bench/large-data.load.ts [--scale=0.01] [--keep]
 */
import pg from 'pg';
import { createLargeDatabase, type TableLoad } from './lib/large-data.ts';

function parseArgs(argv: string[]): { scale: number; keep: boolean } {
  const scaleArg = argv.find((a) => a.startsWith('--scale='));
  const scale = scaleArg ? Number(scaleArg.slice('--scale='.length)) : 1;
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`--scale must be a positive number, got ${scaleArg}`);
  return { scale, keep: argv.includes('--keep') };
}

function printTable(tables: TableLoad[], seconds: number): void {
  const width = Math.max(...tables.map((t) => t.table.length));
  console.log(`\n${'table'.padEnd(width)}  ${'rows'.padStart(12)}  ${'seconds'.padStart(8)}`);
  for (const t of tables) console.log(`${t.table.padEnd(width)}  ${t.rows.toLocaleString('en-US').padStart(12)}  ${t.seconds.toFixed(1).padStart(8)}`);
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`${'total'.padEnd(width)}  ${rows.toLocaleString('en-US').padStart(12)}  ${seconds.toFixed(1).padStart(8)}`);
}

async function databaseSize(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size');
    return rows[0].size;
  } finally {
    await client.end();
  }
}

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server where this role may create databases.');
const { scale, keep } = parseArgs(process.argv.slice(2));
const database = await createLargeDatabase(adminUrl, { scale, log: (line) => console.log(line) });
try {
  printTable(database.load.tables, database.load.seconds);
  console.log(`\ncreated, prepared and loaded in ${database.seconds.toFixed(1)} s; database size ${await databaseSize(database.url)}`);
} finally {
  if (keep) console.log(`kept: ${database.url}`);
  else await database.drop();
}
