import type { CurrentUser } from './auth/current-user.ts';

/** The administrator really acting under 'log in as'; null when users act for themselves. */
export const actingAdmin = (user: CurrentUser) => user.impersonated_by?.id ?? null;

/** Audit columns for a new row: always from the session, never from the input. */
export function createdBy(user: CurrentUser) {
  const actor = actingAdmin(user);
  return { created_by: user.id, updated_by: user.id, created_by_actor: actor, updated_by_actor: actor };
}

export function updatedBy(user: CurrentUser) {
  return { updated_by: user.id, updated_by_actor: actingAdmin(user), updated_at: new Date() };
}
