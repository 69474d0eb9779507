import { integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { BulkParams } from '@backoffice/domain/schemas/bulk';

/** A record a bulk action left alone, and why (the rule that refused it). */
export type BulkRefusal = { id: number; reason: string };

/**
 * One bulk action on a list's rows (issue 26): what it does, to which ids, and how far it got.
 * Batches commit with `processed`, so a job that restarts resumes where the last batch ended.
 * status: 'running' → 'done' | 'failed'.
 */
export const bulkRun = pgTable('bulk_run', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  kind: varchar('kind', { length: 30 }).notNull(),
  action: varchar('action', { length: 20 }).notNull(),
  /** What the action needs beyond the ids (a profile, a segmentation value, a reason). */
  params: jsonb('params').$type<BulkParams>().notNull().default({}),
  /** The ids in the list's order, fixed when the action starts. */
  ids: integer('ids').array().notNull(),
  total: integer('total').notNull(),
  processed: integer('processed').notNull().default(0),
  done: integer('done').notNull().default(0),
  refused: jsonb('refused').$type<BulkRefusal[]>().notNull().default([]),
  status: varchar('status', { length: 12 }).notNull().default('running'),
  error: text('error'),
  requested_by: integer('requested_by').notNull(),
  /** The session that asked: the job acts with its user's rights as they are when it runs. */
  session_id: integer('session_id').notNull(),
  job_id: varchar('job_id', { length: 64 }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
});
