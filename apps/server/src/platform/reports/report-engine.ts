import { addAbortSignal, Readable } from 'node:stream';
import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { z } from 'zod';
import type { ReportFileInfo, ReportParams, ReportPeriod, ReportRequest } from '@backoffice/domain/reports';
import { REPORT_MESSAGES } from '@backoffice/domain/reports';
import { storedFile } from '../../db/schema/files.ts';
import { reportFile } from '../../db/schema/reports.ts';
import type { Database, Db } from '../db/client.ts';
import { newStorageKey, type FileStorage } from '../files/storage.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { periodKey, periodLabel, periodOf, periodRange, type ReportRange } from './report-period.ts';
import { REPORT_MIME } from './report-stream.ts';
import { sqlCsvStream, type SqlReport } from './sql-csv.ts';
import { reportDuration } from '../observability/metrics.ts';

/**
 * A report the engine can generate: the query of its rows for a period and its parameters (see
 * SqlReport). A report with parameters declares their schema: every request is read through it
 * (its messages are the user's), and what it returns is stored with the file and identifies it.
 * Parameters go into the SQL as literals (COPY takes none): numbers and dates from the schema,
 * texts through textLiteral.
 */
export interface ReportDefinition<P extends ReportParams = ReportParams> {
  /** The name the report screens ask for. */
  name: string;
  params?: z.ZodType<P>;
  /** Its rows for a period; `params` as the schema read them (optional for a report that has none). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {}: parameters that may all be absent
  query(range: ReportRange, ...params: {} extends P ? [params?: P] : [params: P]): SqlReport;
  /** Refuses (a UserError, NOT_FOUND) parameters naming what does not exist, before anything is queued. */
  assertSubject?(db: Db, params: P): Promise<void>;
}

export const REPORT_JOB = 'report';
/** owner_kind of a generated report's stored file (its owner is the report_file row). */
export const REPORT_FILE_OWNER = 'report';

type ReportRow = typeof reportFile.$inferSelect;

/**
 * A report and its files are named by a ReportRequest (its name and parameters); the parameters
 * are checked by the report's schema (a ZodError, 400, when they do not pass).
 */
export interface ReportEngine {
  has(name: string): boolean;
  /** Queues the report of a period, unless one is already being generated; returns its record. */
  request(report: ReportRequest, period: ReportPeriod, userId: number | null): Promise<ReportFileInfo>;
  /** The newest record of each period of a report for its parameters (the screens poll this). */
  latest(report: ReportRequest): Promise<ReportFileInfo[]>;
  /** The newest ready file of a period, with its storage key. */
  ready(report: ReportRequest, period: ReportPeriod): Promise<{ info: ReportFileInfo; storageKey: string; mime: string } | null>;
}

/** What a report without a schema accepts: no parameters. */
const NO_PARAMS: z.ZodType<ReportParams> = z.strictObject({}, { error: REPORT_MESSAGES.invalidParams });

