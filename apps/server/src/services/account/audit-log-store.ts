import { and, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, type AuditAction } from '@backoffice/domain/audit';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { auditLog, users } from '../../db/schema/account.ts';
import type { Db } from '../../platform/db/client.ts';
import { listParts, type ListSpec } from '../../platform/db/list-query.ts';

const actor = alias(users, 'audit_actor');
const subject = alias(users, 'audit_user');

const listSpec: ListSpec = {
  search: [actor.name, subject.name, auditLog.ip],
  id: auditLog.id,
  order: { id: auditLog.id, at: auditLog.at },
};

export type AuditFilter = ListArgs & { action?: AuditAction | null };

function parts(args: AuditFilter) {
  const list = listParts(args, listSpec);
  const where: SQL | undefined = and(list.where, args.action ? eq(auditLog.action, args.action) : undefined);
  return { ...list, where };
}

const joined = <T extends Record<string, unknown>>(db: Db, columns: T) =>
  db
    .select(columns as never)
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actor_id))
    .leftJoin(subject, eq(subject.id, auditLog.user_id))
    .$dynamic();

/** A page of the audit log, newest first by default, with the names of who acted and as whom. */
export async function listAuditLog(db: Db, args: AuditFilter) {
  const { where, orderBy, limit, offset } = parts(args);
  const rows = (await joined(db, {
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
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)) as unknown as Array<typeof auditLog.$inferSelect & { actor_name: string | null; user_name: string | null }>;
  return rows.map((r) => ({
    ...r,
    at: r.at.toISOString(),
    action_label: AUDIT_ACTIONS[r.action as AuditAction] ?? r.action,
    details: r.details === null ? null : JSON.stringify(r.details),
  }));
}

export async function countAuditLog(db: Db, args: AuditFilter): Promise<number> {
  const [row] = (await joined(db, { n: count() }).where(parts(args).where)) as unknown as Array<{ n: number }>;
  return row?.n ?? 0;
}
