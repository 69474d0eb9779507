import { Readable } from 'node:stream';
import { and, desc, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { ReportFileInfo, ReportPeriod } from '@backoffice/domain/reports';
import { REPORT_MESSAGES } from '@backoffice/domain/reports';
import { storedFile } from '../../db/schema/files.ts';
import { reportFile } from '../../db/schema/reports.ts';
import type { Database, Db } from '../db/client.ts';
import { newStorageKey, type FileStorage } from '../files/storage.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { periodKey, periodLabel, periodRange, type ReportRange } from './report-period.ts';
import { REPORT_MIME } from './report-stream.ts';
import { sqlCsvStream, type SqlReport } from './sql-csv.ts';

/** A report the engine can generate: the query of its rows for a period (see SqlReport). */
export interface ReportDefinition {
  /** The name the report screens ask for. */
  name: string;
  query(range: ReportRange): SqlReport;
}

export const REPORT_JOB = 'report';
/** owner_kind of a generated report's stored file (its owner is the report_file row). */
export const REPORT_FILE_OWNER = 'report';


type ReportRow = typeof reportFile.$inferSelect;

export interface ReportEngine {
  has(name: string): boolean;
  /** Queues the report of a period, unless one is already being generated; returns its record. */
  request(name: string, period: ReportPeriod, userId: number | null): Promise<ReportFileInfo>;
  /** The newest record of each period of a report (the screens poll this). */
  latest(name: string): Promise<ReportFileInfo[]>;
  /** The newest ready file of a period, with its storage key. */
  ready(name: string, period: ReportPeriod): Promise<{ info: ReportFileInfo; storageKey: string; mime: string } | null>;
}

function info(row: ReportRow): ReportFileInfo {
  return {
    id: row.id,
    name: row.name,
    period: row.period as ReportFileInfo['period'],
    year: row.year,
    month: row.month,
    status: row.status as ReportFileInfo['status'],
    rows: row.rows,
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

function periodFilter(name: string, period: ReportPeriod, now: Date) {
  const { year, month } = periodKey(period, now);
  return and(
    eq(reportFile.report, name),
    eq(reportFile.period, period.period),
    eq(reportFile.year, year),
    month === null ? isNull(reportFile.month) : eq(reportFile.month, month),
  );
}

/** Counts the lines of a CSV stream as it passes: one per record plus the header (a value with a line break would count twice; these reports have none). */
async function* counted(chunks: AsyncIterable<Buffer | string>, counter: { lines: number }): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) counter.lines++;
    yield bytes;
  }
}

/**
 * Every report screen goes through here: a request records the report as 'generating' and queues
 * a job; the job streams the rows into a file in storage and marks the record 'ready'. A job whose
 * server died is retried by the queue; one that runs out of retries is marked 'failed', so no
 * record stays 'generating' for ever.
 */
