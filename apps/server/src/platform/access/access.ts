import { MESSAGES } from '@backoffice/domain/constants';
import type { ModuleName } from '@backoffice/domain/modules';
import type { CurrentUser } from '../auth/current-user.ts';
import { UserError } from '../errors.ts';

/**
 * What an operation requires: nothing ('public', for the login and token calls), a session
 * ('authenticated'), or a module of the caller's profile (any one of a list).
 */
export type Access = 'public' | 'authenticated' | ModuleName | readonly ModuleName[];

export function checkAccess(user: CurrentUser | null, access: Access): void {
  if (access === 'public') return;
  if (!user) throw new UserError(MESSAGES.unauthenticated, 'UNAUTHENTICATED');
  if (access === 'authenticated') return;
  const needed: readonly ModuleName[] = typeof access === 'string' ? [access] : access;
  if (!needed.some((m) => user.modules.includes(m))) throw new UserError(MESSAGES.forbidden, 'FORBIDDEN');
}

/** 'Novo usuário', batch creation and 'log in as': super administrators and the configured ids. */
export function canManageUsers(user: CurrentUser | null, managerIds: readonly number[]): boolean {
  return Boolean(user && (user.profile?.is_superadmin || managerIds.includes(user.id)));
}

export function assertCanManageUsers(user: CurrentUser | null, managerIds: readonly number[]): void {
  if (!canManageUsers(user, managerIds)) throw new UserError(MESSAGES.forbidden, 'FORBIDDEN');
}
