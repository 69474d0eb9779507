import { ApiError } from './api.ts';

/**
 * Whether a record's query, once loaded, says its id names nothing: the server answered null
 * or refused with NOT_FOUND (a failure of another kind is an error, not a missing record).
 */
export function recordMissing(query: { isPending: boolean; data?: unknown; error?: unknown }): boolean {
  if (query.isPending) return false;
  return query.data === null || (query.error instanceof ApiError && query.error.code === 'NOT_FOUND');
}
