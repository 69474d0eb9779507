import { sql } from 'drizzle-orm';
import { foldedTrigramIndex } from './search-fold.ts';
import { bigint, boolean, index, jsonb, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.ts';

export const profile = pgTable('profile', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: varchar('title', { length: 40 }).notNull(),
  is_admin: boolean('is_admin').notNull().default(true),
  is_superadmin: boolean('is_superadmin').notNull().default(false),
  ...auditColumns(),
});

export const accountModule = pgTable('account_module', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull().unique(),
  label: varchar('label', { length: 80 }).notNull(),
});

export const profileAccountModule = pgTable(
  'profile_account_module',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profile.id, { onDelete: 'cascade' }),
    account_module_id: integer('account_module_id')
      .notNull()
      .references(() => accountModule.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('profile_account_module_unique').on(t.profile_id, t.account_module_id)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 80 }).notNull(),
    mail: varchar('mail', { length: 80 }).notNull(),
    uid: varchar('uid', { length: 14 }).notNull(),
    password_hash: text('password_hash'),
    profile_id: integer('profile_id').references(() => profile.id, { onDelete: 'set null' }),
    is_blocked: smallint('is_blocked').notNull().default(0),
    blocked_description: varchar('blocked_description', { length: 255 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('users_mail_unique').on(sql`lower(${t.mail})`),
    uniqueIndex('users_uid_unique').on(t.uid),
    index('users_profile_idx').on(t.profile_id),
    index('users_name_idx').on(t.name),
    // The dashboard's users created today and yesterday.
    index('users_created_idx').on(t.created_at),
    // Substring search (ILIKE '%term%') over 100k+ users needs trigram indexes.
    index('users_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_mail_trgm').using('gin', sql`${t.mail} gin_trgm_ops`),
    index('users_uid_trgm').using('gin', sql`${t.uid} gin_trgm_ops`),
    foldedTrigramIndex('users_name_fold_trgm', t.name),
  ],
);

export const session = pgTable(
  'session',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last request seen (written at most once a minute): the idle timeout counts from here. */
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an administrator opened this session as another user (log in as). */
    impersonated_by: integer('impersonated_by').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.user_id)],
);

/** Short-lived, single-use tokens minted to open a session as another user; also the audit trail. */
export const impersonation = pgTable(
  'impersonation',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actor_id: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target_id: integer('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('impersonation_actor_idx').on(t.actor_id), index('impersonation_target_idx').on(t.target_id)],
);

/** Failed login counters, kept in the database so every server copy sees the same lock. */
export const loginFailure = pgTable('login_failure', {
  key: varchar('key', { length: 200 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  locked_until: timestamp('locked_until', { withTimezone: true }),
});

export const accountField = pgTable('account_field', {
  id: integer('id').primaryKey(),
  field: varchar('field', { length: 80 }).notNull(),
  type: varchar('type', { length: 20 }).notNull(),
});

export const accountFieldValue = pgTable(
  'account_field_value',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    account_field_id: integer('account_field_id')
      .notNull()
      .references(() => accountField.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 255 }).notNull(),
    externalid: varchar('externalid', { length: 80 }),
    label: varchar('label', { length: 255 }),
  },
  (t) => [
    uniqueIndex('account_field_value_unique').on(t.account_field_id, t.value),
    // Segmentation searches values by substring once 3 characters are typed.
    index('account_field_value_trgm').using('gin', sql`${t.value} gin_trgm_ops`),
  ],
);

/** Audience segmentation: an account field value attached to an item of a module. */
export const segmentation = pgTable(
  'segmentation',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    account_field_value_id: integer('account_field_value_id')
      .notNull()
      .references(() => accountFieldValue.id, { onDelete: 'cascade' }),
    module_name: varchar('module_name', { length: 40 }).notNull(),
    item_id: integer('item_id').notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('segmentation_unique').on(t.module_name, t.item_id, t.account_field_value_id),
    index('segmentation_value_idx').on(t.account_field_value_id),
  ],
);

/**
 * A user's values of the account fields (Perfil, Diretoria, Sucursal, Comercial, Regional...):
 * what a segmented audience is matched against, and what room counts are broken down by.
 */
export const userFieldValue = pgTable(
  'user_field_value',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    account_field_value_id: integer('account_field_value_id')
      .notNull()
      .references(() => accountFieldValue.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.account_field_value_id] }), index('user_field_value_value_idx').on(t.account_field_value_id)],
);

/**
 * Who did what and when, from which session: logins, 'log in as', profile and module grants,
 * blocking and deletions. actor_id is the person really acting (the administrator under
 * 'log in as'); user_id the account the session acts as.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: varchar('action', { length: 60 }).notNull(),
    actor_id: integer('actor_id'),
    user_id: integer('user_id'),
    session_id: integer('session_id'),
    target_kind: varchar('target_kind', { length: 40 }),
    target_id: integer('target_id'),
    details: jsonb('details'),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actor_id), index('audit_log_target_idx').on(t.target_kind, t.target_id)],
);

/** Request counters per key and window, in the database so every server copy shares them. */
export const rateLimit = pgTable('rate_limit', {
  key: varchar('key', { length: 200 }).primaryKey(),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  hits: integer('hits').notNull().default(0),
});

/**
 * A create sent with an Idempotency-Key (the forms send one per new record): the answer it got,
 * kept for a day, is the answer to any repeat of the same request by the same user (a double
 * click, a retry after a lost connection). `response` is null while the first is running.
 */
export const idempotentRequest = pgTable(
  'idempotent_request',
  {
    user_id: integer('user_id').notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    request_hash: varchar('request_hash', { length: 64 }).notNull(),
    response: text('response'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key, t.request_hash] }), index('idempotent_request_created_idx').on(t.created_at)],
);

/**
 * One batch import (users, real-estate base, segmentation...): who sent which file and how far
 * it got, so an interrupted import shows as such and can be sent again.
 * status: 'running' → 'done' | 'failed'; a 'running' row of a dead server reads as interrupted.
 */
export const importRun = pgTable(
  'import_run',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 40 }).notNull(),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('running'),
    rows_done: integer('rows_done').notNull().default(0),
    rows_created: integer('rows_created').notNull().default(0),
    rows_failed: integer('rows_failed').notNull().default(0),
    errors: jsonb('errors'),
    requested_by: integer('requested_by'),
    requested_by_actor: integer('requested_by_actor'),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_run_kind_idx').on(t.kind, t.started_at)],
);
