import { integer, timestamp } from 'drizzle-orm/pg-core';

/** created/updated by and at: filled by the server from the session, never taken from input. */
export const auditColumns = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: integer('created_by'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updated_by: integer('updated_by'),
});
