import { bigint, date, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Exact counts the lists show, kept by statement triggers on the counted tables (migration
 * 0012) in the transaction of each change: counting a million users costs what the table's size
 * does, reading this costs one row. A key is the table's name, or `<table>:<value>` for a count
 * per value of one column (course:online, asset:Media).
 */
export const rowCount = pgTable('row_count', {
  key: varchar('key', { length: 80 }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Page views of logged-in users per São Paulo calendar day, kept by statement triggers on
 * analytics_event (migration 0012): the dashboard's counters and chart read a few hundred rows
 * instead of counting years of events.
 */
export const pageViewDay = pgTable('page_view_day', {
  day: date('day', { mode: 'string' }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
