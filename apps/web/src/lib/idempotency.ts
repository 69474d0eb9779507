/**
 * The Idempotency-Key of the create being saved: FormPage sets it for the length of a new
 * record's save, and every mutation sent meanwhile carries it (lib/api.ts). The server answers a
 * repeat of the same request with the same key (a retry, a second click) with the record the
 * first one created. One key per form: each new record's form starts with its own.
 */
let current: string | null = null;

export const newIdempotencyKey = () => crypto.randomUUID();

export async function withIdempotencyKey<T>(key: string | null, run: () => Promise<T>): Promise<T> {
  current = key;
  try {
    return await run();
  } finally {
    if (current === key) current = null;
  }
}

export const idempotencyKey = () => current;
