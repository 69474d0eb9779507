/** The SQLSTATE and constraint of a Postgres error, whether thrown by the driver or wrapped by Drizzle (in `cause`). */
export function pgError(error: unknown): { code: string; constraint: string } | null {
  for (let e = error as { code?: unknown; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: e.constraint ?? '' };
  }
  return null;
}

/** The index a unique violation broke, or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  const e = pgError(error);
  return e?.code === '23505' ? e.constraint : null;
}

/**
 * Whether a foreign key refused the statement (a row still referenced, or one gone meanwhile):
 * 23503, or 23001 from a key declared ON DELETE RESTRICT.
 */
export const foreignKeyViolation = (error: unknown): boolean => ['23503', '23001'].includes(pgError(error)?.code ?? '');
