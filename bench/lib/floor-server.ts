/**
 * The HTTP floor of request-path.bench.ts: the least a Node server must do to answer the
 * project's calls. Fastify 5 with its JSON body parser, and for each request the very statements
 * the project sends for that call (the session lookup when the project sends one, then the
 * call's own), each awaited in turn on a `pg` Pool of 10 (as the server's) or on its own PGlite;
 * the rows of each statement but the session lookup go back as JSON ({"data":{"<field>":[rows, rows...]}},
 * or {"data":{"<field>":rows}} for one statement). No GraphQL, no
 * validation, no access checks: what is left is HTTP + SQL.
 *
 * Run as its own process (see startFloor): node --import tsx bench/lib/floor-server.ts, with
 * FLOOR_CONFIG, the path of a JSON file holding a FloorConfig, and PORT.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startProcess, type ServerProcess } from './server-process.ts';

export interface FloorStatement {
  sql: string;
  params: unknown[];
  /** A named prepared statement (parsed once per connection), as the project names it. */
  name?: string;
  /** The session lookup: no row means the caller is refused (401), as the project does. */
  session?: boolean;
}

export interface FloorConfig {
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  /** Per call: the GraphQL root field the answer is keyed by, and the statements of one request. */
  calls: Record<string, { field: string; statements: FloorStatement[] }>;
}

type Query = (statement: FloorStatement) => Promise<unknown[]>;

async function openQuery(database: FloorConfig['database']): Promise<{ query: Query; close: () => Promise<void> }> {
  if (database.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    pool.on('error', (error) => console.error('floor: database connection lost:', error.message));
    return {
      query: async (s) => (await pool.query({ text: s.sql, values: s.params, ...(s.name ? { name: s.name } : {}) })).rows,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLITE_EXTENSIONS } = await import('../../apps/server/src/platform/db/client.ts');
  const client = await PGlite.create(database.dataDir, { extensions: PGLITE_EXTENSIONS });
  return { query: async (s) => (await client.query(s.sql, s.params)).rows, close: () => client.close() };
}

async function main() {
  const config = JSON.parse(fs.readFileSync(process.env.FLOOR_CONFIG!, 'utf8')) as FloorConfig;
  const { default: Fastify } = await import('fastify');
  const database = await openQuery(config.database);
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ ok: true }));
  app.post<{ Params: { call: string } }>('/floor/:call', async (request, reply) => {
    const call = config.calls[request.params.call];
    if (!call) return reply.status(404).send({ errors: [{ message: 'unknown call' }] });
    const answers: unknown[][] = [];
    for (const statement of call.statements) {
      const rows = await database.query(statement);
      if (statement.session && rows.length === 0) return reply.status(401).send({ errors: [{ message: 'unauthenticated' }] });
      if (!statement.session) answers.push(rows);
    }
    // What every statement read goes back, as the project's answer carries it all (a page, its
    // count, its totals): a call of one statement answers its rows.
    return { data: { [call.field]: answers.length === 1 ? answers[0] : answers } };
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

/** Starts the floor as its own node process (its config in a file under workDir) and waits until it answers. */
export async function startFloor(config: FloorConfig, workDir: string): Promise<ServerProcess> {
  const configPath = path.join(workDir, `floor-${Date.now()}.json`);
  fs.writeFileSync(configPath, JSON.stringify(config));
  return startProcess(
    'floor server',
    ['--import', 'tsx', path.join(import.meta.dirname, 'floor-server.ts')],
    { ...process.env, FLOOR_CONFIG: configPath },
    {
      healthPath: '/health',
      cwd: path.resolve(import.meta.dirname, '../..'),
    },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