function info(row: ReportRow): ReportFileInfo {
  return {
    id: row.id,
    name: row.name,
    period: row.period as ReportFileInfo['period'],
    year: row.year,
    month: row.month,
    params: row.params,
    status: row.status as ReportFileInfo['status'],
    rows: row.rows,
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

/** The records of one report, for the same parameters (jsonb equality: key order does not matter). */
const sameReport = (name: string, params: ReportParams) => and(eq(reportFile.report, name), sql`${reportFile.params} = ${JSON.stringify(params)}::jsonb`);

/** ...and of the same period (as stored: period, year, month). */
function sameFile(key: Pick<ReportRow, 'report' | 'params' | 'period' | 'year' | 'month'>) {
  return and(
    sameReport(key.report, key.params),
    eq(reportFile.period, key.period),
    eq(reportFile.year, key.year),
    key.month === null ? isNull(reportFile.month) : eq(reportFile.month, key.month),
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

  /** The parameters as the report's schema reads them (throws its ZodError when they do not pass). */
  function paramsOf(name: string, raw: unknown): ReportParams {
    const definition = byName.get(name);
    if (!definition) throw new Error(`unknown report ${name}`);
    return (definition.params ?? NO_PARAMS).parse(raw ?? {});
  }

  /** The stored key of a request's file of a period. */
  function fileKey(report: ReportRequest, period: ReportPeriod, at: Date) {
    return { report: report.name, params: paramsOf(report.name, report.params), period: period.period, ...periodKey(period, at) };
  }

  const markFailed = (id: number, error: string) =>
    db
      .update(reportFile)
      .set({ status: 'failed', error: error.slice(0, 2000), finished_at: new Date() })
      .where(and(eq(reportFile.id, id), eq(reportFile.status, 'generating')));

  async function generate(job: JobWithMetadata<{ reportFileId: number }>): Promise<void> {
    const [row] = await db.select().from(reportFile).where(eq(reportFile.id, job.data.reportFileId));
    if (!row || row.status !== 'generating') return;
    const definition = byName.get(row.report);
    if (!definition) return void (await markFailed(row.id, `unknown report ${row.report}`));
    const range = periodRange(periodOf(row), row.created_at);
    await db.update(reportFile).set({ started_at: new Date() }).where(eq(reportFile.id, row.id));
    const key = newStorageKey('csv');
    const counter = { lines: 0 };
    const timer = reportDuration.startTimer({ report: definition.name });
    let superseded: string[] = [];
    try {
      // Read again through the schema: what it stored as JSON (a date as text) comes back typed.
      const query = definition.query(range, paramsOf(row.report, row.params));
      const rows = Readable.from(counted(sqlCsvStream(deps.driver, query), counter));
      // A stopping server gives the report back (its job is retried from the start) rather than keep the database busy.
      const size = await files.write(key, job.signal ? addAbortSignal(job.signal, rows) : rows);
      await db.transaction(async (tx) => {
        const [file] = await tx
          .insert(storedFile)
          .values({
            storage_key: key,
            original_name: row.name,
            mime: REPORT_MIME.csv,
            size,
            created_by: row.requested_by,
            owner_kind: REPORT_FILE_OWNER,
            owner_id: row.id,
          })
          .returning({ id: storedFile.id });
        await tx
          .update(reportFile)
          .set({ status: 'ready', file_id: file.id, rows: counter.lines - 1, finished_at: new Date(), error: null })
          .where(eq(reportFile.id, row.id));
        superseded = await pruneOlder(tx, row);
      });
      timer({ outcome: 'ok' });
    } catch (error) {
      timer({ outcome: 'error' });
      await files.remove(key).catch(() => {});
      if (job.retryCount >= job.retryLimit) await markFailed(row.id, (error as Error).message);
      throw error;
    }
    // The rows are gone first: a file left behind by a failed removal is unreachable, never a broken link.
    await Promise.all(superseded.map((storageKey) => files.remove(storageKey).catch(() => {})));
  }

  /**
   * Only the newest file of a period is ever offered: older ones of the same period (the current
   * month regenerated, a failed attempt) are removed with the transaction that makes the new one
   * ready, so nobody ever sees both; returns their storage keys, removed once that commits.
   */
  async function pruneOlder(tx: Db, row: ReportRow): Promise<string[]> {
    const older = await tx
      .select({ id: reportFile.id, file_id: reportFile.file_id, storage_key: storedFile.storage_key })
      .from(reportFile)
      .leftJoin(storedFile, eq(storedFile.id, reportFile.file_id))
      .where(and(sameFile(row), lt(reportFile.id, row.id), ne(reportFile.status, 'generating')));
    if (!older.length) return [];
    await tx.delete(reportFile).where(
      inArray(
        reportFile.id,
        older.map((o) => o.id),
      ),
    );
    const fileIds = older.flatMap((o) => (o.file_id ? [o.file_id] : []));
    if (fileIds.length) await tx.delete(storedFile).where(inArray(storedFile.id, fileIds));
    return older.flatMap((o) => (o.storage_key ? [o.storage_key] : []));
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

    async request(report, period, userId) {
      const at = now();
      const key = fileKey(report, period, at);
      await byName.get(report.name)!.assertSubject?.(db, key.params as never);
      const [running] = await settle(
        await db
          .select()
          .from(reportFile)
          .where(and(sameFile(key), eq(reportFile.status, 'generating')))
          .orderBy(desc(reportFile.id))
          .limit(1),
      );
      if (running?.status === 'generating') return info(running);
      const stamp = Math.floor(at.getTime() / 1000);
      const label = periodLabel(period, at);
      const [row] = await db
        .insert(reportFile)
        .values({
          ...key,
          name: `${report.name}_${label ? `${label}_` : ''}${stamp}.csv`,
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

    async latest(report) {
      const rows = await db
        .selectDistinctOn([reportFile.period, reportFile.year, reportFile.month])
        .from(reportFile)
        .where(sameReport(report.name, paramsOf(report.name, report.params)))
        .orderBy(reportFile.period, desc(reportFile.year), reportFile.month, desc(reportFile.id));
      return (await settle(rows)).map(info);
    },

    async ready(report, period) {
      const [row] = await db
        .select({ report: reportFile, storage_key: storedFile.storage_key, mime: storedFile.mime })
        .from(reportFile)
        .innerJoin(storedFile, eq(storedFile.id, reportFile.file_id))
        .where(and(sameFile(fileKey(report, period, now())), eq(reportFile.status, 'ready')))
        .orderBy(desc(reportFile.id))
        .limit(1);
      return row ? { info: info(row.report), storageKey: row.storage_key, mime: row.mime } : null;
    },
  };
}
