import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_MESSAGES, type AuditAction } from '@backoffice/domain/audit';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { auditLog, users } from '../../../db/schema/account.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';
import { pagedList, type ListFilter } from '../../../platform/db/paged-list.ts';

const actor = alias(users, 'audit_actor');
const subject = alias(users, 'audit_user');

export type AuditFilter = ListArgs & { action?: AuditAction | null };

/** Who acted and as whom: the search reads their names, so the count joins them too. */
const byActor = eq(actor.id, auditLog.actor_id);
const bySubject = eq(subject.id, auditLog.user_id);

const auditEntries = pagedList({
  search: [actor.name, subject.name, auditLog.ip],
  id: auditLog.id,
  order: { id: auditLog.id, at: auditLog.at },
  rows: (db) =>
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        actor_id: auditLog.actor_id,
        actor_name: actor.name,
        user_id: auditLog.user_id,
        user_name: subject.name,
        session_id: auditLog.session_id,
        target_kind: auditLog.target_kind,
        target_id: auditLog.target_id,
        details: auditLog.details,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .leftJoin(actor, byActor)
      .leftJoin(subject, bySubject)
      .$dynamic(),
  present: (r) => ({
    ...r,
    at: r.at.toISOString(),
    action_label: AUDIT_ACTIONS[r.action as AuditAction] ?? r.action,
    details: r.details === null ? null : JSON.stringify(r.details),
  }),
  joined: (db, fields) => db.select(fields).from(auditLog).leftJoin(actor, byActor).leftJoin(subject, bySubject).$dynamic(),
});

const actionWhere = (args: AuditFilter) => (args.action ? eq(auditLog.action, args.action) : undefined);

/** A page of the audit log, newest first by default, with the names of who acted and as whom. */
export const listAuditLog = (db: Db, args: AuditFilter) => auditEntries.list(db, args, actionWhere(args));

export const countAuditLog = (db: Db, args: AuditFilter) => auditEntries.count(db, args, actionWhere(args));

/**
 * Every entry the screen's search and action find, in its order (the export's). The action is any
 * text here: one the log never records finds nothing.
 */
export const auditLogIds = (db: Db, filter: ListFilter & { action?: string | null }) =>
  auditEntries.ids(db, filter, filter.action ? eq(auditLog.action, filter.action) : undefined);

export const auditLogByIds = auditEntries.byIds;

/** The audit log is for super administrators only: no module grants it. */
export function assertAuditReader(user: CurrentUser | null): void {
  if (!user?.profile?.is_superadmin) throw new UserError(AUDIT_MESSAGES.superadminOnly, 'FORBIDDEN');
}
