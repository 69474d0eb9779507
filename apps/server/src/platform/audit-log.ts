import type { AuditAction } from '@backoffice/domain/audit';
import { auditLog } from '../db/schema/account.ts';
import type { CurrentUser } from './auth/current-user.ts';
import type { Db } from './db/client.ts';

export interface AuditEntry {
  action: AuditAction;
  /** The session's user; the acting administrator is taken from it under 'log in as'. */
  user?: CurrentUser | null;
  /** For events without a session yet (the login itself, the start of 'log in as'). */
  userId?: number;
  /** Who acts, when it is not the user (the administrator starting 'log in as'). */
  actorId?: number;
  sessionId?: number;
  target?: { kind: string; id: number };
  details?: Record<string, unknown>;
  ip?: string;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const user = entry.user ?? null;
  const userId = user?.id ?? entry.userId ?? null;
  await db.insert(auditLog).values({
    action: entry.action,
    user_id: userId,
    actor_id: entry.actorId ?? user?.impersonated_by?.id ?? userId,
    session_id: user?.sessionId ?? entry.sessionId ?? null,
    target_kind: entry.target?.kind ?? null,
    target_id: entry.target?.id ?? null,
    details: entry.details ?? null,
    ip: entry.ip?.slice(0, 64) ?? null,
  });
}
