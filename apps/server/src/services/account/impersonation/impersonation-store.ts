import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { impersonation, profile, users } from '../../../db/schema/account.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import { hashToken, newToken } from '../../../platform/auth/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';
import { USER_MESSAGES } from '../users/user-store.ts';

/** How long the link of 'log in as' stays valid: enough to open the tab, not to be passed around. */
export const IMPERSONATION_TTL_MS = 60_000;
export const AUTHTOKEN_PATH = '/api/v1/account/authtoken';
/** The SPA page of the new tab that exchanges the link's token for its own session. */
export const IMPERSONATION_PAGE = '/#/acessar-como';

export const IMPERSONATION_MESSAGES = {
  notFound: USER_MESSAGES.notFound,
  self: 'Você não pode acessar como você mesmo.',
  blocked: 'Não é possível acessar como um usuário bloqueado.',
  superadmin: 'Somente um Super Administrador pode acessar como outro Super Administrador.',
  nested: 'Encerre o acesso como outro usuário antes de iniciar um novo.',
} as const;

/**
 * Mints the single-use token of 'log in as'. Only its hash is stored, with who asked for whom
 * and when: the impersonation table is also the audit trail.
 */
export async function mintImpersonation(db: Db, actor: CurrentUser, targetId: number) {
  if (actor.impersonated_by) throw new UserError(IMPERSONATION_MESSAGES.nested, 'FORBIDDEN');
  if (targetId === actor.id) throw new UserError(IMPERSONATION_MESSAGES.self);
  const [target] = await db
    .select({ blocked: users.is_blocked, superadmin: profile.is_superadmin })
    .from(users)
    .leftJoin(profile, eq(profile.id, users.profile_id))
    .where(eq(users.id, targetId));
  if (!target) throw new UserError(IMPERSONATION_MESSAGES.notFound, 'NOT_FOUND');
  if (target.blocked) throw new UserError(IMPERSONATION_MESSAGES.blocked);
  if (target.superadmin && !actor.profile?.is_superadmin) throw new UserError(IMPERSONATION_MESSAGES.superadmin, 'FORBIDDEN');

  const token = newToken();
  const expiresAt = new Date(Date.now() + IMPERSONATION_TTL_MS);
  await db.insert(impersonation).values({
    actor_id: actor.id,
    target_id: targetId,
    token_hash: hashToken(token),
    expires_at: expiresAt,
  });
  return { url: `${AUTHTOKEN_PATH}?token=${encodeURIComponent(token)}`, expires_at: expiresAt.toISOString() };
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');

/**
 * Uses a token once: the update that marks it used is the only way to get its users, so two
 * concurrent requests cannot both succeed. Refused (null) when unknown, used, expired, or when
 * either user has been blocked since.
 */
export async function consumeImpersonation(db: Db, token: string): Promise<{ actorId: number; targetId: number } | null> {
  const now = new Date();
  const [grant] = await db
    .update(impersonation)
    .set({ used_at: now })
    .where(and(eq(impersonation.token_hash, hashToken(token)), isNull(impersonation.used_at), gt(impersonation.expires_at, now)))
    .returning({ id: impersonation.id, actorId: impersonation.actor_id, targetId: impersonation.target_id });
  if (!grant) return null;
  const [usable] = await db
    .select({ ok: sql<number>`1` })
    .from(impersonation)
    .innerJoin(actor, eq(actor.id, impersonation.actor_id))
    .innerJoin(target, eq(target.id, impersonation.target_id))
    .where(and(eq(impersonation.id, grant.id), eq(actor.is_blocked, 0), eq(target.is_blocked, 0)));
  return usable ? { actorId: grant.actorId, targetId: grant.targetId } : null;
}
