import { and, eq, sql } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { BULK_BATCH, BULK_INLINE_MAX, BULK_KINDS, BULK_MESSAGES, type BulkStatus } from '@backoffice/domain/bulk';
import type { BulkParams, BulkRunArgs } from '@backoffice/domain/schemas/bulk';
import { bulkRun, type BulkRefusal } from '../../db/schema/bulk.ts';
import { checkAccess } from '../access/access.ts';
import { recordAudit } from '../audit-log.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { sessionUser } from '../auth/sessions.ts';
import { UserError } from '../errors.ts';
import { removalsAfterCommit } from '../files/removals-after-commit.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Config } from '../../config.ts';
import type { AnyBulkTarget, BulkDeps } from './bulk-target.ts';

export const BULK_JOB = 'bulk-action';

type RunRow = typeof bulkRun.$inferSelect;

/** What runBulkAction and bulk_run answer: how far the action got, and each record it left alone with the reason. */
export interface BulkRunView {
  id: number;
  kind: string;
  action: string;
  status: BulkStatus;
  total: number;
  processed: number;
  done: number;
  refused: BulkRefusal[];
  error: string | null;
}

const view = (row: RunRow): BulkRunView => ({
  id: row.id,
  kind: row.kind,
  action: row.action,
  status: row.status as BulkStatus,
  total: row.total,
  processed: row.processed,
  done: row.done,
  refused: row.refused,
  error: row.status === 'failed' ? BULK_MESSAGES.failed : null,
});

export interface BulkEngine {
  /**
   * Starts an action on the selection (its ids, or every row of the list's filter). Up to
   * BULK_INLINE_MAX records run in the request and the answer is final; more run as a job
   * whose progress bulk_run reports.
   */
  start(user: CurrentUser, args: BulkRunArgs): Promise<BulkRunView>;
  /** A run the caller started; null for anyone else's. */
  find(user: CurrentUser, id: number): Promise<BulkRunView | null>;
  /** The target of a kind, after checking the caller holds its module and meets the target's own access rule. */
  target(user: CurrentUser, kind: BulkRunArgs['kind']): AnyBulkTarget;
}

/** The ids once each, in the order first given. */
const distinct = (ids: readonly number[]) => [...new Set(ids)];

