import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * created/updated by and at: filled by the server from the session, never taken from input.
 * Under 'log in as', *_by names the user the session acts as and *_by_actor the administrator
 * who really acted (null when users act for themselves).
 */
export const auditColumns = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: integer('created_by'),
  created_by_actor: integer('created_by_actor'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updated_by: integer('updated_by'),
  updated_by_actor: integer('updated_by_actor'),
});
