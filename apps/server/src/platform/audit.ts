import type { CurrentUser } from './auth/current-user.ts';

/** Audit columns for a new row: always from the session, never from the input. */
export function createdBy(user: CurrentUser) {
  return { created_by: user.id, updated_by: user.id };
}

export function updatedBy(user: CurrentUser) {
  return { updated_by: user.id, updated_at: new Date() };
}
