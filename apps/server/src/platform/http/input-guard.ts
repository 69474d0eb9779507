import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@backoffice/domain/constants';
import { UserError } from '../errors.ts';
import { requestHook } from './request-hooks.ts';
import { isGraphqlRoute, tokenFrom } from './request-user.ts';

// PostgreSQL text cannot hold NUL: a string carrying one would fail in the database as an
// internal error, so it is refused as input, whatever the field.
const NUL = '\u0000';

/** Data objects only (JSON, query strings' prototype-less maps), not streams or files. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
};

/** Whether a string anywhere in the value (object keys included) carries NUL. */
export function containsNul(value: unknown): boolean {
  // A loop rather than recursion: a deeply nested body must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes(NUL)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (isPlainObject(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes(NUL)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export function assertNoNul(value: unknown): void {
  if (containsNul(value)) throw new UserError(MESSAGES.invalidCharacters);
}

/** A body left as text (text/plain, or JSON a route parses itself) may spell NUL as a JSON escape. */
function textContainsNul(text: string): boolean {
  if (text.includes(NUL)) return true;
  if (!/\\u0000/i.test(text)) return false;
  try {
    return containsNul(JSON.parse(text));
  } catch {
    // Not JSON: the route refuses it as such.
    return false;
  }
}

/**
 * Refuses NUL in the path, the query, the body and the session token of every request, before
 * anything (the session lookup included) takes them to the database. Multipart fields are
 * streamed, so readUpload checks those.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook(
    'preValidation',
    requestHook((request) => {
      const token = tokenFrom(request);
      if (token?.includes(NUL)) throw new UserError(MESSAGES.invalidCharacters);
      // GraphQL answers in its own shape: operation() checks the arguments of every root field.
      if (isGraphqlRoute(request)) return;
      const { body } = request;
      if (containsNul(request.params) || containsNul(request.query) || (typeof body === 'string' ? textContainsNul(body) : containsNul(body))) {
        throw new UserError(MESSAGES.invalidCharacters);
      }
    }),
  );
}
