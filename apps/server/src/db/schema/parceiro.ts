import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.ts';

export const branch = pgTable('branch', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  value: varchar('value', { length: 120 }).notNull(),
  ...auditColumns(),
});
