import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@backoffice/domain/constants';
import { importRun, users } from '../../db/schema/account.ts';
import { actingAdmin } from '../audit.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import { UserError } from '../errors.ts';
import type { ImportRunInfo, ImportRunStatus } from '@backoffice/domain/imports';
import { importDuration } from '../observability/metrics.ts';

/** The CSV imports that record their runs (import_run.kind). */
export type ImportKind = 'corretor-users' | 'parceiro-users' | 'real-estate-base';

/** How often a running import says it is alive. */
export const IMPORT_HEARTBEAT_MS = 20_000;
/** A run still 'running' whose heartbeat is older than this lost its server: it reads as interrupted. */
export const IMPORT_STALE_MS = 2 * 60_000;
/** Refused rows kept with a run: enough to see what went wrong, not a copy of a bad file. */
export const IMPORT_ERRORS_KEPT = 100;

export interface ImportCounts {
  /** Rows whose outcome is known (created, updated or refused). */
  done: number;
  created: number;
  failed: number;
}

export interface ImportRowError {
  /** Line of the file; null when the whole file was refused. */
  row: number | null;
  value: string;
  error: string;
}

export interface ImportRun<T> {
  kind: ImportKind;
  fileName: string;
  user: CurrentUser;
  /** The import itself; it reports its counts as it goes, written with each heartbeat. */
  work: (progress: (counts: ImportCounts) => void) => Promise<T>;
  /** Final counts and refused rows of a finished import. */
  summary: (result: T) => { counts: ImportCounts; errors: ImportRowError[] };
  heartbeatMs?: number;
}

/**
 * Runs an import while recording it in import_run: 'running' with a heartbeat (and the counts
 * so far) while it works, then 'done' with its counts and refused rows, or 'failed' with the
 * reason. A server that dies mid-import leaves the run 'running' with a heartbeat that stops,
 * which the list shows as interrupted, so the file can be recognised and sent again.
 */
export async function recordImportRun<T>(db: Db, run: ImportRun<T>): Promise<T> {
  const [row] = await db
    .insert(importRun)
    .values({ kind: run.kind, file_name: run.fileName.slice(0, 255), requested_by: run.user.id, requested_by_actor: actingAdmin(run.user) })
    .returning({ id: importRun.id });
  const thisRun = and(eq(importRun.id, row.id), eq(importRun.status, 'running'));
  let counts: ImportCounts = { done: 0, created: 0, failed: 0 };
  let beat: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // The database's clock, which every server reading the list shares.
    beat = db
      .update(importRun)
      .set({ heartbeat_at: sql`now()`, rows_done: counts.done, rows_created: counts.created, rows_failed: counts.failed })
      .where(thisRun)
      .catch(() => {});
  }, run.heartbeatMs ?? IMPORT_HEARTBEAT_MS);
  timer.unref();

  const finish = async (status: 'done' | 'failed', final: ImportCounts, errors: ImportRowError[]) => {
    clearInterval(timer);
    await beat;
    await db
      .update(importRun)
      .set({
        status,
        rows_done: final.done,
        rows_created: final.created,
        rows_failed: final.failed,
        errors: errors.slice(0, IMPORT_ERRORS_KEPT),
        heartbeat_at: sql`now()`,
        finished_at: sql`now()`,
      })
      .where(thisRun);
  };

  let result: T;
  const timed = importDuration.startTimer({ kind: run.kind });
  try {
    result = await run.work((next) => (counts = next));
    timed({ outcome: 'ok' });
  } catch (error) {
    timed({ outcome: 'error' });
    const reason = error instanceof UserError ? error.message : MESSAGES.internal;
    await finish('failed', counts, [{ row: null, value: '', error: reason }]).catch(() => {});
    throw error;
  }
  const { counts: final, errors } = run.summary(result);
  await finish('done', final, errors);
  return result;
}

const requester = alias(users, 'requester');
const actor = alias(users, 'actor');

/** The newest runs of a kind, interrupted ones told apart from those still running. */
export async function recentImportRuns(db: Db, kind: ImportKind, limit: number): Promise<ImportRunInfo[]> {
  const rows = await db
    .select({
      id: importRun.id,
      file_name: importRun.file_name,
      status: sql<ImportRunStatus>`case when ${importRun.status} = 'running' and ${importRun.heartbeat_at} < now() - make_interval(secs => ${IMPORT_STALE_MS / 1000}) then 'interrupted' else ${importRun.status} end`,
      rows_done: importRun.rows_done,
      rows_created: importRun.rows_created,
      rows_failed: importRun.rows_failed,
      requesterId: requester.id,
      requesterName: requester.name,
      actorId: actor.id,
      actorName: actor.name,
      started_at: importRun.started_at,
      finished_at: importRun.finished_at,
    })
    .from(importRun)
    .leftJoin(requester, eq(requester.id, importRun.requested_by))
    .leftJoin(actor, eq(actor.id, importRun.requested_by_actor))
    .where(eq(importRun.kind, kind))
    .orderBy(desc(importRun.started_at), desc(importRun.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    file_name: r.file_name,
    status: r.status,
    rows_done: r.rows_done,
    rows_created: r.rows_created,
    rows_failed: r.rows_failed,
    requested_by: r.requesterId === null ? null : { id: r.requesterId, name: r.requesterName! },
    requested_by_actor: r.actorId === null ? null : { id: r.actorId, name: r.actorName! },
    started_at: new Date(r.started_at).toISOString(),
    finished_at: r.finished_at === null ? null : new Date(r.finished_at).toISOString(),
  }));
}
