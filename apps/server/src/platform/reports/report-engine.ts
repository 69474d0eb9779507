import { and, desc, eq, isNull } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { ReportFileInfo, ReportPeriod } from '@backoffice/domain/reports';
import { REPORT_MESSAGES } from '@backoffice/domain/reports';
import { storedFile } from '../../db/schema/files.ts';
import { reportFile } from '../../db/schema/reports.ts';
import type { Db } from '../db/client.ts';
import { newStorageKey, type FileStorage } from '../files/storage.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { periodKey, periodLabel, periodRange, type ReportRange } from './report-period.ts';
import { REPORT_MIME, reportStream, type ReportColumn, type ReportFormat } from './report-stream.ts';

/** A report the engine can generate: what it reads for a period and how each row is written. */
export interface ReportDefinition<T = any> {
  /** The name the report screens ask for. */
  name: string;
  format: ReportFormat;
  sheet?: string;
  columns: ReportColumn<T>[];
  rows(db: Db, range: ReportRange): AsyncIterable<T[]>;
}

export const REPORT_JOB = 'report';

/** Rows per query when a report reads in keyset batches: a million rows take a few hundred queries. */
export const REPORT_BATCH = 5000;

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

async function* counted<T>(rows: AsyncIterable<T[]>, counter: { rows: number }): AsyncGenerator<T[]> {
  for await (const batch of rows) {
    counter.rows += batch.length;
    yield batch;
  }
}

/**
 * Every report screen goes through here: a request records the report as 'generating' and queues
 * a job; the job streams the rows into a file in storage and marks the record 'ready'. A job whose
 * server died is retried by the queue; one that runs out of retries is marked 'failed', so no
 * record stays 'generating' for ever.
 */
export function createReportEngine(
  deps: { db: Db; files: FileStorage; jobs: JobQueue; now?: () => Date },
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
    const key = newStorageKey(definition.format);
    const counter = { rows: 0 };
    try {
      const size = await files.write(key, reportStream({ ...definition, rows: counted(definition.rows(db, range), counter) }));
      await db.transaction(async (tx) => {
        const [file] = await tx
          .insert(storedFile)
          .values({ storage_key: key, original_name: row.name, mime: REPORT_MIME[definition.format], size, created_by: row.requested_by })
          .returning({ id: storedFile.id });
        await tx.update(reportFile).set({ status: 'ready', file_id: file.id, rows: counter.rows, finished_at: new Date(), error: null }).where(eq(reportFile.id, row.id));
      });
    } catch (error) {
      await files.remove(key).catch(() => {});
      if (job.retryCount >= job.retryLimit) await markFailed(row.id, (error as Error).message);
      throw error;
    }
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
      const definition = byName.get(name)!;
      const { year, month } = periodKey(period, at);
      const stamp = Math.floor(at.getTime() / 1000);
      const [row] = await db
        .insert(reportFile)
        .values({
          report: name,
          period: period.period,
          year,
          month,
          name: `${name}_${periodLabel(period, at)}_${stamp}.${definition.format}`,
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