export function createBulkEngine(deps: BulkDeps & { jobs: JobQueue; config: Config }, targets: readonly AnyBulkTarget[]): BulkEngine {
  const { db, jobs } = deps;
  const byKind = new Map(targets.map((t) => [t.kind, t]));

  function target(user: CurrentUser, kind: BulkRunArgs['kind']): AnyBulkTarget {
    checkAccess(user, BULK_KINDS[kind].module);
    const found = byKind.get(kind);
    if (!found) throw new UserError(BULK_MESSAGES.unknownKind);
    found.assertAccess?.(user, deps.config);
    return found;
  }

  /** target()'s checks as a yes or no, for a job that re-reads its session's user. */
  function allowed(user: CurrentUser, kind: BulkRunArgs['kind']): boolean {
    try {
      target(user, kind);
      return true;
    } catch (error) {
      if (error instanceof UserError) return false;
      throw error;
    }
  }

  /**
   * One batch in one transaction, with each record in its own savepoint: a record its rules
   * refuse is rolled back alone and listed; anything else (the database failing) rolls back the
   * batch, and the job retries it. Earlier batches stay committed. The last batch records the
   * whole action once in the audit log. Stored files of deleted records go once the batch commits.
   */
  async function runBatch(runId: number, user: CurrentUser): Promise<RunRow> {
    const files = removalsAfterCommit(deps.files);
    const next = await db.transaction(async (tx) => {
      const [run] = await tx.select().from(bulkRun).where(eq(bulkRun.id, runId)).for('update');
      if (!run || run.status !== 'running') return run!;
      const act = byKind.get(run.kind as BulkRunArgs['kind'])!.acts[run.action as BulkRunArgs['action']]!;
      const batch = run.ids.slice(run.processed, run.processed + BULK_BATCH);
      const refused: BulkRefusal[] = [];
      for (const id of batch) {
        const mark = files.mark();
        try {
          const result = await tx.transaction((savepoint) => act({ db: savepoint, files: files.storage }, user, id, run.params));
          if (result === false) refused.push({ id, reason: BULK_MESSAGES.notFound });
        } catch (error) {
          if (!(error instanceof UserError)) throw error;
          files.drop(mark);
          refused.push({ id, reason: error.message });
        }
      }
      const processed = run.processed + batch.length;
      const finished = processed >= run.total;
      const [next] = await tx
        .update(bulkRun)
        .set({
          processed,
          done: run.done + batch.length - refused.length,
          refused: sql`${bulkRun.refused} || ${JSON.stringify(refused)}::jsonb`,
          ...(finished ? { status: 'done', finished_at: new Date() } : {}),
        })
        .where(eq(bulkRun.id, runId))
        .returning();
      if (finished) {
        await recordAudit(tx, {
          action: 'bulk.action',
          user,
          target: { kind: 'bulk_run', id: runId },
          details: { kind: run.kind, action: run.action, count: next!.done, ids: run.ids, refused: next!.refused.map((r) => r.id) },
        });
      }
      return next!;
    });
    await files.flush();
    return next;
  }

  const markFailed = (runId: number, error: string) =>
    db
      .update(bulkRun)
      .set({ status: 'failed', error, finished_at: new Date() })
      .where(and(eq(bulkRun.id, runId), eq(bulkRun.status, 'running')));

  /**
   * Runs what is left of an action, as its session's user is now: a session that ended (a
   * logout, a block) or lost its access (the module, the target's own rule) stops it, as a
   * request of that session would be refused. A stop signal (the server shutting down) ends it
   * between batches with an error, so its job is retried and carries on from the last one committed.
   */
  async function run(runId: number, signal?: AbortSignal): Promise<void> {
    const [row] = await db.select().from(bulkRun).where(eq(bulkRun.id, runId));
    if (!row || row.status !== 'running') return;
    const user = await sessionUser(db, row.session_id);
    if (!user || !allowed(user, row.kind as BulkRunArgs['kind'])) {
      await markFailed(runId, 'session ended or access withdrawn');
      return;
    }
    let current = row;
    while (current.status === 'running') {
      // PGlite answers within the same turn of the event loop: without this, a run of thousands
      // of records would hold off every request, and the stop signal itself, until its end.
      await new Promise((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
      current = await runBatch(runId, user);
    }
  }

  jobs.define<{ runId: number }>(BULK_JOB, async (job: JobWithMetadata<{ runId: number }>) => {
    try {
      await run(job.data.runId, job.signal);
    } catch (error) {
      if (job.retryCount >= job.retryLimit) await markFailed(job.data.runId, (error as Error).message);
      throw error;
    }
  });

  return {
    target,

    async start(user, args) {
      const found = target(user, args.kind);
      const { ids: chosen, ...filter } = args.selection;
      const ids = distinct(chosen ?? (await found.ids(db, filter)));
      if (!ids.length) throw new UserError(BULK_MESSAGES.emptySelection);
      const params: BulkParams = { profile_id: args.profile_id, account_field_value_id: args.account_field_value_id, reason: args.reason };
      const [row] = await db
        .insert(bulkRun)
        .values({ kind: args.kind, action: args.action, params, ids, total: ids.length, requested_by: user.id, session_id: user.sessionId })
        .returning();
      if (ids.length <= BULK_INLINE_MAX) {
        try {
          await run(row!.id);
        } catch (error) {
          await markFailed(row!.id, (error as Error).message);
          throw error;
        }
      } else {
        const jobId = await jobs.send(BULK_JOB, { runId: row!.id });
        await db.update(bulkRun).set({ job_id: jobId }).where(eq(bulkRun.id, row!.id));
      }
      const [latest] = await db.select().from(bulkRun).where(eq(bulkRun.id, row!.id));
      return view(latest!);
    },

    async find(user, id) {
      const [row] = await db
        .select()
        .from(bulkRun)
        .where(and(eq(bulkRun.id, id), eq(bulkRun.requested_by, user.id)));
      return row ? view(row) : null;
    },
  };
}
