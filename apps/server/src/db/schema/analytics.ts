import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';

/**
 * What the platform's front office reports through the ingestion endpoint: page views, banner
 * clicks and digital-content downloads. The dashboard counters and several reports read it.
 */
export const analyticsEvent = pgTable(
  'analytics_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** 'page_view' | 'banner_click' | 'asset_download'. */
    kind: varchar('kind', { length: 20 }).notNull(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: varchar('path', { length: 500 }),
    /** The banner clicked or the content downloaded. */
    asset_id: integer('asset_id'),
  },
  (t) => [
    index('analytics_event_kind_time_idx').on(t.kind, t.occurred_at),
    index('analytics_event_asset_idx').on(t.asset_id, t.kind),
    index('analytics_event_user_idx').on(t.user_id),
  ],
);

/** Acceptance of the platform's commitment term (termo de compromisso), one per user. */
export const commitmentTerm = pgTable('commitment_term', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accepted_at: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
});
