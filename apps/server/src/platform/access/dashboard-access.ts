import { MESSAGES } from '@backoffice/domain/constants';
import { canSeeDashboardBlock, type DashboardBlock } from '@backoffice/domain/dashboard';
import type { ModuleName } from '@backoffice/domain/modules';
import type { CurrentUser } from '../auth/current-user.ts';
import { UserError } from '../errors.ts';

/**
 * Whether the caller may read the data of a dashboard block: the Dashboard module, and the
 * block visible to the caller's profile (the roles and permissions of the spec, the same rule the web applies).
 */
export function canSeeBlock(user: CurrentUser | null, block: DashboardBlock): boolean {
  return Boolean(user && user.modules.includes('Dashboard') && canSeeDashboardBlock(user, block));
}

/** Refuses (UNAUTHENTICATED / FORBIDDEN) a caller who may not see the block. */
export function assertDashboardBlock(user: CurrentUser | null, block: DashboardBlock): void {
  if (!user) throw new UserError(MESSAGES.unauthenticated, 'UNAUTHENTICATED');
  if (!canSeeBlock(user, block)) throw new UserError(MESSAGES.forbidden, 'FORBIDDEN');
}

/**
 * For calls a module's own screens share with the dashboard (userCount, assetsCount,
 * courseCount, the report downloads): a caller with one of `modules` passes; a caller who
 * reaches it only through the Dashboard module must see the block.
 */
export function assertModuleOrDashboardBlock(user: CurrentUser | null, modules: readonly ModuleName[], block: DashboardBlock): void {
  if (!user) throw new UserError(MESSAGES.unauthenticated, 'UNAUTHENTICATED');
  if (modules.some((m) => user.modules.includes(m))) return;
  assertDashboardBlock(user, block);
}
