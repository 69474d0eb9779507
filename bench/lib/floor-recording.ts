/**
 * The statements the server sends for each call, recorded on the PostgreSQL wire (lib/pg-recorder.ts)
 * and turned into what the HTTP floor (lib/floor-server.ts) sends: shared by the benchmarks that
 * measure the server against the floor.
 */
import { graphqlTask, type Sql } from './compare.ts';
import type { FloorStatement } from './floor-server.ts';
import { startPgRecorder, type RecordedStatement } from './pg-recorder.ts';
import { startServer } from './server-process.ts';

export interface RecordedCall {
  key: string;
  service: string;
  request: { query: string; variables?: Record<string, unknown> };
  mustContain: string;
}

/** Statements of the server's own housekeeping, not of the request: pg-boss's polling, the once-a-minute last_seen_at write. */
const housekeeping = (s: RecordedStatement) => /pgboss/i.test(s.sql) || /^update "session" set "last_seen_at"/i.test(s.sql);

/**
 * Records the statements the server sends for each call: a warm-up request, then three recorded
 * ones, the shortest kept (the steady state: a session cached by the server is not looked up).
 */
export async function recordCalls(
  env: Record<string, string>,
  token: string,
  calls: RecordedCall[],
  serverEntry?: string,
): Promise<Map<string, RecordedStatement[]>> {
  const recorded = new Map<string, RecordedStatement[]>();
  const recorder = await startPgRecorder(env.DATABASE_URL);
  const server = await startServer({ ...env, DATABASE_URL: recorder.url }, serverEntry);
  try {
    for (const call of calls) {
      const task = graphqlTask(`${server.url}/api/v1/${call.service}/graphql`, token, call.request, call.mustContain);
      await task();
      const recordings: RecordedStatement[][] = [];
      for (let i = 0; i < 3; i++) {
        recorder.start();
        await task();
        // Let any statement still in flight on the proxy be read.
        await new Promise((r) => setTimeout(r, 50));
        recordings.push(recorder.stop().filter((s) => !housekeeping(s)));
      }
      recorded.set(
        call.key,
        recordings.reduce((a, b) => (b.length < a.length ? b : a)),
      );
    }
  } finally {
    await server.stop();
    await recorder.close();
  }
  return recorded;
}

/** The name the floor prepares its session lookup under (the server names its statements shape_N: prepared-shapes.ts). */
export const SESSION_STATEMENT = 'session_lookup';
export const isSessionLookup = (s: Sql) => /from "session"/.test(s.sql) && /"token_hash" = \$1/.test(s.sql);

/**
 * What the floor sends for a recorded call: the session looked up on every request (the issue's
 * anchor; the project may answer it from its cache, the floor does not cache), then the call's
 * statements. `session` is this database's lookup, for a recording replayed elsewhere.
 */
export function floorStatements(wire: RecordedStatement[], session: FloorStatement, replayed = false): FloorStatement[] {
  const statements: FloorStatement[] = wire.map((s) => {
    if (!isSessionLookup(s)) return { sql: s.sql, params: s.params, ...(s.name ? { name: s.name } : {}) };
    return { ...(replayed ? session : { sql: s.sql, params: s.params }), ...(s.name ? { name: s.name } : {}), session: true };
  });
  return statements.some((s) => s.session) ? statements : [{ ...session, name: SESSION_STATEMENT }, ...statements];
}