export function createReportEngine(
  deps: { db: Db; driver: Database['driver']; files: FileStorage; jobs: JobQueue; now?: () => Date },
  definitions: readonly ReportDefinition[],
): ReportEngine {
  const { db, files, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const byName = new Map(definitions.map((d) => [d.name, d]));

  const markFailed = (id: number, error: string) =>
    db.update(reportFile).set({ status: 'failed', error: error.slice(0, 2000), finished_at: new Date() }).where(and(eq(reportFile.id, id), eq(reportFile.status, 'generating')));

  async function generate(job: JobWithMetadata<{ reportFileId: number }>): Promise<void> {
    const [row] = await db.select().from(reportFile).where(eq(reportFile.id, job.data.reportFileId));
    if (!row || row.status !== 'generating') return;
    const definition = byName.get(row.report);
    if (!definition) return void (await markFailed(row.id, `unknown report ${row.report}`));
    const period = (row.period === 'year' ? { period: 'year', year: row.year } : row.period === 'month' ? { period: 'month', year: row.year, month: row.month } : { period: 'current' }) as ReportPeriod;
    // 'current' covers the month of the request up to the moment it was made.
    const range = row.period === 'current' ? { from: periodRange({ period: 'month', year: row.year, month: row.month! }, now()).from, to: row.created_at } : periodRange(period, now());
    await db.update(reportFile).set({ started_at: new Date() }).where(eq(reportFile.id, row.id));
    const key = newStorageKey('csv');
    const counter = { lines: 0 };
    try {
      const size = await files.write(key, Readable.from(counted(sqlCsvStream(deps.driver, definition.query(range)), counter)));
      await db.transaction(async (tx) => {
        const [file] = await tx
          .insert(storedFile)
          .values({ storage_key: key, original_name: row.name, mime: REPORT_MIME.csv, size, created_by: row.requested_by, owner_kind: REPORT_FILE_OWNER, owner_id: row.id })
          .returning({ id: storedFile.id });
        await tx.update(reportFile).set({ status: 'ready', file_id: file.id, rows: counter.lines - 1, finished_at: new Date(), error: null }).where(eq(reportFile.id, row.id));
      });
    } catch (error) {
      await files.remove(key).catch(() => {});
      if (job.retryCount >= job.retryLimit) await markFailed(row.id, (error as Error).message);
      throw error;
    }
    await pruneOlder(row);
  }

  /**
   * Only the newest file of a period is ever offered: older ones of the same period (the current
   * month regenerated, a failed attempt) are removed with their stored files, so storage does not
   * fill with superseded reports.
   */
  async function pruneOlder(row: ReportRow): Promise<void> {
    const older = await db
      .select({ id: reportFile.id, file_id: reportFile.file_id, storage_key: storedFile.storage_key })
      .from(reportFile)
      .leftJoin(storedFile, eq(storedFile.id, reportFile.file_id))
      .where(
        and(
          eq(reportFile.report, row.report),
          eq(reportFile.period, row.period),
          eq(reportFile.year, row.year),
          row.month === null ? isNull(reportFile.month) : eq(reportFile.month, row.month),
          lt(reportFile.id, row.id),
          ne(reportFile.status, 'generating'),
        ),
      );
    if (!older.length) return;
    await db.transaction(async (tx) => {
      await tx.delete(reportFile).where(inArray(reportFile.id, older.map((o) => o.id)));
      const fileIds = older.flatMap((o) => (o.file_id ? [o.file_id] : []));
      if (fileIds.length) await tx.delete(storedFile).where(inArray(storedFile.id, fileIds));
    });
    // The rows are gone first: a file left behind by a failed removal is unreachable, never a broken link.
    await Promise.all(older.flatMap((o) => (o.storage_key ? [files.remove(o.storage_key).catch(() => {})] : [])));
  }

  jobs.define<{ reportFileId: number }>(REPORT_JOB, generate);

  /** A record still 'generating' whose job the queue gave up on (or lost) is failed, not left hanging. */
  async function settle(rows: ReportRow[]): Promise<ReportRow[]> {
    return Promise.all(
      rows.map(async (row) => {
        if (row.status !== 'generating' || !row.job_id) return row;
        const state = await jobs.state(REPORT_JOB, row.job_id);
        if (state && !['failed', 'cancelled'].includes(state.state)) return row;
        await markFailed(row.id, state ? `job ${state.state}` : 'job lost');
        return { ...row, status: 'failed', error: REPORT_MESSAGES.failed };
      }),
    );
  }

  return {
    has: (name) => byName.has(name),

    async request(name, period, userId) {
      const at = now();
      const [running] = await settle(
        await db.select().from(reportFile).where(and(periodFilter(name, period, at), eq(reportFile.status, 'generating'))).orderBy(desc(reportFile.id)).limit(1),
      );
      if (running?.status === 'generating') return info(running);
      const { year, month } = periodKey(period, at);
      const stamp = Math.floor(at.getTime() / 1000);
      const [row] = await db
        .insert(reportFile)
        .values({
          report: name,
          period: period.period,
          year,
          month,
          name: `${name}_${periodLabel(period, at)}_${stamp}.csv`,
          status: 'generating',
          requested_by: userId,
          created_at: at,
        })
        .returning();
      try {
        const jobId = await jobs.send(REPORT_JOB, { reportFileId: row.id });
        await db.update(reportFile).set({ job_id: jobId }).where(eq(reportFile.id, row.id));
        return info({ ...row, job_id: jobId });
      } catch (error) {
        await markFailed(row.id, (error as Error).message);
        throw error;
      }
    },

    async latest(name) {
      const rows = await db
        .selectDistinctOn([reportFile.period, reportFile.year, reportFile.month])
        .from(reportFile)
        .where(eq(reportFile.report, name))
        .orderBy(reportFile.period, desc(reportFile.year), reportFile.month, desc(reportFile.id));
      return (await settle(rows)).map(info);
    },

    async ready(name, period) {
      const [row] = await db
        .select({ report: reportFile, storage_key: storedFile.storage_key, mime: storedFile.mime })
        .from(reportFile)
        .innerJoin(storedFile, eq(storedFile.id, reportFile.file_id))
        .where(and(periodFilter(name, period, now()), eq(reportFile.status, 'ready')))
        .orderBy(desc(reportFile.id))
        .limit(1);
      return row ? { info: info(row.report), storageKey: row.storage_key, mime: row.mime } : null;
    },
  };
}
