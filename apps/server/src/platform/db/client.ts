import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { observePglite, observePool } from '../observability/db-metrics.ts';
import { useGenericPlans } from './prepared-shapes.ts';

/** The one database handle every store uses: the same Drizzle API over PGlite or PostgreSQL. */
/** Extensions the migrations create: PGlite must load them into its WASM build up front, for every client of a data folder. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  /** The driver underneath, for tools that speak to it directly (the job queue, COPY of reports). */
  driver: { kind: 'postgres'; url: string; pool: pg.Pool } | { kind: 'pglite'; client: PGlite };
  /** Plain SQL straight to the driver, bypassing Drizzle (benchmarks' anchors). */
  query(sql: string, params?: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * dataDir undefined: an in-memory database (tests); loadDataDir: start from a dump of another
   * one (dumpDataDir), which skips initdb, most of the time a new PGlite takes to open.
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closes (restart, failover) must not bring the process down.
    pool.on('error', (error) => console.error('database connection lost:', error.message));
    observePool(pool);
    const db = drizzlePg({ client: pool });
    // Connections that plan a named statement once for any values (executeNamed 'generic'), opened
    // on first use: none while nothing asks for them.
    const genericPool = new pg.Pool({ connectionString: target.url, max: 10, options: '-c plan_cache_mode=force_generic_plan' });
    genericPool.on('error', (error) => console.error('database connection lost:', error.message));
    observePool(genericPool);
    useGenericPlans(db as unknown as Db, drizzlePg({ client: genericPool }) as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      driver: { kind: 'postgres', url: target.url, pool },
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      query: (sql, params) => pool.query(sql, params),
      close: async () => {
        await Promise.all([pool.end(), genericPool.end()]);
      },
    };
  }
  if (target.dataDir) fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const client = await PGlite.create(target.dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir: target.loadDataDir });
  observePglite(client);
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    query: (sql, params) => client.query(sql, params),
    close: () => client.close(),
  };
}
