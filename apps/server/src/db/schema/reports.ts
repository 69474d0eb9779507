import { index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ReportParams } from '@backoffice/domain/reports';
import { storedFile } from './files.ts';

/**
 * A generated report: which report, for which period and parameters, where its file is and how
 * far it got.
 * status: 'generating' → 'ready' (file_id set) or 'failed'.
 */
export const reportFile = pgTable(
  'report_file',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The report's name as the screens ask for it (e.g. 'lista-corretores', 'report_download'). */
    report: varchar('report', { length: 60 }).notNull(),
    /** 'month' | 'year' | 'current' (the month so far) | 'none' (a report of parameters only). */
    period: varchar('period', { length: 10 }).notNull(),
    /** 0 for period 'none'. */
    year: smallint('year').notNull(),
    /** 1..12; null for a yearly report (and period 'none'). */
    month: smallint('month'),
    /** The parameters as the report's schema read them ({} for the period reports); part of the lookup. */
    params: jsonb('params').$type<ReportParams>().notNull().default({}),
    /** File name as downloaded: '{report}_{period}_{unix timestamp}.{ext}'. */
    name: varchar('name', { length: 160 }).notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    file_id: integer('file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    rows: integer('rows'),
    error: text('error'),
    job_id: varchar('job_id', { length: 64 }),
    requested_by: integer('requested_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker took the job (the wait in the queue is started_at - created_at). */
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('report_file_lookup_idx').on(t.report, t.year, t.month, t.period)],
);
